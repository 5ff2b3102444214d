import { and, asc, eq } from 'drizzle-orm';
import type { SessionUser } from '#contract/auth.ts';
import type { Executor } from '#server/db/client.ts';
import { condominiums, plans, userCondominiums, users } from '#server/db/schema.ts';

export async function findUserByEmail(db: Executor, email: string) {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, type: users.type, passwordHash: users.passwordHash, active: users.active })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return user ?? null;
}

/** The user as the SPA keeps it (SPEC §3): the first condominium drives the menu and the plan gating. */
export async function loadSessionUser(db: Executor, userId: string): Promise<SessionUser | null> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, type: users.type, profilePicture: users.profilePicture })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;

  const memberships = await db
    .select({
      uuid: condominiums.id,
      comercialName: condominiums.comercialName,
      allowedModules: condominiums.allowedModules,
      planName: plans.name,
      planRank: plans.rank,
    })
    .from(userCondominiums)
    .innerJoin(condominiums, eq(condominiums.id, userCondominiums.condominiumId))
    .innerJoin(plans, eq(plans.id, condominiums.planId))
    .where(and(eq(userCondominiums.userId, userId), eq(condominiums.active, true)))
    .orderBy(asc(userCondominiums.createdAt), asc(condominiums.comercialName));

  return {
    uuid: user.id,
    name: user.name,
    email: user.email,
    type: user.type,
    rel_user: { profile_picture: user.profilePicture },
    condominium: memberships.map((membership) => ({
      uuid: membership.uuid,
      comercial_name: membership.comercialName,
      allowed_modules: membership.allowedModules,
      plan: { name: membership.planName, rank: membership.planRank },
    })),
  };
}
