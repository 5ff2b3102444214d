import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '#server/db/client.ts';
import { condominiums, condominiumSearchVocabulary, condominiumSearchWords } from '#server/db/schema.ts';
import { condominiumListing } from '#server/modules/condominiums/condominiums.repository.ts';
import { createCondominium } from '#server/test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '#server/test/database.ts';
import { listingStatements } from '#server/test/listing-statements.ts';
import { MASTER_SCOPE } from './access/tenancy.ts';
import { inScope } from './access/unit-of-work.ts';
import { digitGramsOf, listPage, type ListingRequest } from './listing.ts';

let database: TestDatabase;
let app: DatabaseConnection;
beforeAll(async () => {
  database = await createTestDatabase();
  app = connectDatabase(database.appUrl, { max: 2 });
  // Names built as the benchmark's: seven kinds × thirteen places, so that each word's condominiums sit in long runs
  // of the listing's order, far apart from the other words' (the walk must leap), and some never meet.
  await database.db.execute(sql`
    insert into condominiums (cnpj, corporate_name, comercial_name, plan_id, allowed_modules, active)
    select 'WRD' || lpad(n::text, 11, '0'), 'Condomínio ' || place || ' ' || n,
           (array['Residencial', 'Edifício', 'Condomínio', 'Solar', 'Torres', 'Parque', 'Villaggio'])[1 + n % 7] || ' ' || place || ' ' || n,
           plans.id, plans.modules, n % 17 <> 0
    from generate_series(1, 3000) as n
         cross join lateral (select (array['Jardim das Flores', 'Ipê Amarelo', 'Aroeira', 'Jacarandá', 'Sabiá', 'Araucária', 'Bela Vista',
                                           'São João', 'Boa Esperança', 'Mar Azul', 'Monte Verde', 'Vila Rica', 'Parque das Águas'])[1 + n % 13] as place) as names,
         (select id, modules from plans order by rank limit 1) as plans`);
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** The master's listing through the word index, and the same listing searched by its trigram filter alone. */
const listings = (status?: ListingRequest['status']) => {
  const indexed = condominiumListing(MASTER_SCOPE, status);
  return { indexed, scanned: { ...indexed, words: undefined } };
};

describe("a listing's word index", () => {
  it('finds exactly what the substring filter finds, in the same order, with the same totals, page after page', async () => {
    const filters = [
      'jardim flores',
      'FLORES jardím',
      'jardim aroeira',
      'aroeira',
      'ardim',
      'jard flor',
      'Edifício Jardim',
      'condominio solar',
      'torres vila rica',
      'ipê amar',
      'parque aguas',
      'parque águas das',
      'solar 13',
      'ar',
      'xyzw',
      'jardim xyzw',
      'flores.jardim',
      'boa esperanca mar',
    ];
    const requests: ListingRequest[] = [
      { page: 1, per_page: 10 },
      { page: 2, per_page: 25 },
      { page: 7, per_page: 10 },
      { page: 40, per_page: 10 },
      { page: 1, per_page: 10, status: 'inactive' },
      // The same check's text as 'inactive', with another value: a round's text is kept, its check's values are not.
      { page: 1, per_page: 10, status: 'active' },
    ];
    await inScope(app.db, MASTER_SCOPE, async (tx) => {
      for (const filter of filters) {
        for (const request of requests) {
          const { indexed, scanned } = listings(request.status);
          const asked = { ...request, filter };
          expect(await listPage(tx, indexed, asked), `${filter} ${JSON.stringify(request)}`).toEqual(await listPage(tx, scanned, asked));
        }
      }
    });
  });

  it('reads the lists of the words typed, and no list for a number or a short word', async () => {
    const { indexed } = listings();
    const statements = async (filter: string) => (await listingStatements(database.db, indexed, { page: 1, per_page: 10, filter })).join('\n');
    expect(await statements('jardim flores')).toContain('"condominium_search_words"');
    expect(await statements('flores 1313')).not.toContain('"condominium_search_words"');
    expect(await statements('ar')).not.toContain('"condominium_search_words"');
    // A check that most of a list's rows fail (here, the status) makes the walk go round after round (the first test
    // compares those answers too).
    const inactive = await listingStatements(database.db, listings('inactive').indexed, { page: 1, per_page: 10, filter: 'aroeira', status: 'inactive' });
    expect(inactive.filter((statement) => statement.includes('with recursive')).length).toBeGreaterThan(1);
  });

  it('finds a number by its digit grams exactly as the trigram filter does, and gives the same grams as the database', async () => {
    const { indexed } = listings();
    const byTrigrams = { ...indexed, digitGrams: undefined };
    const filters = ['1313', 'flores 1313', '13 1313', '0001', '00000001', '131', 'jardim 2999', 'solar 12345', 'WRD0000000', '000.000.012', 'xyz 1313'];
    await inScope(app.db, MASTER_SCOPE, async (tx) => {
      for (const filter of filters) {
        for (const request of [{ page: 1, per_page: 10 }, { page: 3, per_page: 10 }]) {
          const asked = { ...request, filter };
          expect(await listPage(tx, indexed, asked), filter).toEqual(await listPage(tx, byTrigrams, asked));
        }
      }
      const haystack = 'residencial 1313 jardim 13131 wrd00000001234 ap 12 101';
      const [fromDatabase] = (await tx.execute<{ grams: string[] }>(sql`select digit_grams(${haystack}) as grams`)).rows;
      expect([...fromDatabase!.grams].sort()).toEqual([...new Set(haystack.split(' ').flatMap(digitGramsOf))].sort());
    });
    expect((await listingStatements(database.db, indexed, { page: 1, per_page: 10, filter: 'flores 1313' })).join('\n')).toContain('digit_grams(');
    expect((await listingStatements(database.db, indexed, { page: 1, per_page: 10, filter: 'flores 131' })).join('\n')).not.toContain('digit_grams(');
  });

  it('plans the walk generically and gives the transaction back the plan mode it had, whichever way the filter went', async () => {
    const planMode = async (tx: Parameters<Parameters<typeof inScope>[2]>[0]) =>
      (await tx.execute<{ mode: string }>(sql`select current_setting('plan_cache_mode') as mode`)).rows[0]!.mode;
    const walks: { filter: string; status?: ListingRequest['status'] }[] = [
      { filter: 'jardim flores' },
      // Round after round: most of the list's rows fail the status.
      { filter: 'aroeira', status: 'inactive' },
      // A run no indexed word contains, and only short words (the trigram path).
      { filter: 'jardim xyzw' },
      { filter: 'ar' },
    ];
    for (const walk of walks) {
      await inScope(app.db, MASTER_SCOPE, async (tx) => {
        await tx.execute(sql`set local plan_cache_mode to force_custom_plan`);
        await listPage(tx, listings(walk.status).indexed, { page: 1, per_page: 10, ...walk });
        expect(await planMode(tx), walk.filter).toBe('force_custom_plan');
      });
    }
    const rounds = await inScope(app.db, MASTER_SCOPE, async (tx) => {
      await listPage(tx, listings('inactive').indexed, { page: 1, per_page: 10, filter: 'aroeira', status: 'inactive' });
      return (await tx.execute<{ generic: number; custom: number }>(sql`
        select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement like '%with recursive lists%'`)).rows;
    });
    expect(rounds.length).toBeGreaterThan(0);
    expect(rounds.every((round) => round.custom === 0 && round.generic > 0)).toBe(true);
  });

  it('follows every insert, rename and removal in the same transaction, and keeps each condominium’s words to its scope', async () => {
    const created = await createCondominium(database.db, { name: 'Residencial Quaresmeira Dourada' });
    const names = async (filter: string) =>
      inScope(app.db, MASTER_SCOPE, async (tx) => (await listPage(tx, listings().indexed, { page: 1, per_page: 10, filter })).data.data.map((item) => item.comercial_name));
    expect(await names('quaresmeira dourada')).toEqual(['Residencial Quaresmeira Dourada']);

    await database.db.update(condominiums).set({ comercialName: 'Residencial Manacá da Serra' }).where(eq(condominiums.id, created.id));
    expect(await names('quaresmeira dourada')).toEqual([]);
    expect(await names('manacá serra')).toEqual(['Residencial Manacá da Serra']);
    const vocabulary = await database.db.select().from(condominiumSearchVocabulary).where(eq(condominiumSearchVocabulary.word, 'manaca'));
    expect(vocabulary).toHaveLength(1);

    // A síndico's scope sees its own condominium's words and no other's.
    const other = await createCondominium(database.db, { name: 'Edifício Manacá Azul' });
    const seen = await inScope(app.db, { all: false, condominiumIds: [created.id] }, (tx) =>
      tx.selectDistinct({ id: condominiumSearchWords.id }).from(condominiumSearchWords).where(eq(condominiumSearchWords.word, 'manaca')),
    );
    expect(seen).toEqual([{ id: created.id }]);

    await database.db.delete(condominiums).where(eq(condominiums.id, other.id));
    expect(await database.db.select().from(condominiumSearchWords).where(eq(condominiumSearchWords.id, other.id))).toEqual([]);
  });
});
