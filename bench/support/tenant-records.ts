// A tenant-owned table as the next modules (users, apartments, documents, reforms, maintenance) will have it,
// created by the benchmark only: no tenant table of that size exists yet, and prospects belong to no tenant. Its
// listing is written exactly as a module writes one — `listPage` with the caller's scope — and served through
// `addEndpoint`, so the benchmark measures the pattern those modules copy.
import { asc, eq } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dateTime, listingQuery, pagedList } from '#contract/common.ts';
import { defineEndpoints } from '#contract/endpoint.ts';
import { access } from '#server/platform/access/policy.ts';
import type { TenantScope } from '#server/platform/access/tenancy.ts';
import { listPage, PageStatement, type Listing } from '#server/platform/listing.ts';
import { addEndpoint } from '#server/platform/route.ts';

export const tenantRecords = pgTable('bench_tenant_records', {
  id: uuid('id').primaryKey(),
  condominiumId: uuid('condominium_id').notNull(),
  name: text('name').notNull(),
  cpf: varchar('cpf', { length: 11 }).notNull(),
  phone: varchar('phone', { length: 11 }).notNull(),
  active: boolean('active').notNull(),
  searchText: text('search_text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The table as a migration would create it: `condominium_id NOT NULL`, the stored folded haystack with its
 * trigram index, and the listing order indexed twice — after the tenant column for a tenant's listing, alone
 * for the master's — each carrying the haystack, so a filter is checked on index entries. Indexes are built
 * after the rows are loaded, as a bulk load does.
 */
export const TENANT_RECORDS_TABLE = `
  create table bench_tenant_records (
    id uuid primary key default gen_random_uuid(),
    condominium_id uuid not null references condominiums (id),
    name text not null,
    cpf varchar(11) not null,
    phone varchar(11) not null,
    active boolean not null default true,
    search_text text generated always as (immutable_unaccent(lower(name || ' ' || cpf || ' ' || phone))) stored not null,
    created_at timestamptz not null default now()
  )`;

export const TENANT_RECORDS_INDEXES = [
  'create index bench_tenant_records_tenant_order_idx on bench_tenant_records (condominium_id, name, id, search_text)',
  'create index bench_tenant_records_order_idx on bench_tenant_records (name, id, search_text)',
  'create index bench_tenant_records_search_idx on bench_tenant_records using gin (search_text gin_trgm_ops)',
  'create index bench_tenant_records_digit_grams_idx on bench_tenant_records using gin (digit_grams(search_text))',
  'create unique index bench_tenant_records_cpf_idx on bench_tenant_records (cpf)',
  'create unique index bench_tenant_records_phone_idx on bench_tenant_records (phone)',
];

const tenantRecord = z.object({
  uuid: z.uuid(),
  condominium_uuid: z.uuid(),
  name: z.string(),
  cpf: z.string(),
  phone: z.string(),
  active: z.boolean(),
  created_at: dateTime,
});

export const { tenantRecordsListing } = defineEndpoints('bench', {
  tenantRecordsListing: {
    method: 'GET',
    path: '/bench-tenant-records/listing',
    summary: 'Registros de um condomínio (tabela sintética do benchmark)',
    query: listingQuery,
    response: pagedList(tenantRecord),
  },
});

const shown = {
  id: tenantRecords.id,
  condominiumId: tenantRecords.condominiumId,
  name: tenantRecords.name,
  cpf: tenantRecords.cpf,
  phone: tenantRecords.phone,
  active: tenantRecords.active,
  createdAt: tenantRecords.createdAt,
};
type TenantRecordRow = { [K in keyof typeof shown]: (typeof shown)[K]['_']['data'] };

/** The records listing's order and its page's rows (see PageStatement). */
const tenantRecordPage = new PageStatement<TenantRecordRow>([asc(tenantRecords.name), asc(tenantRecords.id)], (db, keys) =>
  db.select(shown).from(tenantRecords).innerJoin(keys, eq(keys.key, tenantRecords.id)),
);

export function tenantRecordListing(scope: TenantScope): Listing<TenantRecordRow, z.output<typeof tenantRecord>> {
  return {
    table: tenantRecords,
    key: tenantRecords.id,
    tenant: { column: tenantRecords.condominiumId, scope },
    searchText: tenantRecords.searchText,
    // Its search text's only digits are the CPF and the phone, eleven each: eleven digits typed can only be one of them.
    identifier: { columns: [tenantRecords.cpf, tenantRecords.phone], read: (word) => (/^\d{11}$/.test(word) ? word : undefined) },
    digitGrams: true,
    rows: tenantRecordPage,
    toItem: (row) => ({
      uuid: row.id,
      condominium_uuid: row.condominiumId,
      name: row.name,
      cpf: row.cpf,
      phone: row.phone,
      active: row.active,
      created_at: row.createdAt,
    }),
  };
}

/** The route a module would register: master sees every condominium's records, a síndico their own. */
export async function tenantRecordsRoutes(app: FastifyInstance) {
  addEndpoint(app, tenantRecordsListing, {
    access: access.ownCondominium('master', 'sindico'),
    handler: async (request, call) => call.inScope((tx) => listPage(tx, tenantRecordListing(call.scope), request.query)),
  });
}
