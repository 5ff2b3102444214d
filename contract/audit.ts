import { z } from 'zod';
import { calendarDate, dateTime, listingEndpoint, listingQuery, userType, uuidParam } from './common.ts';
import { defineEndpoints } from './endpoint.ts';

/** An action or a kind of record as the services write them (`read-cpf`, `user`): lower case and dashes. */
const auditCode = (invalid: string) =>
  z
    .string()
    .trim()
    .regex(/^[a-z][a-z-]{0,63}$/, invalid);

/**
 * The audit trail's filters (issue 25 §4): a condominium, a person who acted, an action, a kind of record, and a
 * period of days on the product's clock (America/Sao_Paulo), both ends included. No free text: the log has none.
 */
export const auditListingQuery = listingQuery
  .omit({ filter: true })
  .extend({
    condominium: uuidParam.optional(),
    actor: uuidParam.optional(),
    action: auditCode('Ação inválida.').optional(),
    entity: auditCode('Tipo de registro inválido.').optional(),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
  })
  .superRefine((query, context) => {
    if (query.from && query.to && query.to < query.from) context.addIssue({ code: 'custom', path: ['to'], message: 'O fim do período deve ser depois do início.' });
  });
export type AuditListingQuery = z.input<typeof auditListingQuery>;

/** One row of the audit trail: who did what to which record, when, in which condominium, from which address. */
export const auditEntry = z
  .object({
    id: z.number().int(),
    /** What was done, as the service wrote it (`create`, `read-cpf`…); the SPA names it in pt-BR. */
    action: z.string(),
    /** The kind of record (`user`, `reform`…) and its id; the id is absent for an action on several at once. */
    entity: z.string(),
    entity_id: z.string().nullable(),
    /** The record's name as it reads now (a person's name, a reform's title), where one is at hand. */
    entity_label: z.string().nullable(),
    /** Who acted; null for the system's own work (daily jobs, the demo seed). */
    actor: z.object({ uuid: z.uuid(), name: z.string(), type: userType }).nullable(),
    /** Null for the platform's own rows (an access request, the master reading a CPF), which only master sees. */
    condominium: z.object({ uuid: z.uuid(), comercial_name: z.string() }).nullable(),
    ip: z.string().nullable(),
    created_at: dateTime,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.output<typeof auditEntry>;

export const auditEndpoints = defineEndpoints('audit', {
  listing: listingEndpoint('/audit/listing', 'Trilha de auditoria, da mais recente: quem fez o quê, em qual registro, quando e de qual condomínio', auditListingQuery, auditEntry),
});
