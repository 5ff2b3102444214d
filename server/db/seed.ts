import { getMunicipalities } from '@brazilian-utils/brazilian-utils/get-municipalities';
import { getStates } from '@brazilian-utils/brazilian-utils/get-states';
import { sql } from 'drizzle-orm';
import { PLAN_RANK, type ModuleKey, type PlanName } from '#contract/plans.ts';
import type { Executor } from './client.ts';
import { cities, plans, states } from './schema.ts';

/**
 * What each plan allows (SPEC §6); higher plans include the lower ones. Premium adds no module: it
 * unlocks features gated by plan rank inside modules.
 */
export const PLAN_MODULES: Record<PlanName, ModuleKey[]> = {
  Free: ['dashboard', 'users', 'apartment', 'document'],
  Basic: ['dashboard', 'users', 'apartment', 'document', 'reforms'],
  Special: ['dashboard', 'users', 'apartment', 'document', 'reforms', 'maintenance'],
  Premium: ['dashboard', 'users', 'apartment', 'document', 'reforms', 'maintenance'],
};

const CITY_BATCH = 1000;

/** Reference data every installation has; idempotent, so it runs at every start. */
export async function seedReferenceData(db: Executor) {
  await db
    .insert(plans)
    .values(Object.entries(PLAN_RANK).map(([name, rank]) => ({ name: name as PlanName, rank, modules: PLAN_MODULES[name as PlanName] })))
    .onConflictDoUpdate({
      target: plans.name,
      set: { rank: sql`excluded.rank`, modules: sql`excluded.modules` },
      setWhere: sql`(${plans.rank}, ${plans.modules}) is distinct from (excluded.rank, excluded.modules)`,
    });

  const stateRows = getStates().map((state) => ({ id: state.ibgeCode, uf: state.code, name: state.name }));
  await db
    .insert(states)
    .values(stateRows)
    .onConflictDoUpdate({
      target: states.id,
      set: { uf: sql`excluded.uf`, name: sql`excluded.name` },
      setWhere: sql`(${states.uf}, ${states.name}) is distinct from (excluded.uf, excluded.name)`,
    });

  const stateIdByUf = new Map(stateRows.map((state) => [state.uf, state.id]));
  const cityRows = getMunicipalities().map((city) => ({
    id: Number(city.code),
    name: city.name,
    stateId: stateIdByUf.get(city.stateCode)!,
  }));
  for (let start = 0; start < cityRows.length; start += CITY_BATCH) {
    await db
      .insert(cities)
      .values(cityRows.slice(start, start + CITY_BATCH))
      .onConflictDoUpdate({
        target: cities.id,
        set: { name: sql`excluded.name`, stateId: sql`excluded.state_id` },
        setWhere: sql`(${cities.name}, ${cities.stateId}) is distinct from (excluded.name, excluded.state_id)`,
      });
  }
}
