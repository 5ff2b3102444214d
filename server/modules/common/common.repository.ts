import { asc, eq } from 'drizzle-orm';
import type { City, State } from '#contract/common.ts';
import type { Executor } from '#server/db/client.ts';
import { cities, states } from '#server/db/schema.ts';

export function listStates(db: Executor): Promise<State[]> {
  return db.select({ id: states.id, uf: states.uf, name: states.name }).from(states).orderBy(asc(states.name));
}

/** `state` is a UF (`SP`, any case) or its IBGE code (`35`); null when no such state exists. */
export async function listCitiesOfState(db: Executor, state: string): Promise<City[] | null> {
  const [found] = await db
    .select({ id: states.id, uf: states.uf })
    .from(states)
    .where(/^\d+$/.test(state) ? eq(states.id, Number(state)) : eq(states.uf, state.toUpperCase()));
  if (!found) return null;
  const rows = await db
    .select({ id: cities.id, name: cities.name })
    .from(cities)
    .where(eq(cities.stateId, found.id))
    .orderBy(asc(cities.name));
  return rows.map((row) => ({ ...row, uf: found.uf }));
}
