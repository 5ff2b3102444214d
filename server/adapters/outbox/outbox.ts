import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '#server/db/client.ts';
import type { OutboxMetrics } from '#server/platform/metrics.ts';
import { outbox } from '#server/db/schema.ts';
import type { MailTransport } from '#server/adapters/mail/smtp-transport.ts';
import type { WhatsAppTransport } from '#server/adapters/whatsapp/whatsapp-transport.ts';

const MAX_ATTEMPTS = 5;
const BATCH_SIZE = 20;
const SWEEP_INTERVAL_MS = 30_000;

type OutboxMessage = typeof outbox.$inferSelect;
type Channel = OutboxMessage['channel'];

/** How each channel leaves: null (or left out) when it is not configured, and its messages are kept. */
export interface OutboxTransports {
  email: MailTransport | null;
  whatsapp: WhatsAppTransport | null;
}

/** A channel's way of sending one row through its transport, and of logging a row kept for want of one. */
interface ChannelDelivery {
  send(transports: Partial<OutboxTransports>, message: OutboxMessage): (() => Promise<void>) | null;
  logKept(log: FastifyBaseLogger, message: OutboxMessage): void;
}

const channels: Record<Channel, ChannelDelivery> = {
  email: {
    send: ({ email }, message) =>
      email ? () => email.send({ to: message.recipient, subject: message.subject, text: message.bodyText, html: message.bodyHtml }) : null,
    logKept(log, message) {
      const links = message.bodyText.match(/https?:\/\/\S+/g) ?? [];
      log.info(
        { channel: 'email', to: message.recipient, subject: message.subject, links },
        `E-mail guardado na caixa de saída (sem SMTP_URL) para ${message.recipient}: "${message.subject}" ${links.join(' ')}`.trim(),
      );
    },
  },
  whatsapp: {
    send: ({ whatsapp }, message) => (whatsapp ? () => whatsapp.send({ to: message.recipient, text: message.bodyText }) : null),
    logKept(log, message) {
      log.info(
        { channel: 'whatsapp', to: message.recipient },
        `WhatsApp guardado na caixa de saída (sem WHATSAPP_PHONE_NUMBER_ID e WHATSAPP_ACCESS_TOKEN) para ${message.recipient}:\n${message.bodyText}`,
      );
    },
  },
};

/**
 * Delivers pending outbox messages, each through its channel's transport (SMTP for e-mail, the WhatsApp Cloud
 * API for WhatsApp), with retries and backoff. A channel with no transport configured keeps its messages in the
 * table (status `kept`) and prints them to the log, so links and texts can still be read.
 */
export class Outbox {
  private running: Promise<void> | null = null;
  private again = false;
  private stopping = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Database,
    private readonly transports: Partial<OutboxTransports>,
    private readonly log: FastifyBaseLogger,
    private readonly metrics?: OutboxMetrics,
  ) {}

  start() {
    this.timer = setInterval(() => this.kick(), SWEEP_INTERVAL_MS);
    this.timer.unref();
    this.kick();
  }

  /** Asks for a delivery run; runs never overlap, and a kick during a run schedules one more. */
  kick(): Promise<void> {
    if (this.stopping) return this.running ?? Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.deliverPending().catch((error: unknown) => this.log.error({ err: error }, 'outbox delivery failed'));
      } while (this.again && !this.stopping);
      this.running = null;
    })();
    return this.running;
  }

  /**
   * Waits for the batch in hand only: a backlog left queued is sent by another process's sweep or by this one's next
   * start. Waiting for the whole backlog could outlast the shutdown's deadline, and a process forced out in the middle
   * of a batch has sent messages whose rows it never marked sent: they would be sent again.
   */
  async stop() {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transports.email?.close();
  }

  async deliverPending() {
    for (;;) {
      const delivered = await this.db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(outbox)
          .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
          .orderBy(outbox.createdAt)
          .limit(BATCH_SIZE)
          .for('update', { skipLocked: true });
        for (const message of due) await this.deliver(tx, message);
        return due.length;
      });
      if (delivered < BATCH_SIZE || this.stopping) return;
    }
  }

  private async deliver(tx: Executor, message: OutboxMessage) {
    const channel = channels[message.channel];
    const send = channel.send(this.transports, message);
    if (!send) {
      channel.logKept(this.log, message);
      await tx.update(outbox).set({ status: 'kept' }).where(eq(outbox.id, message.id));
      return;
    }
    try {
      await send();
      await tx.update(outbox).set({ status: 'sent', sentAt: sql`now()`, attempts: message.attempts + 1 }).where(eq(outbox.id, message.id));
      this.metrics?.outboxSent.inc({ channel: message.channel });
    } catch (error) {
      const attempts = message.attempts + 1;
      const backoffMinutes = 2 ** attempts;
      const lastAttempt = attempts >= MAX_ATTEMPTS;
      this.metrics?.outboxDeliveryErrors.inc({ channel: message.channel });
      if (lastAttempt) this.metrics?.outboxFailed.inc({ channel: message.channel });
      this.log.warn({ err: error, channel: message.channel, to: message.recipient, attempts }, `${message.channel} delivery failed`);
      await tx
        .update(outbox)
        .set({
          attempts,
          lastError: String(error).slice(0, 1000),
          status: lastAttempt ? 'failed' : 'pending',
          nextAttemptAt: sql`now() + make_interval(mins => ${backoffMinutes})`,
        })
        .where(eq(outbox.id, message.id));
    }
  }
}
