import type { Executor } from '#server/db/client.ts';
import { outbox } from '#server/db/schema.ts';
import type { OutgoingMail } from './smtp-transport.ts';

/**
 * Writes an e-mail to the outbox inside the caller's transaction, so a message exists exactly when the
 * change that caused it was committed. Delivery happens afterwards (`Outbox.deliverPending`, adapters/outbox).
 */
export async function enqueueEmail(db: Executor, mail: OutgoingMail) {
  await db.insert(outbox).values({ channel: 'email', recipient: mail.to, subject: mail.subject, bodyText: mail.text, bodyHtml: mail.html });
}
