import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SessionUser } from '#contract/auth.ts';
import { profilePicturePath, type UserType } from '#contract/users.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { sessions } from '#server/db/schema.ts';
import { imageUrl } from '../images.ts';
import { hashToken, newToken } from './tokens.ts';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteMinutes: number;
}

export interface SessionMeta {
  ip?: string;
  userAgent?: string;
}

/** Who is calling, as established from the bearer token alone. */
export interface Caller {
  sessionId: string;
  userId: string;
  type: UserType;
  /** The caller's active condominiums, in the order of `user.condominium` (empty for master, who is not scoped). */
  condominiumIds: string[];
  /** The user as the SPA keeps it (SPEC §3): validate-token answers it as is, the module gate reads its condominiums. */
  user: SessionUser;
}

export async function createSession(db: Executor, userId: string, policy: SessionPolicy, meta: SessionMeta = {}) {
  const { token, tokenHash } = newToken();
  await db.insert(sessions).values({
    userId,
    tokenHash,
    expiresAt: new Date(Date.now() + policy.absoluteMinutes * 60_000),
    ip: meta.ip?.slice(0, 64),
    userAgent: meta.userAgent?.slice(0, 512),
  });
  return token;
}

interface AuthenticatedRow {
  session_id: string;
  user_id: string;
  type: UserType;
  name: string;
  email: string;
  profile_picture: string | null;
  memberships: SessionUser['condominium'];
  /** No active condominium because the person was inactivated in theirs (not because a condominium was). */
  membership_inactive: boolean;
}

/**
 * One named (so prepared once per connection) call of zelo_authenticate (migration 0004): every signed-in request
 * costs this single round trip, whatever the modules' hooks need later — they read `Caller`, never the database.
 */
export const authenticateQuery = (token: string, idleMinutes: number) => ({
  name: 'zelo-authenticate',
  text: 'select * from zelo_authenticate($1, $2)',
  values: [hashToken(token), idleMinutes],
});

/** Why a token that names a session of an active account opens nothing: its person has no active condominium. */
export type Refusal = 'membership-inactive' | 'condominium-inactive';

/**
 * The caller behind a token, or null when the token is unknown, revoked, idle or expired, or its user inactive; a
 * refusal when — for everyone but master, who works inside a condominium — none of their condominiums is active
 * to them.
 */
export async function authenticate(db: Database, token: string, policy: SessionPolicy): Promise<Caller | { refusal: Refusal } | null> {
  const { rows } = await db.$client.query<AuthenticatedRow>(authenticateQuery(token, policy.idleMinutes));
  const row = rows[0];
  if (!row) return null;
  if (row.type !== 'master' && row.memberships.length === 0) {
    return { refusal: row.membership_inactive ? 'membership-inactive' : 'condominium-inactive' };
  }
  return {
    sessionId: row.session_id,
    userId: row.user_id,
    type: row.type,
    condominiumIds: row.memberships.map((membership) => membership.uuid),
    user: {
      uuid: row.user_id,
      name: row.name,
      email: row.email,
      type: row.type,
      // The address the SPA shows, never the storage key (the same as the users module gives).
      rel_user: { profile_picture: imageUrl(profilePicturePath(row.user_id), row.profile_picture) },
      condominium: row.memberships,
    },
  };
}

/** The caller behind a token, or null whatever the reason it opens nothing. */
export async function findCaller(db: Database, token: string, policy: SessionPolicy): Promise<Caller | null> {
  const found = await authenticate(db, token, policy);
  return found && 'sessionId' in found ? found : null;
}

/** Ends one session, named by its id or by its token. */
export async function revokeSession(db: Executor, session: { sessionId: string } | { token: string }) {
  const which = 'token' in session ? eq(sessions.tokenHash, hashToken(session.token)) : eq(sessions.id, session.sessionId);
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(which, isNull(sessions.revokedAt)));
}

/** Ends every session of a user: after a password change, or when the user is deactivated. */
export async function revokeUserSessions(db: Executor, userId: string) {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
