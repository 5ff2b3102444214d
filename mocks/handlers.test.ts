import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { cnpj } from '#contract/brazil.ts';
import { condominiumsEndpoints } from '#contract/condominiums.ts';
import { documentsEndpoints } from '#contract/documents.ts';
import { maintenanceEndpoints } from '#contract/maintenance.ts';
import { prospectsEndpoints } from '#contract/prospects.ts';
import { reformsEndpoints } from '#contract/reforms.ts';
import { mockDb } from './db.ts';
import { mockDocumentTypes } from './documents-fixtures.ts';
import { condominiumListItem } from './condominiums-handlers.ts';

// The fixtures must be what the real server could answer: each set is encoded with its endpoint's schema (which
// throws on a value the contract does not allow). What the SPA does with them is tested by the screens' tests.
describe('mock fixtures are contract-valid', () => {
  it('encodes every condominium and prospect with the contract', () => {
    for (const row of mockDb.condominiums) {
      expect(() => z.encode(condominiumsEndpoints.show.response, { data: row })).not.toThrow();
      expect(() => z.encode(condominiumsEndpoints.listing.response, { data: { data: [condominiumListItem(row)], current_page: 1, last_page: 1, per_page: 10, total: 1 } })).not.toThrow();
    }
    for (const row of mockDb.prospects) expect(() => z.encode(prospectsEndpoints.show.response, { data: { ...row, contact_attempts: [] } })).not.toThrow();
  });

  it('encodes every document and document type with the contract', () => {
    expect(() => z.encode(documentsEndpoints.types.response, { data: mockDocumentTypes })).not.toThrow();
    for (const row of mockDb.documents) expect(() => z.encode(documentsEndpoints.show.response, { data: row })).not.toThrow();
  });

  it('encodes every reform with the contract', () => {
    for (const row of mockDb.reforms) expect(() => z.encode(reformsEndpoints.show.response, { data: row })).not.toThrow();
  });

  it('encodes the maintenance reference lists and catalogue with the contract', () => {
    const { types, periodicities, responsibleTypes, documentTypes, catalog } = maintenanceEndpoints;
    expect(() => z.encode(types.response, { data: mockDb.maintenance.types })).not.toThrow();
    expect(() => z.encode(periodicities.response, { data: mockDb.maintenance.periodicities })).not.toThrow();
    expect(() => z.encode(responsibleTypes.response, { data: mockDb.maintenance.responsibleTypes })).not.toThrow();
    expect(() => z.encode(documentTypes.response, { data: mockDb.maintenance.documentTypes })).not.toThrow();
    expect(() => z.encode(catalog.response, { data: mockDb.maintenance.catalog })).not.toThrow();
  });

  it('keeps every fixture CNPJ valid', () => {
    for (const row of [...mockDb.condominiums, ...mockDb.prospects]) expect(cnpj.safeParse(row.cnpj).success, row.cnpj).toBe(true);
  });
});
