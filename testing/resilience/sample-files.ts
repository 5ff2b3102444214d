import { createHash } from 'node:crypto';

/** A PDF of about `kilobytes`, unique to `label` (a condominium refuses the same file twice). */
export function samplePdf(label: string, kilobytes: number): Buffer {
  return Buffer.from(`%PDF-1.7\n% ${label}\n${'%'.repeat(kilobytes * 1024)}\n%%EOF\n`);
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
