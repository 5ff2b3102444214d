import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ModuleKey } from '#contract/plans.ts';
import type { UserType } from '#contract/users.ts';
import type { Executor } from '#server/db/client.ts';
import { condominiums, sessions, userCondominiums, users } from '#server/db/schema.ts';
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
  /** The caller's active condominiums (empty for master, who is not scoped). */
  condominiumIds: string[];
  /** Modules enabled in those condominiums (MODULE_NOT_ENABLED gating). */
  modules: ModuleKey[];
}

/** last_seen_at is refreshed at most once a minute: idle expiry needs no finer grain, and reads stay reads. */
const LAST_SEEN_GRANULARITY_MS = 60_000;

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

/** The caller behind a token, or null when the token is unknown, revoked, idle or expired, or its user inactive. */
export async function findCaller(db: Executor, token: string, policy: SessionPolicy): Promise<Caller | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, userId: users.id, type: users.type, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, sql`now() - make_interval(mins => ${policy.idleMinutes})`),
        eq(users.active, true),
      ),
    )
    .limit(1);
  if (!row) return null;

  if (Date.now() - row.lastSeenAt.getTime() >= LAST_SEEN_GRANULARITY_MS) {
    await db.update(sessions).set({ lastSeenAt: sql`now()` }).where(eq(sessions.id, row.sessionId));
  }

  const memberships = await activeMemberships(db, row.userId);
  // Everyone but master works inside a condominium: when theirs is deactivated, their sessions end.
  if (row.type !== 'master' && memberships.length === 0) return null;

  return {
    sessionId: row.sessionId,
    userId: row.userId,
    type: row.type,
    condominiumIds: memberships.map((membership) => membership.condominiumId),
    modules: [...new Set(memberships.flatMap((membership) => membership.modules))],
  };
}

/** The active condominiums a user belongs to, with the modules each one's plan allows. */
export function activeMemberships(db: Executor, userId: string) {
  return db
    .select({ condominiumId: userCondominiums.condominiumId, modules: condominiums.allowedModules })
    .from(userCondominiums)
    .innerJoin(condominiums, eq(condominiums.id, userCondominiums.condominiumId))
    .where(and(eq(userCondominiums.userId, userId), eq(condominiums.active, true)));
}

export async function revokeSession(db: Executor, sessionId: string) {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a user: after a password change, or when the user is deactivated. */
export async function revokeUserSessions(db: Executor, userId: string) {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
