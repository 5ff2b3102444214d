import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueEmail } from '#server/adapters/mail/outbox.ts';
import { createWhatsAppTransport, type WhatsAppTransport } from '#server/adapters/whatsapp/whatsapp-transport.ts';
import { outbox } from '#server/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/database.ts';
import {
  FAKE_WHATSAPP_ACCESS_TOKEN,
  FAKE_WHATSAPP_PHONE_NUMBER_ID,
  FAKE_WHATSAPP_TO,
  startFakeWhatsAppCloudApi,
  type FakeWhatsAppCloudApi,
} from '#testing/fake-whatsapp-cloud-api.ts';
import { Outbox } from './outbox.ts';

let database: TestDatabase;
let fake: FakeWhatsAppCloudApi;
let whatsapp: WhatsAppTransport;
const logLines: string[] = [];
const log = pino(
  { level: 'info' },
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  }),
);

beforeAll(async () => {
  database = await createTestDatabase();
  fake = await startFakeWhatsAppCloudApi();
  whatsapp = createWhatsAppTransport({ apiUrl: fake.url, phoneNumberId: FAKE_WHATSAPP_PHONE_NUMBER_ID, accessToken: FAKE_WHATSAPP_ACCESS_TOKEN, timeoutMs: 1000 });
});
afterAll(async () => {
  await fake.close();
  await database.close();
});

/** A WhatsApp message as `enqueueWhatsApp` writes it. */
async function queueWhatsApp(to: string, text: string) {
  const [row] = await database.db.insert(outbox).values({ channel: 'whatsapp', recipient: to, subject: 'WhatsApp', bodyText: text }).returning({ id: outbox.id });
  return row!.id;
}

async function stored(id: string) {
  const [row] = await database.db
    .select({
      status: outbox.status,
      attempts: outbox.attempts,
      lastError: outbox.lastError,
      sent: sql<boolean>`${outbox.sentAt} is not null`,
      secondsToNextAttempt: sql<number>`extract(epoch from ${outbox.nextAttemptAt} - now())::float8`,
    })
    .from(outbox)
    .where(eq(outbox.id, id));
  return row!;
}

/** Time passing: the message is due again now rather than after its backoff. */
const dueNow = (id: string) => database.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.id, id));

describe('the outbox with the WhatsApp Cloud API configured', () => {
  it('sends a queued WhatsApp message through the API', async () => {
    const text = 'Resumo das manutenções — Condomínio Solar\nEm dia: 12\nVencidas: 2';
    const id = await queueWhatsApp('5511987654321', text);

    await new Outbox(database.db, { email: null, whatsapp }, log).kick();

    expect(await stored(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null, sent: true });
    expect(fake.received.at(-1)?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5511987654321',
      type: 'text',
      text: { preview_url: false, body: text },
    });
  });

  it('retries a message the API failed with backoff, and sends it when the API recovers', async () => {
    const outboxOf = new Outbox(database.db, { email: null, whatsapp }, log);
    const id = await queueWhatsApp(FAKE_WHATSAPP_TO.flaky, 'Lembrete: manutenção do elevador amanhã.');

    await outboxOf.kick();
    const failed = await stored(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'Error: WhatsApp Cloud API answered 500: An unknown error has occurred. (code 1)' });
    expect(failed.secondsToNextAttempt).toBeGreaterThan(110);
    expect(failed.secondsToNextAttempt).toBeLessThanOrEqual(120);

    // Not due yet: a run before the backoff has passed leaves it alone.
    const requests = fake.received.length;
    await outboxOf.kick();
    expect(fake.received.length).toBe(requests);
    expect((await stored(id)).attempts).toBe(1);

    await dueNow(id);
    await outboxOf.kick();
    expect(await stored(id)).toMatchObject({ status: 'sent', attempts: 2, sent: true });
  });

  it('doubles the wait after each failure and gives up after the fifth', async () => {
    const outboxOf = new Outbox(database.db, { email: null, whatsapp }, log);
    const id = await queueWhatsApp(FAKE_WHATSAPP_TO.failing, 'Aviso de vistoria.');
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await outboxOf.kick();
      const row = await stored(id);
      expect(row).toMatchObject({ attempts: attempt, status: attempt < 5 ? 'pending' : 'failed', sent: false });
      waits.push(Math.round(row.secondsToNextAttempt / 60));
      await dueNow(id);
    }
    expect(waits.slice(0, 4)).toEqual([2, 4, 8, 16]);

    // Failed for good: no further run sends it again.
    const requests = fake.received.length;
    await outboxOf.kick();
    expect(fake.received.length).toBe(requests);
  });
});

