import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '#server/db/client.ts';
import { outbox } from '#server/db/schema.ts';
import type { MailTransport, OutgoingMail } from './smtp-transport.ts';

const MAX_ATTEMPTS = 5;
const BATCH_SIZE = 20;
const SWEEP_INTERVAL_MS = 30_000;

/**
 * Writes an e-mail to the outbox inside the caller's transaction, so a message exists exactly when the
 * change that caused it was committed. Delivery happens afterwards (`Outbox.deliverPending`).
 */
export async function enqueueEmail(db: Executor, mail: OutgoingMail) {
  await db.insert(outbox).values({ channel: 'email', recipient: mail.to, subject: mail.subject, bodyText: mail.text, bodyHtml: mail.html });
}

/**
 * Delivers pending outbox e-mails through SMTP with retries and backoff. With no SMTP configured the
 * messages are kept in the table (status `kept`) and printed to the log, so links can still be followed.
 */
export class Outbox {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  start() {
    this.timer = setInterval(() => this.kick(), SWEEP_INTERVAL_MS);
    this.timer.unref();
    this.kick();
  }

  /** Asks for a delivery run; runs never overlap, and a kick during a run schedules one more. */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.deliverPending().catch((error: unknown) => this.log.error({ err: error }, 'outbox delivery failed'));
      } while (this.again);
      this.running = null;
    })();
    return this.running;
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport?.close();
  }

  async deliverPending() {
    for (;;) {
      const delivered = await this.db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(outbox)
          .where(and(eq(outbox.status, 'pending'), eq(outbox.channel, 'email'), lte(outbox.nextAttemptAt, sql`now()`)))
          .orderBy(outbox.createdAt)
          .limit(BATCH_SIZE)
          .for('update', { skipLocked: true });
        for (const message of due) await this.deliver(tx, message);
        return due.length;
      });
      if (delivered < BATCH_SIZE) return;
    }
  }

  private async deliver(tx: Executor, message: typeof outbox.$inferSelect) {
    if (!this.transport) {
      const links = message.bodyText.match(/https?:\/\/\S+/g) ?? [];
      this.log.info(
        { to: message.recipient, subject: message.subject, links },
        `E-mail guardado na caixa de saída (sem SMTP_URL) para ${message.recipient}: "${message.subject}" ${links.join(' ')}`.trim(),
      );
      await tx.update(outbox).set({ status: 'kept' }).where(eq(outbox.id, message.id));
      return;
    }
    try {
      await this.transport.send({ to: message.recipient, subject: message.subject, text: message.bodyText, html: message.bodyHtml });
      await tx.update(outbox).set({ status: 'sent', sentAt: sql`now()`, attempts: message.attempts + 1 }).where(eq(outbox.id, message.id));
    } catch (error) {
      const attempts = message.attempts + 1;
      const backoffMinutes = 2 ** attempts;
      this.log.warn({ err: error, to: message.recipient, attempts }, 'e-mail delivery failed');
      await tx
        .update(outbox)
        .set({
          attempts,
          lastError: String(error).slice(0, 1000),
          status: attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          nextAttemptAt: sql`now() + make_interval(mins => ${backoffMinutes})`,
        })
        .where(eq(outbox.id, message.id));
    }
  }
}
