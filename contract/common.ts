import { z } from 'zod';
import { USER_TYPES } from './user-types.ts';

// Validation messages a user may read are pt-BR everywhere, on both sides of the wire.
z.config(z.locales.ptBR());

export const API_PREFIX = '/api/v1';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** Dates travel as ISO-8601 strings and are `Date` objects in code on both sides. */
export const dateTime = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

export const uuidParam = z.uuid({ error: 'Identificador inválido.' });

export const idParams = z.strictObject({ id: uuidParam });
export const uuidParams = z.strictObject({ uuid: uuidParam });

/** The success envelope of ARCHITECTURE §3: `{ data: <payload> }`. */
export function dataEnvelope<T extends z.ZodType>(payload: T) {
  return z.object({ data: payload });
}

/** The page schema of each item schema: one component per record in the OpenAPI document, however often it is listed. */
const pages = new WeakMap<z.ZodType, z.ZodType>();

/**
 * A page of a listing, inside the success envelope (ARCHITECTURE §3): `{ data: { data: [...], current_page, … } }`.
 * The page of a named record (`.meta({ id })`) is named after it (`UserListItemPage`), so generated clients share one type.
 */
export function pagedList<T extends z.ZodType>(item: T) {
  const page = pages.get(item) ?? namedPage(item);
  pages.set(item, page);
  return dataEnvelope(page as ReturnType<typeof namedPage<T>>);
}

/** A listing's endpoint (ARCHITECTURE §3): a GET whose query asks for a page and its filters, answered with a page. */
export function listingEndpoint<Q extends z.ZodType, T extends z.ZodType>(path: string, summary: string, query: Q, item: T) {
  return { method: 'GET' as const, path, summary, query, response: pagedList(item) };
}

function namedPage<T extends z.ZodType>(item: T) {
  const page = z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
    /**
     * Exact up to the end of the tenth page from the one asked ((page + 9) × per_page: 100 for page 1 of 10); above
     * that it is that number and `total_capped` is true ("mais de 100").
     */
    total: z.number().int(),
    /**
     * Whether more rows than `total` match: the listing stopped counting at its cap, and `last_page` covers the
     * cap. The server always sends it; optional only until the SPA's `Paged` type (src/ui/data-table) reads it.
     */
    total_capped: z.boolean().optional(),
  });
  const id = z.globalRegistry.get(item)?.id;
  return id ? page.meta({ id: `${id}Page` }) : page;
}

// Empty text passes the pattern so that it is reported once, as missing (`min(1)`), not twice.
const DECIMAL_INTEGER_OR_EMPTY = /^(|[+-]?\d{1,15})$/;

/**
 * A whole number as forms and query strings send it: a JSON number, or a string of decimal digits ("12").
 * Unlike `z.coerce.number()`, `true`, "0x10", "1e3", "" and " " are refused instead of read as 1, 16, 1000 or 0.
 * `messages.missing` answers an absent or empty value, `messages.invalid` anything else that is not a whole number.
 */
export function wholeNumber(messages: { missing: string; invalid: string }) {
  const missing = (input: unknown) => input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
  return z
    .union(
      [
        // The text branch first: form resolvers show the first branch's message, and forms send text.
        z.string({ error: messages.missing }).trim().min(1, messages.missing).regex(DECIMAL_INTEGER_OR_EMPTY, messages.invalid).transform(Number),
        z.number({ error: messages.invalid }),
      ],
      { error: (issue) => (missing(issue.input) ? messages.missing : messages.invalid) },
    )
    .pipe(z.number().int(messages.invalid).safe(messages.invalid));
}

const pageNumber = wholeNumber({ missing: 'Informe a página.', invalid: 'Página inválida.' });

