import { setTimeout as delay } from 'node:timers/promises';
import type pg from 'pg';
import type { ApiClient } from '#testing/resilience/api-client.ts';
import type { CaughtMail } from '#testing/smtp-catcher.ts';
import { zeladorForm } from './invitations.ts';
import type { Report } from './report.ts';
import type { RunIdentity } from './run-identity.ts';

const INVITATIONS = 12;
/** A message a process left queued when it stopped is sent by the other's sweep, every 30 s (server/adapters/outbox). */
const DELIVERY_TIMEOUT_MS = 45_000;
/** After the last expected message: long enough for a second copy of any of them to arrive too. */
const DUPLICATE_WATCH_MS = 3_000;

/** Each message the run expects, by recipient: how many the catcher must receive. */
export type ExpectedMail = Map<string, number>;

/**
 * E-mails caused through both processes: invitations of new zeladores created in turn through A and B, and a
 * reset link asked through each. Each process's outbox sends what it queued and sweeps for the rest; the queue is one
 * table, read with FOR UPDATE SKIP LOCKED.
 */
export async function causeMails(
  report: Report,
  masters: Record<'A' | 'B', ApiClient>,
  at: (address: string) => Record<'A' | 'B', ApiClient>,
  people: { identity: RunIdentity; condominiumId: string; masterEmail: string },
  expected: ExpectedMail,
) {
  report.section('Mensagens (caixa de saída)');
  const refused: string[] = [];
  for (let index = 0; index < INVITATIONS; index++) {
    const email = people.identity.email(`convite-${index}`);
    const answer = await masters[index % 2 === 0 ? 'A' : 'B'].json('POST', '/users/store', zeladorForm(email, people.condominiumId));
    if (answer.status >= 200 && answer.status < 300) expected.set(email, 1);
    else refused.push(`${email}: ${answer.status} ${answer.body?.message ?? ''}`);
  }
  // The reset links are asked by someone who is not signed in, from their own address.
  const visitor = at(people.identity.address());
  for (const name of ['A', 'B'] as const) {
    const answer = await visitor[name].json('POST', '/password/email', { email: people.masterEmail });
    if (answer.status === 200) expected.set(people.masterEmail, (expected.get(people.masterEmail) ?? 0) + 1);
    else refused.push(`link de redefinição por ${name}: ${answer.status} ${answer.body?.message ?? ''}`);
  }
  report.check(refused.length === 0, `${INVITATIONS} convites criados alternando A e B e 2 links de redefinição pedidos (um a cada)`, refused.join('; '));
}

const countBy = (mails: CaughtMail[]) => {
  const counts = new Map<string, number>();
  for (const mail of mails) for (const to of mail.to) counts.set(to, (counts.get(to) ?? 0) + 1);
  return counts;
};

const allArrived = (mails: CaughtMail[], expected: ExpectedMail) => {
  const counts = countBy(mails);
  return [...expected].every(([to, count]) => (counts.get(to) ?? 0) >= count);
};

/** Every message the run caused reached the SMTP server exactly once, and the queue holds nothing unsent. */
export async function checkMailsDelivered(report: Report, mails: CaughtMail[], expected: ExpectedMail, owner: pg.Pool) {
  const began = Date.now();
  while (!allArrived(mails, expected) && Date.now() - began < DELIVERY_TIMEOUT_MS) await delay(250);
  const waited = Date.now() - began;
  await delay(DUPLICATE_WATCH_MS);
  const counts = countBy(mails);
  const wrong = [...new Set([...expected.keys(), ...counts.keys()])]
    .filter((to) => (counts.get(to) ?? 0) !== (expected.get(to) ?? 0))
    .map((to) => `${to}: ${counts.get(to) ?? 0} recebida(s), esperada(s) ${expected.get(to) ?? 0}`);
  const total = [...expected.values()].reduce((sum, count) => sum + count, 0);
  report.check(
    wrong.length === 0,
    `cada uma das ${total} mensagens chegou ao SMTP exatamente uma vez (${mails.length} recebidas, a última em ${(waited / 1000).toFixed(1)} s)`,
    wrong.slice(0, 10).join('; '),
  );
  const { rows } = await owner.query<{ status: string; count: string }>('select status, count(*) from outbox group by status order by status');
  const statuses = rows.map((row) => `${row.status} ${row.count}`).join(', ');
  report.check(rows.length === 1 && rows[0]!.status === 'sent' && Number(rows[0]!.count) === total, `na tabela outbox: ${statuses}`, `esperado sent ${total}`);
}
