import type { Config } from '#server/config.ts';
import { createSmtpTransport } from '#server/adapters/mail/smtp-transport.ts';
import { createWhatsAppTransport } from '#server/adapters/whatsapp/whatsapp-transport.ts';
import type { OutboxTransports } from './outbox.ts';

/** The transports the configuration names: SMTP with SMTP_URL, the WhatsApp Cloud API with its number id and token. */
export function createOutboxTransports(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'whatsapp'>): OutboxTransports {
  return {
    email: config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : null,
    whatsapp: config.whatsapp ? createWhatsAppTransport(config.whatsapp) : null,
  };
}
