import type { Executor } from '#server/db/client.ts';
import { outbox } from '#server/db/schema.ts';

export interface OutgoingWhatsApp {
  /** The number in international form, digits only: 55 + DDD + number. */
  to: string;
  text: string;
}

/**
 * Writes a WhatsApp message to the outbox inside the caller's transaction, like an e-mail: it exists exactly when
 * the change that caused it was committed, and the outbox delivers it afterwards.
 */
export async function enqueueWhatsApp(db: Executor, message: OutgoingWhatsApp) {
  await db.insert(outbox).values({ channel: 'whatsapp', recipient: message.to, subject: 'WhatsApp', bodyText: message.text });
}