export const listingQuery = z.strictObject({
  page: pageNumber.pipe(z.number().min(1, 'Página inválida.')).default(1),
  per_page: wholeNumber({ missing: 'Informe o tamanho da página.', invalid: 'Tamanho de página inválido.' })
    .pipe(z.number().min(1, 'Tamanho de página inválido.').max(MAX_PAGE_SIZE, `No máximo ${MAX_PAGE_SIZE} por página.`))
    .default(DEFAULT_PAGE_SIZE),
  filter: z.string().trim().max(200, 'Filtro muito longo (máximo de 200 caracteres).').optional(),
});

/** A calendar day as forms send it, `YYYY-MM-DD`, and a real one (no 31 de fevereiro). */
export const calendarDate = z
  .string({ error: 'Informe a data.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Data inválida.');

/** A text a form must fill: trimmed, with its own pt-BR messages for missing and too long. */
export const requiredText = (missing: string, max: number, tooLong: string) => z.string({ error: missing }).trim().min(1, missing).max(max, tooLong);

/** A text a form may leave empty: stored as null. */
export const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .transform((value) => value || null)
    .nullish();

/** A formatted field (phone, e-mail, CPF…) a form may leave empty: '' and null are null, anything else is checked. */
export const optional = <T extends z.ZodType>(schema: T) => schema.nullish().or(z.literal('').transform(() => null));

/** Only active or only inactive records; both when left out. */
export const listingStatus = z.enum(['active', 'inactive'], { error: 'Situação inválida.' });

/** The query of a listing whose records are active or inactive (all of SPEC §4's toggles). */
export const statusListingQuery = listingQuery.extend({ status: listingStatus.optional() });

export const messageResult = dataEnvelope(z.object({ message: z.string() }));

export const apiError = z
  .object({
    message: z.string(),
    code: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'ApiError' });

/**
 * One count for each of `keys`, every one present. A `z.record` over an enum would say so only as `required` names
 * without properties, which OpenAPI linters reject and generated clients type as a loose map.
 */
export function countsBy<const K extends string, C extends z.ZodType>(keys: readonly K[], count: C) {
  return z.object(Object.fromEntries(keys.map((key) => [key, count])) as Record<K, C>);
}
export type ApiError = z.infer<typeof apiError>;

/** SPEC §5: the generic e-mail check, with its message to the letter; a missing one is asked for. */
export const email = z
  .string({ error: 'Informe o e-mail.' })
  .trim()
  .toLowerCase()
  .max(254, 'Invalid email address')
  .pipe(z.email({ error: 'Invalid email address' }));

/** SPEC §5: the generic URL check, with its message to the letter. */
export const url = z.url({ error: 'Invalid URL' });

export const state = z.object({
  id: z.number().int().describe('Código IBGE da UF'),
  uf: z.string().length(2),
  name: z.string(),
});
export type State = z.infer<typeof state>;

export const city = z.object({
  id: z.number().int().describe('Código IBGE do município (7 dígitos)'),
  name: z.string(),
  uf: z.string().length(2),
});
export type City = z.infer<typeof city>;

export const version = z.object({ version: z.string() });

interface CountMessages {
  missing: string;
  notInteger: string;
  notPositive: string;
  tooHigh: string;
}

/**
 * A count typed in a form (units, blocks): an empty field asks for it, and a value that is there but wrong says
 * what is wrong with it (zero or negative, fractional, too high). Forms send '' for an empty number field.
 */
export const positiveCount = (max: number, messages: CountMessages) =>
  wholeNumber({ missing: messages.missing, invalid: messages.notInteger }).pipe(z.number().min(1, messages.notPositive).max(max, messages.tooHigh));

/** The number of units of a condominium, in the access request and the condominium's own form. */
export const unitsCount = positiveCount(10_000, {
  missing: 'Informe o número de unidades.',
  notInteger: 'O número de unidades deve ser um número inteiro.',
  notPositive: 'O número de unidades deve ser maior que zero.',
  tooHigh: 'O número de unidades deve ser no máximo 10.000.',
});

/** A person's type (SPEC §3): in the session every screen reads (auth.ts) and in the users module's forms. */
export const userType = z.enum(USER_TYPES, { error: 'Selecione o tipo de usuário.' });
