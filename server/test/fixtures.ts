import { randomBytes } from 'node:crypto';
import { generateCnpj } from '@brazilian-utils/brazilian-utils/generate-cnpj';
import { eq } from 'drizzle-orm';
import type { PlanName } from '#contract/plans.ts';
import type { UserType } from '#contract/users.ts';
import type { Config } from '#server/config.ts';
import type { Executor } from '#server/db/client.ts';
import { condominiums, plans, userCondominiums, users } from '#server/db/schema.ts';
import { PLAN_MODULES } from '#server/db/seed.ts';
import { hashPassword } from '#server/platform/auth/passwords.ts';
import { createSession } from '#server/platform/auth/sessions.ts';

export const TEST_PASSWORD = 'Senha-de-teste-123';

let testPasswordHash: Promise<string> | undefined;
/** Hashing is deliberately slow; every fixture user shares one hash of TEST_PASSWORD. */
const sharedHash = () => (testPasswordHash ??= hashPassword(TEST_PASSWORD));

const unique = () => randomBytes(4).toString('hex');

export async function createCondominium(db: Executor, options: { plan?: PlanName; active?: boolean; name?: string; cnpj?: string } = {}) {
  const plan = options.plan ?? 'Premium';
  const [planRow] = await db.select({ id: plans.id }).from(plans).where(eq(plans.name, plan));
  if (!planRow) throw new Error(`plan ${plan} is not seeded`);
  const [row] = await db
    .insert(condominiums)
    .values({
      cnpj: options.cnpj ?? generateCnpj(),
      comercialName: options.name ?? `Condomínio ${unique()}`,
      corporateName: `Condomínio Edifício ${unique()}`,
      planId: planRow.id,
      allowedModules: PLAN_MODULES[plan],
      active: options.active ?? true,
    })
    .returning();
  return row!;
}

export interface CreatedUser {
  id: string;
  email: string;
  name: string;
  type: UserType;
  password: string;
}

export async function createUser(
  db: Executor,
  options: { type: UserType; condominiumId?: string; email?: string; name?: string; active?: boolean; withoutPassword?: boolean },
): Promise<CreatedUser> {
  const email = options.email ?? `${options.type}-${unique()}@teste.zelo`;
  const name = options.name ?? `Pessoa ${options.type} ${unique()}`;
  const [row] = await db
    .insert(users)
    .values({
      name,
      email,
      type: options.type,
      passwordHash: options.withoutPassword ? null : await sharedHash(),
      active: options.active ?? true,
    })
    .returning({ id: users.id });
  // Everyone but master works inside a condominium; without one given, they get a fresh one.
  const condominiumId = options.condominiumId ?? (options.type === 'master' ? undefined : (await createCondominium(db)).id);
  if (condominiumId) await db.insert(userCondominiums).values({ userId: row!.id, condominiumId });
  return { id: row!.id, email, name, type: options.type, password: TEST_PASSWORD };
}

/** A bearer token for `userId`, as if they had signed in. */
export function tokenFor(db: Executor, config: Config, userId: string) {
  return createSession(db, userId, config.session);
}
