import { createHash, randomBytes } from 'node:crypto';

/** An opaque 256-bit bearer token (base64url); only its SHA-256 is ever stored. */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
