import { z } from 'zod';

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

/** A page of a listing, inside the success envelope (ARCHITECTURE §3): `{ data: { data: [...], current_page, … } }`. */
export function pagedList<T extends z.ZodType>(item: T) {
  return dataEnvelope(
    z.object({
      data: z.array(item),
      current_page: z.number().int(),
      last_page: z.number().int(),
      per_page: z.number().int(),
      total: z.number().int(),
    }),
  );
}

export const listingQuery = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  filter: z.string().trim().max(200).optional(),
});

export const messageResult = dataEnvelope(z.object({ message: z.string() }));

export const apiError = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiError>;

/** SPEC §5: the generic e-mail check, with its message to the letter. */
export const email = z
  .string()
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
