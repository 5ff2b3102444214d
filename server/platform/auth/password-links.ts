import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { passwordResets } from '#server/db/schema.ts';
import { newToken } from './tokens.ts';

/** How long the link that sets a new account's first password lasts (send-access, a user created by someone else). */
export const FIRST_PASSWORD_LINK_VALIDITY_MINUTES = 7 * 24 * 60;

/**
 * A single-use link to /reset-password, used both to recover a password and to set the first one of an
 * account created for someone (send-access). Only the token's hash is stored.
 */
export async function issuePasswordLink(db: Executor, options: { userId: string; appUrl: string; validityMinutes: number }) {
  const { token, tokenHash } = newToken();
  await db.insert(passwordResets).values({
    userId: options.userId,
    tokenHash,
    expiresAt: new Date(Date.now() + options.validityMinutes * 60_000),
  });
  return `${options.appUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/** Spends every open link of the person: a resent invitation makes the earlier one useless. */
export async function revokePasswordLinks(db: Executor, userId: string) {
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
