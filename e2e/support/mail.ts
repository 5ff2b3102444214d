import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findTokenLink, type CaughtMail } from '../../testing/smtp-catcher.ts';

/** The newest password-reset link e-mailed to an address, if any has arrived yet. */
export function latestResetLink(mailDir: string, to: string): string | undefined {
  let files: string[];
  try {
    files = readdirSync(mailDir).sort().reverse();
  } catch {
    return undefined;
  }
  for (const file of files) {
    const mail = JSON.parse(readFileSync(join(mailDir, file), 'utf8')) as CaughtMail;
    if (!mail.to.includes(to.toLowerCase())) continue;
    const link = findTokenLink(mail, '/reset-password');
    if (link) return link;
  }
  return undefined;
}
