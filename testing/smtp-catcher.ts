import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
}

export interface SmtpCatcher {
  port: number;
  url: string;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 and a free port that hands every message it accepts to `onMail`.
 * Server suites keep the messages in memory; the end-to-end setup writes them where the browser tests read.
 */
export async function startSmtpCatcher(onMail: (mail: CaughtMail) => void): Promise<SmtpCatcher> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        onMail({
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return { port, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Undoes quoted-printable (`=3D`, soft line breaks) and base64 bodies, enough to read a message's text and links. */
export function decodedBodies(raw: string): string[] {
  // Quoted-printable escapes are bytes of UTF-8 text: gather them as latin1, then read the bytes as UTF-8.
  const quotedBytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const quotedPrintable = Buffer.from(quotedBytes, 'latin1').toString('utf8');
  const base64Blocks = [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)].map((match) =>
    Buffer.from((match[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  return [quotedPrintable, ...base64Blocks];
}

/** The first link to `path` (e.g. `/reset-password`) with a `token` query in a caught message, if any. */
export function findTokenLink(mail: CaughtMail, path: string): string | undefined {
  const pattern = new RegExp(`https?://[^\\s"'<>]+${path}\\?token=[A-Za-z0-9_%.-]+`);
  for (const body of decodedBodies(mail.raw)) {
    const link = body.match(pattern)?.[0];
    if (link) return link;
  }
  return undefined;
}
