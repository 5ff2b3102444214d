import { DAY, FIRST_PAGE, matching, UUID } from '#src/lib/listing-search.ts';

// Written by hand rather than with zod, as lib/listing-search.ts: /auditoria's route definition loads with the first page.

/** The audit trail's search params (/auditoria, issue 25 §4): its filters, no free text. */
export interface AuditSearch {
  page?: number;
  condominium?: string;
  /** The person who acted (set from a row's name). */
  actor?: string;
  action?: string;
  entity?: string;
  /** The period, `YYYY-MM-DD`, on the product's clock; both ends included. */
  from?: string;
  to?: string;
}

/** An action or a kind of record as the server writes them (contract/audit.ts). */
const AUDIT_CODE = /^[a-z][a-z-]{0,63}$/;

/** The audit trail's search (/auditoria): every key returned, undefined when absent or invalid (see validateListingSearch). */
export function validateAuditSearch(search: Record<string, unknown>): AuditSearch {
  const page = Number(search.page);
  return {
    page: Number.isInteger(page) && page > FIRST_PAGE ? page : undefined,
    condominium: matching(UUID, search.condominium),
    actor: matching(UUID, search.actor),
    action: matching(AUDIT_CODE, search.action),
    entity: matching(AUDIT_CODE, search.entity),
    from: matching(DAY, search.from),
    to: matching(DAY, search.to),
  };
}
