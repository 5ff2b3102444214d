import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { apartmentsEndpoints } from './apartments.ts';
import { MAX_PAGE_SIZE } from './common.ts';
import { condominiumsEndpoints } from './condominiums.ts';
import { documentsEndpoints } from './documents.ts';
import { maintenanceEndpoints } from './maintenance.ts';
import { prospectsEndpoints } from './prospects.ts';
import { reformsEndpoints } from './reforms.ts';
import { usersEndpoints } from './users.ts';

/** The listings the SPA shows in a ListingView, each of which a person may export as CSV (issue 23 §4). */
const listings: Record<string, { query?: z.ZodType }> = {
  apartments: apartmentsEndpoints.listing,
  condominiums: condominiumsEndpoints.listing,
  documents: documentsEndpoints.listing,
  'maintenance programme': maintenanceEndpoints.listing,
  'maintenance executions': maintenanceEndpoints.records,
  prospects: prospectsEndpoints.listing,
  reforms: reformsEndpoints.listing,
  users: usersEndpoints.listing,
};

describe('listing queries', () => {
  // The CSV export reads every page at the largest size, with the filters of the screen.
  it.each(Object.entries(listings))('%s: take pages of up to MAX_PAGE_SIZE rows, and no more', (_name, endpoint) => {
    expect(endpoint.query?.safeParse({ page: '3', per_page: String(MAX_PAGE_SIZE), filter: 'Torre' })).toMatchObject({
      success: true,
      data: { page: 3, per_page: MAX_PAGE_SIZE, filter: 'Torre' },
    });
    expect(endpoint.query?.safeParse({ page: '1', per_page: String(MAX_PAGE_SIZE + 1) }).success).toBe(false);
  });
});
