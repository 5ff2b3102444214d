import { fillPlaceholders, sql, type Query, type SQL } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import { PgDialect, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { searchVocabulary, searchWordsTable } from '#server/db/schema.ts';
import type { RunStatement } from './listing.ts';

/**
 * A listing's word index (docs/decisions/007): a table with one row per distinct word (run of three letters or more)
 * of each row's search text, keyed by the word and then by the listing's order, kept by triggers; and its vocabulary,
 * every word indexed, with a trigram index. The rows having a word are then read in the listing's order, and the rows
 * having every word typed are found by leaping along those lists, whatever the table's size and wherever the matches
 * sit in the order.
 */
export interface WordIndex {
  table: PgTable;
  word: PgColumn;
  /** The listing's order as the index holds it: ascending, ending with the listed table's key. */
  order: PgColumn[];
  vocabulary: { table: PgTable; word: PgColumn };
}

/** The word index of a table made by `searchWordsTable`, and its vocabulary made by `searchVocabulary`. */
export const wordIndexOf = (words: ReturnType<typeof searchWordsTable>, vocabulary: ReturnType<typeof searchVocabulary>): WordIndex => ({
  table: words,
  word: words.word,
  order: [words.sortName, words.id],
  vocabulary: { table: vocabulary, word: vocabulary.word },
});

/** A list is read only when its typed word lies in at most this many indexed words ("silva": silva, silvana…). */
const MOST_WORDS_PER_LIST = 32;
/** The shortest letter run a list is read for: shorter ones are in most rows, and trigrams need three letters. */
const SHORTEST_LISTED = 3;

const dialect = new PgDialect();

/**
 * The walk's statements, rendered once per table and shape (what changes their text), with their values filled in by
 * name: building and rendering a round's SQL through drizzle cost about an eighth of a walked request's JS.
 */
const templates = new WeakMap<PgTable, Map<string, Query>>();

function fromTemplate(table: PgTable, shape: string, build: () => SQL, values: Record<string, unknown>): Query {
  let shapes = templates.get(table);
  if (!shapes) templates.set(table, (shapes = new Map()));
  let template = shapes.get(shape);
  if (!template) shapes.set(shape, (template = dialect.sqlToQuery(build())));
  return { sql: template.sql, params: fillPlaceholders(template.params, values) };
}

/** A typed word as the search text holds it: folded like the haystack, and its runs of letters. */
interface TypedWord {
  folded: string;
  /** Each run of letters of three or more, with the indexed words that contain it (up to one more than read). */
  runs: { run: string; indexed: string[] }[];
}

/** How a filter goes through the word index; `undefined` from `planWords` when it does not. */
export type WordPlan =
  /** A run of letters that no indexed word contains: no row can match. */
  | { kind: 'nothing' }
  /** Rows on every list (each the indexed words of one run), then checked for the folded words the lists do not prove. */
  | { kind: 'lists'; lists: string[][]; unproven: string[] };

/**
 * The folded words and their letter runs' indexed words, in one statement that also sets generic plans for the walk
 * (see findByWords) and gives the plan mode it replaced, for the walk to restore.
 */
async function readTypedWords(run: RunStatement, index: WordIndex, words: string[]): Promise<{ typed: TypedWord[]; planMode: string }> {
  const lookup = () => sql`
    select t.n::int as n, t.folded, r.run, v.word as indexed, generic.replaced
    from unnest(${sql.placeholder('words')}::text[]) with ordinality as typed (word, n)
    cross join lateral (select immutable_unaccent(lower(typed.word)) as folded, typed.n) as t
    left join lateral (select m[1] as run from regexp_matches(t.folded, '[a-z]{${sql.raw(String(SHORTEST_LISTED))},}', 'g') as m) as r on true
    left join lateral (
      select ${index.vocabulary.word} as word from ${index.vocabulary.table}
      where ${index.vocabulary.word} like '%' || r.run || '%'
      limit ${MOST_WORDS_PER_LIST + 1}
    ) as v on true
    -- The walk's statements that follow are planned generically (see findByWords). The mode replaced is read in a
    -- subquery that OFFSET 0 keeps apart, so it is read before it is set.
    cross join (
      select replaced, set_config('plan_cache_mode', 'force_generic_plan', true)
      from (select current_setting('plan_cache_mode') as replaced offset 0) as before
    ) as generic`;
  const rows = await run<{ n: number; folded: string; run: string | null; indexed: string | null; replaced: string }>(
    fromTemplate(index.vocabulary.table, 'look-up', lookup, { words }),
    true,
  );
  const typed = words.map((): TypedWord => ({ folded: '', runs: [] }));
  for (const row of rows) {
    const word = typed[row.n - 1]!;
    word.folded = row.folded;
    if (row.run === null) continue;
    let run = word.runs.find((known) => known.run === row.run);
    if (!run) word.runs.push((run = { run: row.run, indexed: [] }));
    if (row.indexed !== null) run.indexed.push(row.indexed);
  }
  return { typed, planMode: rows[0]!.replaced };
}

/**
 * Whether and how a filter's words go through the word index. Each run of three letters or more that lies in a few
 * indexed words gives a list; a typed word that is exactly such a run is proven by its list, any other (a short word,
 * a common fragment, "ana.silva") is checked on the rows the lists found. No list at all: `undefined`, the trigram
 * path serves it (such words are in most rows, so the listing's order finds matches at once).
 */
async function planWords(run: RunStatement, index: WordIndex, words: string[]): Promise<{ plan: WordPlan | undefined; planMode: string }> {
  const { typed, planMode } = await readTypedWords(run, index, words);
  if (typed.some((word) => word.runs.some((known) => known.indexed.length === 0))) return { plan: { kind: 'nothing' }, planMode };
  const lists = new Map<string, string[]>();
  const unproven: string[] = [];
  for (const word of typed) {
    const listed = word.runs.filter((known) => known.indexed.length <= MOST_WORDS_PER_LIST);
    for (const known of listed) lists.set(known.run, known.indexed);
    if (!listed.some((known) => known.run === word.folded)) unproven.push(word.folded);
  }
  return { plan: lists.size ? { kind: 'lists', lists: [...lists.values()], unproven } : undefined, planMode };
}

/** The first chunk read per list is the matches still wanted, within these bounds; a later round may read four times as many. */
const CHUNK = { least: 32, most: 4096 };

interface Round {
  /**
   * The keys (UUIDs) of the round's rows on every list that pass the check, in the listing's order, joined by commas:
   * `pg` reads a text[] of a hundred keys character by character, about 0.25 ms a round.
   */
  matches: string;
  /** The next round's start (the listing's order values, as text) when some chunk was full; and whether it leapt. */
  next: string[] | null;
  leapt: boolean | null;
  /**
   * Whether the walk ends here: enough rows found, fewer lists than all have entries left (no row further on has
   * every word), or no chunk was full. The round then restores the plan mode the walk replaced.
   */
  done: boolean;
}

/** The most seeks of every list a round makes to bring the lists to a row they all have before reading its chunks. */
const ALIGNING_STEPS = 16;

/**
 * One round of the walk from `start` (inclusive). First the lists are aligned, leapfrogging: each list's first entry
 * from the candidate, and the latest of them is the next candidate, until all lists meet on one row, one runs out, or
 * ALIGNING_STEPS pass. Matches far along the order, or lists that alternate in long runs, cost a few seeks this way.
 * Then the first `chunk` entries of each indexed word of every list are read from there, in the listing's order, off
 * the index. Every row before the `edge` (the earliest last entry of a full chunk) is in every chunk that could hold
 * it, so the rows on all lists before there are decided in this round. No row lies on every list before the latest
 * of the lists' first entries (the `leap`), so the next round starts at the later of the two. Only the seeks, the
 * edge, the leap and the matches compare in the listing's order (its collation is not cheap); the rest hashes keys.
 */
function roundStatement(index: WordIndex, listed: { table: PgTable; key: PgColumn }, shape: { started: boolean; checked: boolean }) {
  const chunk = sql.placeholder('chunk');
  const listCount = sql.placeholder('listCount');
  const key = (position: number) => sql.identifier(`k${position}`);
  const columns = sql.join(index.order.map((column) => sql.identifier(column.name)), sql`, `);
  const asKeys = sql.join(index.order.map((column, position) => sql`${sql.identifier(column.name)} as ${key(position)}`), sql`, `);
  const keys = sql.join(index.order.map((_, position) => key(position)), sql`, `);
  const keysOf = (alias: string) => sql.join(index.order.map((_, position) => sql`${sql.identifier(alias)}.${key(position)}`), sql`, `);
  const descending = sql.join(index.order.map((_, position) => sql`${key(position)} desc`), sql`, `);
  const last = key(index.order.length - 1);
  const typedStart = shape.started
    ? sql.join(index.order.map((column, position) => sql`${sql.placeholder(`start${position}`)}::${sql.raw(column.getSQLType())}`), sql`, `)
    : undefined;
  const onOrAfter = (bound: SQL | undefined) => (bound ? sql`and (${columns}) >= (${bound})` : sql``);
  // Each list's first entry from `bound` (null when it has none left), then the latest of them and how many differ.
  const aligning = (bound: SQL | undefined) => sql`
    select ${sql.join(index.order.map((_, position) => sql`(array_agg(${key(position)} order by ${descending}))[1] as ${key(position)}`), sql`, `)},
      count(${last})::int as found, count(distinct (${keys}))::int as apart
    from (select distinct list from lists) as listed
    left join lateral (
      select p.* from lists as w
      cross join lateral (
        select ${asKeys} from ${index.table} where ${sql.identifier(index.word.name)} = w.word ${onOrAfter(bound)} order by ${columns} limit 1
      ) as p
      where w.list = listed.list
      order by ${keysOf('p')} limit 1
    ) as first on true`;
  return sql`
    with recursive lists as (
      select * from unnest(${sql.placeholder('words')}::text[], ${sql.placeholder('lists')}::int[]) as v (word, list)
    ),
    aligned as (
      select aligning.*, 1 as step from (${aligning(typedStart)}) as aligning
      union all
      select aligning.*, aligned.step + 1 from aligned
      cross join lateral (${aligning(sql`${keysOf('aligned')}`)}) as aligning
      where aligned.found = ${listCount} and aligned.apart > 1 and aligned.step < ${sql.raw(String(ALIGNING_STEPS))}
    ),
    origin as (select ${keys} from aligned order by step desc limit 1),
    scans as materialized (
      select w.list, p.*
      from lists as w
      cross join lateral (
        select ordered.*, row_number() over () as position
        from (
          select ${asKeys} from ${index.table}
          where ${sql.identifier(index.word.name)} = w.word and (${columns}) >= (select ${keys} from origin)
          order by ${columns}
          limit ${chunk}
        ) as ordered
      ) as p
    ),
    edge as (select ${keys} from scans where position = ${chunk} order by ${keys} limit 1),
    leap as (
      select ${keys} from (select distinct on (list) * from scans where position = 1 order by list, ${keys}) as firsts
      order by ${descending} limit 1
    ),
    round as (
      select found.matches, found.matched, (select count(distinct list) from scans)::int as lists_left, bounds.next, bounds.leapt
      from (
        select coalesce(string_agg(${last}::text, ',' order by ${keys}), '') as matches, count(*)::int as matched
        -- Hashed, not sorted: a row is on a list once however many of its words it has, and on every list to match.
        from (select ${keys} from (select distinct list, ${keys} from scans) as once group by ${keys} having count(*) = ${listCount}) as candidates
        where (not exists (select 1 from edge) or (${keys}) < (select ${keys} from edge))
          ${shape.checked ? sql`and exists (select 1 from ${listed.table} where ${listed.key} = candidates.${last} and ${sql.raw(CHECK)})` : sql``}
      ) as found
      left join (
        select array[${sql.join(index.order.map((_, position) => sql`${key(position)}::text`), sql`, `)}] as next, leapt
        from (select *, false as leapt from edge union all select *, true from leap) as ends
        where exists (select 1 from edge)
        order by ${descending}, leapt
        limit 1
      ) as bounds on true
    )
    -- The last round gives the rest of the transaction back the plan mode the walk replaced: no round trip of its own.
    select matches, next, leapt, done, set_config('plan_cache_mode', case when done then ${sql.placeholder('planMode')} else 'force_generic_plan' end, true) as plan_mode
    from (select *, (matched >= ${sql.placeholder('wanted')} or lists_left < ${listCount} or next is null) as done from round) as decided`;
}

/** Where a round's check (see roundQuery) goes in its rendered text. */
const CHECK = '/* the round check */';

/** How drizzle renders for PostgreSQL, with the numbering of parameters left to the caller. */
const rendering = { casing: new CasingCache(), escapeName: dialect.escapeName, escapeParam: dialect.escapeParam, escapeString: dialect.escapeString };

/**
 * A round from `start` (none: the first), reading `chunk` entries of each list, ending the walk once `wanted` rows are
 * found. Its text is rendered once per shape; the check (the listing's own filters and the unproven words, whose text
 * varies with them) is rendered on its own, its parameters numbered after the round's, and put in its place.
 */
function roundQuery(
  index: WordIndex,
  lists: string[][],
  check: SQL | undefined,
  listed: { table: PgTable; key: PgColumn },
  from: { start: string[] | undefined; chunk: number; wanted: number; planMode: string },
): Query {
  const shape = { started: from.start !== undefined, checked: check !== undefined };
  const starts = Object.fromEntries((from.start ?? []).map((value, position) => [`start${position}`, value]));
  const round = fromTemplate(index.table, JSON.stringify(shape), () => roundStatement(index, listed, shape), {
    words: lists.flat(),
    lists: lists.flatMap((words, list) => words.map(() => list)),
    listCount: lists.length,
    chunk: from.chunk,
    wanted: from.wanted,
    planMode: from.planMode,
    ...starts,
  });
  if (!check) return round;
  const checked = check.toQuery({ ...rendering, paramStartIndex: { value: round.params.length } });
  return { sql: round.sql.replace(CHECK, () => checked.sql), params: [...round.params, ...checked.params] };
}

/**
 * The keys of the rows on every list that pass `check` (the unproven words, the listing's own filters), in the
 * listing's order, up to `wanted` of them: rounds until enough are found or the lists run out. A round that did not
 * leap found its lists interleaved (few of their entries match), so the next one reads four times as many.
 */
async function walkLists(
  run: RunStatement,
  index: WordIndex,
  lists: string[][],
  check: SQL | undefined,
  listed: { table: PgTable; key: PgColumn },
  wanted: number,
  planMode: string,
): Promise<string[]> {
  const found: string[] = [];
  let start: string[] | undefined;
  // One more than wanted: a round decides the rows before its edge, so lists that match row for row give all wanted.
  let chunk = Math.min(CHUNK.most, Math.max(CHUNK.least, wanted + 1));
  for (;;) {
    const [round] = await run<Round>(roundQuery(index, lists, check, listed, { start, chunk, wanted: wanted - found.length, planMode }), true);
    if (round!.matches) found.push(...round!.matches.split(','));
    if (round!.done) return found.slice(0, wanted);
    start = round!.next!;
    if (!round!.leapt) chunk = Math.min(CHUNK.most, chunk * 4);
  }
}

/**
 * The keys of the rows having every word typed, in the listing's order, up to `wanted` of them; `undefined` when the
 * word index does not serve these words. `checkOf` gives the condition the rows found must also meet, for the words
 * the lists do not prove. The statements are planned generically, once per connection: their best plan does not
 * depend on the words, and a custom plan of the walk costs more to make than to run. The words' look-up sets that for
 * the transaction and the walk's last round restores it, neither with a round trip of its own; when no walk follows
 * the look-up, the mode is restored here.
 */
export async function findByWords(
  run: RunStatement,
  index: WordIndex,
  words: string[],
  checkOf: (unproven: string[]) => SQL | undefined,
  listed: { table: PgTable; key: PgColumn },
  wanted: number,
): Promise<string[] | undefined> {
  const { plan, planMode } = await planWords(run, index, words);
  if (plan?.kind === 'lists') return walkLists(run, index, plan.lists, checkOf(plan.unproven), listed, wanted, planMode);
  await run(dialect.sqlToQuery(sql`select set_config('plan_cache_mode', ${planMode}, true)`));
  return plan && [];
}
