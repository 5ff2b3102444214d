import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { condominiums } from '#server/db/schema.ts';
import { connectDatabase } from '#server/db/client.ts';
import { createCondominium } from '#server/test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/database.ts';
import { listingStatements } from '#server/test/listing-statements.ts';
import { MASTER_SCOPE, type TenantScope } from './access/tenancy.ts';
import { inScope } from './access/unit-of-work.ts';
import { countCapOf, listPage, PageStatement, type Listing } from './listing.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const namesPage = new PageStatement<{ id: string; name: string }>([asc(condominiums.comercialName), asc(condominiums.id)], (db, keys) =>
  db.select({ id: condominiums.id, name: condominiums.comercialName }).from(condominiums).innerJoin(keys, eq(keys.key, condominiums.id)),
);

/** A listing of condominiums as if each were a tenant-owned row of itself: the scope and filter paths of a tenant table. */
const tenantListing = (scope: TenantScope): Listing<{ id: string; name: string }, string> => ({
  table: condominiums,
  key: condominiums.id,
  tenant: { column: condominiums.id, scope },
  searchText: condominiums.searchText,
  rows: namesPage,
  toItem: (row) => row.name,
});

describe('a tenant-scoped listing', () => {
  it('sees only the rows of its scope, filtered word by word, and counts only those', async () => {
    const mine = await createCondominium(database.db, { name: 'Residencial Jardim das Flores' });
    const alsoMine = await createCondominium(database.db, { name: 'Edifício Flores do Campo' });
    await createCondominium(database.db, { name: 'Condomínio Jardim das Flores' });
    const scope: TenantScope = { all: false, condominiumIds: [mine.id, alsoMine.id] };

    expect((await listPage(database.db, tenantListing(scope), { page: 1, per_page: 10 })).data).toMatchObject({
      data: ['Edifício Flores do Campo', 'Residencial Jardim das Flores'],
      total: 2,
    });
    expect((await listPage(database.db, tenantListing(scope), { page: 1, per_page: 10, filter: 'FLORES jardím' })).data).toMatchObject({
      data: ['Residencial Jardim das Flores'],
      total: 1,
    });
    expect((await listPage(database.db, tenantListing({ all: false, condominiumIds: [] }), { page: 1, per_page: 10 })).data.total).toBe(0);
  });

  it('checks the filter on the scope’s rows, and searches through the trigram index only across every tenant', async () => {
    const statement = async (scope: TenantScope) => (await listingStatements(database.db, tenantListing(scope), { page: 1, per_page: 10, filter: 'flores' })).join('\n');
    expect(await statement({ all: false, condominiumIds: ['00000000-0000-4000-8000-000000000000'] })).toContain('strpos(');
    expect(await statement(MASTER_SCOPE)).toContain(' like ');
  });
});

describe('the total', () => {
  it('is counted up to the end of the pages after the one asked, says so when more match, and grows with the page', async () => {
    const scope = MASTER_SCOPE;
    const rows = countCapOf({ page: 2, per_page: 25 }) + 5;
    await database.db.execute(sql`
      insert into condominiums (cnpj, corporate_name, comercial_name, plan_id, allowed_modules)
      select 'CAP' || lpad(n::text, 11, '0'), 'Condomínio Contado ' || n, 'Contado ' || lpad(n::text, 5, '0'), plans.id, plans.modules
      from generate_series(1, ${rows}) as n, (select id, modules from plans order by rank limit 1) as plans`);
    const page = async (number: number) => (await listPage(database.db, tenantListing(scope), { page: number, per_page: 25, filter: 'contado' })).data;

    const second = await page(2);
    const cap = countCapOf({ page: 2, per_page: 25 });
    expect(second).toMatchObject({ total: cap, total_capped: true, last_page: cap / 25, current_page: 2 });
    expect(second.data).toEqual(Array.from({ length: 25 }, (_, index) => `Contado ${String(26 + index).padStart(5, '0')}`));
    expect(await page(3)).toMatchObject({ total: rows, total_capped: false, last_page: Math.ceil(rows / 25) });
    // Past the last page: no rows, and still the exact total, so the SPA can go back to the last page.
    expect(await page(20)).toMatchObject({ data: [], total: rows, total_capped: false, last_page: Math.ceil(rows / 25) });
  });
});

describe('the page statement', () => {
  it('is built once per connection, and each page is read by its own keys', async () => {
    for (const name of ['Paineira Um', 'Paineira Dois', 'Paineira Três', 'Paineira Quatro']) await createCondominium(database.db, { name });
    let builds = 0;
    const counting = new PageStatement<{ id: string; name: string }>(namesPage.order, (db, keys) => {
      builds += 1;
      return db.select({ id: condominiums.id, name: condominiums.comercialName }).from(condominiums).innerJoin(keys, eq(keys.key, condominiums.id));
    });
    const listing = { ...tenantListing(MASTER_SCOPE), rows: counting };
    const oneConnection = connectDatabase(database.url, { max: 1 });
    try {
      const page = (number: number) =>
        inScope(oneConnection.db, MASTER_SCOPE, async (tx) => (await listPage(tx, listing, { page: number, per_page: 2, filter: 'paineira' })).data.data);
      expect([...(await page(1)), ...(await page(2))]).toEqual(['Paineira Dois', 'Paineira Quatro', 'Paineira Três', 'Paineira Um']);
      expect(await page(1)).toEqual(['Paineira Dois', 'Paineira Quatro']);
      expect(builds).toBe(1);
    } finally {
      await oneConnection.close();
    }
  });
});
