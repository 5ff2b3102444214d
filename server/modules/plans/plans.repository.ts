import { asc, eq } from 'drizzle-orm';
import type { Plan, PlanName } from '#contract/plans.ts';
import type { Executor } from '#server/db/client.ts';
import { plans } from '#server/db/schema.ts';

export function listPlans(db: Executor): Promise<Plan[]> {
  return db.select({ uuid: plans.id, name: plans.name, rank: plans.rank, modules: plans.modules }).from(plans).orderBy(asc(plans.rank));
}

export async function findPlan(db: Executor, name: PlanName) {
  const [plan] = await db.select({ id: plans.id, modules: plans.modules }).from(plans).where(eq(plans.name, name));
  if (!plan) throw new Error(`plan ${name} is not seeded`);
  return plan;
}
