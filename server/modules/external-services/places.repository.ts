import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { cities, states } from '#server/db/schema.ts';

/** `C`, the type of the city's name as the service gave it: a name found in IBGE's table replaces it. */
export interface Place<C extends string | null = string | null> {
  stateId: number | null;
  cityId: number | null;
  cityName: C | string;
}

/**
 * The IBGE ids of a city named by an external service: by its IBGE code when the service gives one, else by
 * name within the state, ignoring accents and case ("SAO PAULO" is São Paulo).
 */
export async function resolvePlace<C extends string | null>(db: Executor, uf: string | null, cityName: C, ibgeCode: number | null): Promise<Place<C>> {
  if (!uf) return { stateId: null, cityId: null, cityName };
  const [state] = await db.select({ id: states.id }).from(states).where(eq(states.uf, uf));
  if (!state) return { stateId: null, cityId: null, cityName };

  const byCode = ibgeCode ? and(eq(cities.id, ibgeCode), eq(cities.stateId, state.id)) : undefined;
  const byName = cityName
    ? and(eq(cities.stateId, state.id), sql`immutable_unaccent(lower(${cities.name})) = immutable_unaccent(lower(${cityName}))`)
    : undefined;
  for (const condition of [byCode, byName]) {
    if (!condition) continue;
    const [city] = await db.select({ id: cities.id, name: cities.name }).from(cities).where(condition).limit(1);
    if (city) return { stateId: state.id, cityId: city.id, cityName: city.name };
  }
  return { stateId: state.id, cityId: null, cityName };
}
