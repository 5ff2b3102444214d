import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { condominiums } from '#server/db/schema.ts';
import { createCondominium } from '#server/test/fixtures.ts';
import { startTestApp, type TestApp } from '#server/test/test-app.ts';
import { ShapedStatement } from './shaped-statement.ts';
import { idsValues, MASTER_SCOPE, scopeShapeOf, withinShape, type IdsShape, type TenantScope } from './tenancy.ts';
import { inScope } from './unit-of-work.ts';

let t: TestApp;
let first: string;
let second: string;

beforeAll(async () => {
  t = await startTestApp();
  first = (await createCondominium(t.db)).id;
  second = (await createCondominium(t.db)).id;
});
afterAll(() => t.close());

let builds = 0;
const visible = new ShapedStatement(({ scope }: { scope: IdsShape }) => {
  builds += 1;
  return sql`select ${condominiums.id} as id from ${condominiums} where ${condominiums.id} = any(${sql.placeholder('asked')}::uuid[]) and ${withinShape(scope, condominiums.id)} order by 1`;
});
const idsSeen = (scope: TenantScope, asked: string[]) =>
  inScope(t.appDb, scope, async (tx) => (await visible.run<{ id: string }>(tx, { scope: scopeShapeOf(scope) }, { asked, ...idsValues('scopeIds', scope) })).map((row) => row.id), { reading: true });

describe('ShapedStatement', () => {
  it('builds its text once per shape, and each call fills in its own values', async () => {
    const both = [first, second].sort();
    expect(await idsSeen({ all: false, condominiumIds: [first] }, both)).toEqual([first]);
    expect(await idsSeen({ all: false, condominiumIds: [second] }, both)).toEqual([second]);
    expect(builds).toBe(1);
    expect(await idsSeen({ all: false, condominiumIds: [first, second] }, both)).toEqual(both);
    expect(await idsSeen({ all: false, condominiumIds: [] }, both)).toEqual([]);
    expect(await idsSeen(MASTER_SCOPE, both)).toEqual(both);
    expect(builds).toBe(4);
    // One text per count of ids, each id a parameter: PostgreSQL keeps one plan for each.
    expect(visible.query({ scope: 2 }).sql).toMatch(/"id" in \(\$\d+, \$\d+\)/);
  });

  it('refuses a call that leaves a placeholder without its value, and one outside a unit of work', async () => {
    await expect(inScope(t.appDb, MASTER_SCOPE, (tx) => visible.run(tx, { scope: 'all' }, {}), { reading: true })).rejects.toThrow(/placeholder "asked"/);
    await expect(visible.run(t.appDb, { scope: 'all' }, { asked: [first] })).rejects.toThrow(/unit of work/);
  });
});
