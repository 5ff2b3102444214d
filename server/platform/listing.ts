import { and, eq, fillPlaceholders, or, sql, type Query, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client.ts';
import type pg from 'pg';
import { withinScope, type TenantScope } from './access/tenancy.ts';
import { runOnConnection } from './access/unit-of-work.ts';
import { PreparedStatement, statementName, type Preparable } from './prepared-statement.ts';

export interface PageRequest {
  page: number;
  per_page: number;
}

export interface ListingRequest extends PageRequest {
  filter?: string;
  /** Only active or only inactive records (SPEC §4's toggles); both when left out. */
  status?: 'active' | 'inactive';
}

/** The condition of a listing's `status`: its records whose `active` column says so, or every record. */
export const activeIs = (active: PgColumn, status: ListingRequest['status']) => (status ? eq(active, status === 'active') : undefined);

/**
 * A listing counts its matches up to the end of the page asked plus this many pages less one: page 1 of 10 rows
 * counts up to 100. Above it the answer is `total_capped: true` ("mais de 100"), and each later page counts further.
 * The count then costs what the page costs, not what every match costs (docs/decisions/011-capped-listing-totals.md).
 */
export const PAGES_COUNTED = 10;

/** The most matches a page's total states exactly: the rows up to the end of its PAGES_COUNTED-th page. */
export const countCapOf = (request: PageRequest) => (request.page + PAGES_COUNTED - 1) * request.per_page;

/** A listing's answer: the paged list of SPEC §3 (`data, current_page, last_page, per_page`, and the total) in the envelope. */
export function pageOf<T>(rows: T[], counted: number, request: PageRequest) {
  const cap = countCapOf(request);
  const capped = counted > cap;
  const total = capped ? cap : counted;
  return {
    data: {
      data: rows,
      current_page: request.page,
      last_page: Math.max(1, Math.ceil(total / request.per_page)),
      per_page: request.per_page,
      total,
      total_capped: capped,
    },
  };
}

const offsetOf = (request: PageRequest) => (request.page - 1) * request.per_page;

/** The characters that format a CNPJ, CPF, CEP or phone number; the stored haystack holds the bare characters. */
const NUMBER_MASK = /[.\-/()]/g;

/**
 * The words of a listing filter: every one must appear, in any order. A number typed with its mask
 * ("60.746.948/0001-12", "(11) 98765-4321", spaces included) is one word of bare characters, as CNPJs, CPFs
 * and phones are stored: searching the masked spelling too would double the trigram index's work for nothing.
 */
export function filterWords(filter: string | undefined): string[] {
  let words = filter?.trim().split(/\s+/).filter(Boolean) ?? [];
  const isNumberPart = (word: string) => /\d/.test(word) && /^[\dA-Za-z.\-/()]+$/.test(word);
  if (words.length > 1 && words.every(isNumberPart)) words = [words.join('')];
  const spelled = words.map((word) => (isNumberPart(word) ? word.replace(NUMBER_MASK, '') : word));
  return [...new Set(spelled.filter(Boolean))];
}

/** A word with three digits in a row: part of a CNPJ, CPF, phone or street number, which narrows a search at once. */
const isNumberWord = (word: string) => /\d{3}/.test(word);

/** The grams of four digits of a word's runs of four digits or more, as `digit_grams` (migration 0014) gives them. */
export function digitGramsOf(word: string): string[] {
  const grams = (word.match(/[0-9]{4,}/g) ?? []).flatMap((run) => Array.from({ length: run.length - 3 }, (_, start) => run.slice(start, start + 4)));
  return [...new Set(grams)];
}

/** One filter word as a substring of the folded haystack: through its trigram index (LIKE), or checked row by row (strpos). */
function containsWord(searchText: PgColumn, word: string, indexed: boolean): SQL {
  const like = `%${word.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return indexed ? sql`${searchText} like immutable_unaccent(lower(${like}))` : sql`strpos(${searchText}, immutable_unaccent(lower(${word}))) > 0`;
}

/**
 * The listing `filter`'s words over a table's `search_text` column (stored lower-cased and unaccented, with a trigram
 * index): every word typed must be a substring of it, accents and case ignored on both sides.
 *
 * `within: 'table'` searches through the indexes; when a number is typed, only the numbers do, and the other words
 * are checked on the few rows they found: a common word's trigrams would cost more than its check. A number with a run
 * of four digits goes through its digit grams where the listing has them (`Listing.digitGrams`), and is then checked
 * as a substring; a shorter one through the trigram index (LIKE).
 * `within: 'scope'` checks the rows the tenant scope already narrowed to (strpos, which no index serves): otherwise
 * PostgreSQL intersects the tenant's few index entries with the trigram postings of the whole table, and a word common
 * across tenants ("silva") costs what the table costs instead of what the tenant's rows cost.
 */
function textFilter(listing: { searchText: PgColumn; digitGrams?: boolean }, words: string[], within: 'table' | 'scope'): SQL | undefined {
  const { searchText } = listing;
  if (within === 'scope') return and(...words.map((word) => containsWord(searchText, word, false)));
  if (!words.some(isNumberWord)) return and(...words.map((word) => containsWord(searchText, word, true)));
  return and(
    ...words.map((word) => {
      if (!isNumberWord(word)) return containsWord(searchText, word, false);
      const grams = listing.digitGrams ? digitGramsOf(word) : [];
      if (!grams.length) return containsWord(searchText, word, true);
      return and(sql`digit_grams(${searchText}) @> ${sql.param(grams)}::text[]`, containsWord(searchText, word, false));
    }),
  );
}

/** Equality on the listing's identifier columns when the filter is one complete identifier (see `Listing.identifier`). */
function identifierFilter(listing: Pick<Listing<unknown, unknown>, 'identifier'>, words: string[]): SQL | undefined {
  const identifier = listing.identifier && words.length === 1 ? listing.identifier.read(words[0]!) : undefined;
  return identifier === undefined ? undefined : or(...listing.identifier!.columns.map((column) => eq(column, identifier)));
}

/** The module's select of a page's rows, joined to the page's keys; `orderBy` is applied with the listing's order. */
export type PageSelect<Row> = (db: Executor, keys: PageKeys) => { orderBy(...order: SQL[]): Preparable<{ keys: unknown[] }, Row> };

/** The keys of one page, in the listing's order: what a module joins its columns to. */
export type PageKeys = ReturnType<typeof pageKeysOf>;

function pageKeysOf(db: Executor, listing: { table: PgTable; key: PgColumn }) {
  // One array parameter, not one per key: the statement's text is the same for every page. A serial key's array is
  // of its integer type (`bigserial[]` is no type).
  const keyList = sql`${sql.placeholder('keys')}::${sql.raw(listing.key.getSQLType().replace(/serial$/, 'int'))}[]`;
  return db.select({ key: listing.key }).from(listing.table).where(sql`${listing.key} = any(${keyList})`).as('page_keys');
}

/**
 * A listing's order and the statement of its page's rows, which are the same for every request of the listing: a
 * module declares them once, beside its one listing (whose table and key it joins the page's keys by), and the
 * statement is prepared once per connection with the page's
 * keys as its one parameter (see PreparedStatement; its plan, a join of the module's tables by ten keys, does not
 * depend on the keys). Building it on every request cost more JS than anything else in a listing (docs/decisions/012).
 */
export class PageStatement<Row> {
  private prepared?: PreparedStatement<{ keys: unknown[] }, Row>;

  constructor(
    /** The listing's order, ending with its key so that it is total (see `Listing.rows`). */
    readonly order: SQL[],
    private readonly select: PageSelect<Row>,
  ) {}

  /** The page's rows, in the listing's order, by the keys `countedKeys` found. */
  rowsOf(db: Executor, listing: Pick<Listing<Row, unknown>, 'table' | 'key'>, keys: unknown[]): Promise<Row[]> {
    return this.statementOf(listing).run(db, { keys });
  }

  /** The statement as SQL with the keys filled in (the benchmark replays it through bare `pg`). */
  query(db: Executor, listing: Pick<Listing<Row, unknown>, 'table' | 'key'>, keys: unknown[]) {
    const { sql: text, params } = this.statementOf(listing).query(db);
    return { sql: text, params: fillPlaceholders(params, { keys }) };
  }

  private statementOf(listing: Pick<Listing<Row, unknown>, 'table' | 'key'>) {
    this.prepared ??= new PreparedStatement((db) => this.select(db, pageKeysOf(db, listing)).orderBy(...this.order));
    return this.prepared;
  }
}

/**
 * A statement of a listing's keys or count as drizzle builds it: run on the app's executor (`runOnApp`), or replayed
 * through bare `pg` by the benchmark (its `toSQL()`).
 */
export interface ListingStatement<Row> {
  toSQL(): Query;
  execute(): Promise<Row[]>;
  prepare(name: string): { execute(): Promise<Row[]> };
}

/**
 * How a listing's statements are sent. `prepared`: as a named statement, whose plan PostgreSQL keeps per connection
 * (a listing's order walked without a text filter plans the same for every value). A text filter's LIKE is planned for
 * each word, since a common word and a rare one want different plans.
 */
export type RunStatement = <Row>(db: Executor, statement: ListingStatement<Row>, prepared: boolean) => Promise<Row[]>;

/** Builds the statement once and sends it on the unit of work's connection; through drizzle elsewhere. */
export const runOnApp: RunStatement = async <Row>(db: Executor, statement: ListingStatement<Row>, prepared: boolean) => {
  const query = statement.toSQL();
  const sent = runOnConnection<Row & pg.QueryResultRow>(db, query, prepared);
  if (sent) return sent;
  return prepared ? statement.prepare(statementName(query.sql)).execute() : statement.execute();
};

export interface Listing<Row, Item> {
  /** The table listed, and its primary key. */
  table: PgTable;
  key: PgColumn;
  /** A tenant-owned table's condominium column and the caller's scope: the listing sees only those rows. */
  tenant?: { column: PgColumn; scope: TenantScope };
  /** The stored folded haystack that `filter` searches; a listing without one takes no `filter` (the audit trail's). */
  searchText?: PgColumn;
  /**
   * The uniquely indexed columns of complete identifiers (a condominium's CNPJ), and how a filter word reads as one
   * (undefined: it does not). A filter that is one complete identifier is looked up there by equality: its digits
   * are among the commonest trigrams of the table, so the trigram index reads hundreds of pages to find one row.
   * Only where no other text of the search text can hold such a word, so that equality finds what LIKE would.
   */
  identifier?: { columns: PgColumn[]; read: (word: string) => string | undefined };
  /**
   * The table has a GIN index on `digit_grams(search_text)` (migration 0014), for a listing over the whole of a large
   * table: a number typed is then found by its grams of four digits, which few rows share, instead of by trigrams of
   * digits, which most rows of CNPJs and phones share (docs/decisions/007).
   */
  digitGrams?: boolean;
  /** The listing's own filters besides the text (status, type, condominium…), checked like the scope. */
  where?: SQL;
  /**
   * The listing's order and its page's rows with whatever the module shows (declared once per module). The order
   * ends with the key so that it is total, and an index must hold its columns (after the tenant column, for tenant
   * tables): a page is then read off the index instead of sorting every match.
   */
  rows: PageStatement<Row>;
  toItem: (row: Row) => Item;
}

/**
 * The keys of a page and how many matches were counted (up to just past `countCapOf(request)`). One statement walks
 * the listing's order from the page's first row to just past the count cap, on the keys alone: an index-only scan of
 * the order's index when matches are common, or the search index and a sort of the few matches when they are rare.
 * Its first `per_page` keys are the page, and how many it found is the total, so one walk answers both
 * (docs/decisions/007, 011 and 012).
 */
export async function countedKeys<Row, Item>(db: Executor, run: RunStatement, listing: Listing<Row, Item>, request: ListingRequest): Promise<{ keys: unknown[]; counted: number }> {
  // The all-condominiums scope adds no condition: a `true` would only cost a check on every row walked.
  const scoped = listing.tenant && !listing.tenant.scope.all ? listing.tenant : undefined;
  const own = and(scoped && withinScope(scoped.scope, scoped.column), listing.where);
  const words = filterWords(request.filter);
  const identifier = identifierFilter(listing, words);
  const offset = offsetOf(request);
  const wanted = countCapOf(request) + 1;

  const text = identifier || !listing.searchText ? undefined : textFilter({ searchText: listing.searchText, digitGrams: listing.digitGrams }, words, scoped ? 'scope' : 'table');
  const where = and(own, identifier ?? text);
  const matched = await run(
    db,
    db
      .select({ key: sql<unknown>`${listing.key}`.as('key') })
      .from(listing.table)
      .where(where)
      .orderBy(...listing.rows.order)
      .limit(wanted - offset)
      .offset(offset),
    !text,
  );
  if (matched.length || request.page === 1) return { keys: matched.slice(0, request.per_page).map((match) => match.key), counted: offset + matched.length };
  // Past the last page: the matches ahead of it, so that the SPA can go back.
  const ahead = db.select({ one: sql`1` }).from(listing.table).where(where).limit(offset).as('ahead');
  const [counted] = await run(db, db.select({ counted: sql<number>`count(*)::int`.as('counted') }).from(ahead), !text);
  return { keys: [], counted: counted?.counted ?? 0 };
}

/** A page's rows and how many matches were counted (up to just past `countCapOf(request)`). */
export async function listingRows<Row, Item>(db: Executor, listing: Listing<Row, Item>, request: ListingRequest) {
  const { keys, counted } = await countedKeys(db, runOnApp, listing, request);
  return { rows: keys.length ? await listing.rows.rowsOf(db, listing, keys) : [], counted };
}

/** One page of a listing in the paged shape of SPEC §3. */
export async function listPage<Row, Item>(db: Executor, listing: Listing<Row, Item>, request: ListingRequest) {
  const { rows, counted } = await listingRows(db, listing, request);
  return pageOf(rows.map(listing.toItem), counted, request);
}