describe('the outbox without WhatsApp configured', () => {
  it('keeps a WhatsApp message and logs its recipient and text in pt-BR', async () => {
    const requests = fake.received.length;
    const id = await queueWhatsApp('5521998765432', 'Resumo das manutenções\nVencidas: 1');

    await new Outbox(database.db, {}, log).kick();

    expect(await stored(id)).toMatchObject({ status: 'kept', attempts: 0, sent: false });
    expect(fake.received.length).toBe(requests);
    const line = logLines.map((entry) => JSON.parse(entry) as { msg: string; to?: string; channel?: string }).findLast((entry) => entry.to === '5521998765432');
    expect(line).toMatchObject({
      channel: 'whatsapp',
      msg: 'WhatsApp guardado na caixa de saída (sem WHATSAPP_PHONE_NUMBER_ID e WHATSAPP_ACCESS_TOKEN) para 5521998765432:\nResumo das manutenções\nVencidas: 1',
    });
  });

  it('picks each message\'s own channel: the WhatsApp one is sent while the e-mail with no SMTP is kept', async () => {
    const message = await queueWhatsApp('5531991234567', 'Olá!');
    await enqueueEmail(database.db, { to: 'sindico@exemplo.com.br', subject: 'Zelo: aviso', text: 'Veja em http://zelo.test/manutencoes' });

    await new Outbox(database.db, { email: null, whatsapp }, log).kick();

    expect((await stored(message)).status).toBe('sent');
    const [mail] = await database.db.select({ status: outbox.status }).from(outbox).where(eq(outbox.recipient, 'sindico@exemplo.com.br'));
    expect(mail?.status).toBe('kept');
    expect(logLines.some((entry) => entry.includes('E-mail guardado na caixa de saída (sem SMTP_URL) para sindico@exemplo.com.br'))).toBe(true);
  });
});

describe('stopping the outbox', () => {
  it('finishes the batch in hand and leaves the backlog queued for another process, rather than send it all first', async () => {
    const recipients = Array.from({ length: 45 }, (_, index) => `fila-${index}@exemplo.com.br`);
    for (const to of recipients) await enqueueEmail(database.db, { to, subject: 'Zelo: aviso', text: 'Um aviso entre muitos.' });
    const sent: string[] = [];
    let stopped: Promise<void> | undefined;
    // The process is told to stop (SIGTERM) while it sends the first message of a long backlog.
    const stopping = new Outbox(
      database.db,
      {
        email: {
          async send(mail) {
            sent.push(mail.to);
            stopped ??= stopping.stop();
          },
          close() {},
        },
      },
      log,
    );

    await stopping.kick();
    await stopped;

    const rows = await database.db.select({ recipient: outbox.recipient, status: outbox.status }).from(outbox).where(sql`${outbox.recipient} like 'fila-%'`);
    const pending = rows.filter((row) => row.status === 'pending').map((row) => row.recipient);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThanOrEqual(20);
    expect(rows.filter((row) => row.status === 'sent').map((row) => row.recipient).sort()).toEqual([...sent].sort());
    expect(pending).toHaveLength(recipients.length - sent.length);

    // Another process's sweep sends the rest, each once.
    const other: string[] = [];
    await new Outbox(database.db, { email: { send: async (mail) => void other.push(mail.to), close() {} } }, log).kick();
    expect([...sent, ...other].filter((to) => to.startsWith('fila-')).sort()).toEqual([...recipients].sort());
  });
});
