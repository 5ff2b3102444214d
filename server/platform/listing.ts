import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client.ts';
import { withinScope, type TenantScope } from './access/tenancy.ts';

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

/**
 * The listing `filter` over a table's `search_text` column (stored lower-cased and unaccented, with a trigram
 * index): every word typed must be a substring of it, accents and case ignored on both sides.
 *
 * `within: 'table'` searches through the trigram index (LIKE). `within: 'scope'` checks the rows the tenant
 * scope already narrowed to (strpos, which no index serves): otherwise PostgreSQL intersects the tenant's few
 * index entries with the trigram postings of the whole table, and a word common across tenants ("silva") costs
 * what the table costs instead of what the tenant's rows cost.
 */
export function textFilter(searchText: PgColumn, filter: string | undefined, within: 'table' | 'scope' = 'table'): SQL | undefined {
  const like = (value: string) => `%${value.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const contains = (value: string) =>
    within === 'table'
      ? sql`${searchText} like immutable_unaccent(lower(${like(value)}))`
      : sql`strpos(${searchText}, immutable_unaccent(lower(${value}))) > 0`;
  const words = filterWords(filter).map(contains);
  return words.length ? and(...words) : undefined;
}

/** Equality on the listing's identifier column when the filter is one complete identifier (see `Listing.identifier`). */
function identifierFilter(listing: Pick<Listing<unknown, unknown>, 'identifier'>, filter: string | undefined): SQL | undefined {
  const words = filterWords(filter);
  const identifier = listing.identifier && words.length === 1 ? listing.identifier.read(words[0]!) : undefined;
  return identifier === undefined ? undefined : eq(listing.identifier!.column, identifier);
}

/** A query that can be awaited for its rows and printed as SQL (the benchmark replays it through bare `pg`). */
export type ListingQuery<Row> = PromiseLike<Row[]> & { toSQL(): { sql: string; params: unknown[] } };

/** The keys of one page, in the listing's order: what a module joins its columns to. */
export type PageKeys = ReturnType<typeof pageKeysOf>;

function pageKeysOf(db: Executor, listing: { table: PgTable; key: PgColumn }, keys: unknown[]) {
  return db.select({ key: listing.key }).from(listing.table).where(inArray(listing.key, keys)).as('page_keys');
}

export interface Listing<Row, Item> {
  /** The table listed, and its primary key. */
  table: PgTable;
  key: PgColumn;
  /** A tenant-owned table's condominium column and the caller's scope: the listing sees only those rows. */
  tenant?: { column: PgColumn; scope: TenantScope };
  /** The stored folded haystack that `filter` searches. */
  searchText: PgColumn;
  /**
   * A uniquely indexed column of complete identifiers (a condominium's CNPJ), and how a filter word reads as one
   * (undefined: it does not). A filter that is one complete identifier is looked up there by equality: its digits
   * are among the commonest trigrams of the table, so the trigram index reads hundreds of pages to find one row.
   */
  identifier?: { column: PgColumn; read: (word: string) => string | undefined };
  /** The listing's own filters besides the text (status, type, condominium…), checked like the scope. */
  where?: SQL;
  /**
   * The listing's order, ending with the key so that it is total. An index must hold these columns (after the
   * tenant column, for tenant tables): a page is then read off the index instead of sorting every match.
   */
  order: SQL[];
  /** The page's rows with whatever the module shows, joined to `keys`; sorted here by `order`. */
  select: (keys: PageKeys) => { orderBy(...order: SQL[]): ListingQuery<Row> };
  toItem: (row: Row) => Item;
}

/**
 * The statements of a page. `matches` walks the listing's order from the page's first row to just past the count
 * cap, on the keys alone: an index-only scan of the order's index when matches are common, or the search index and
 * a sort of the few matches when they are rare. Its first `per_page` keys are the page, and how many it found is the
 * total, so one walk answers both (docs/decisions/011 and 012). `rows` then reads those `per_page` rows in full with
 * whatever the module shows. `before` counts the matches ahead of the page, needed only when the page is past the last
 * one.
 */
export function listingQueries<Row, Item>(db: Executor, listing: Listing<Row, Item>, request: ListingRequest) {
  const scoped = listing.tenant && !listing.tenant.scope.all;
  const where = and(
    listing.tenant && withinScope(listing.tenant.scope, listing.tenant.column),
    listing.where,
    identifierFilter(listing, request.filter) ?? textFilter(listing.searchText, request.filter, scoped ? 'scope' : 'table'),
  );
  const offset = offsetOf(request);
  const matches = db
    .select({ key: listing.key })
    .from(listing.table)
    .where(where)
    .orderBy(...listing.order)
    .limit(countCapOf(request) + 1 - offset)
    .offset(offset);
  const rows = (keys: unknown[]) => listing.select(pageKeysOf(db, listing, keys)).orderBy(...listing.order);
  const ahead = db.select({ one: sql`1` }).from(listing.table).where(where).limit(offset).as('ahead');
  const before = db.select({ counted: count() }).from(ahead);
  return { matches, rows, before };
}

/** A page's rows and how many matches were counted (up to just past `countCapOf(request)`). */
export async function listingRows<Row, Item>(db: Executor, listing: Listing<Row, Item>, request: ListingRequest) {
  const queries = listingQueries(db, listing, request);
  const matched = (await queries.matches).map((match) => match.key);
  const keys = matched.slice(0, request.per_page);
  const rows = keys.length ? await queries.rows(keys) : [];
  if (matched.length || request.page === 1) return { rows, counted: offsetOf(request) + matched.length };
  const [ahead] = await queries.before;
  return { rows, counted: ahead?.counted ?? 0 };
}

/** One page of a listing in the paged shape of SPEC §3. */
export async function listPage<Row, Item>(db: Executor, listing: Listing<Row, Item>, request: ListingRequest) {
  const { rows, counted } = await listingRows(db, listing, request);
  return pageOf(rows.map(listing.toItem), counted, request);
}
