import { http } from 'msw';
import type { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '#contract/common.ts';
import type { condominiumsEndpoints } from '#contract/condominiums.ts';
import type { prospectsEndpoints } from '#contract/prospects.ts';
import { reply, url } from './http-helpers.ts';

type ListingEndpoint = typeof condominiumsEndpoints.listing | typeof prospectsEndpoints.listing;
type RowsOf<E extends ListingEndpoint> = z.output<E['response']>['data']['data'];

/**
 * A test's own answer to a listing, for the filters it names: `rowsFor(filter)` gives the rows the server would
 * have found (as one page), or undefined to leave the request to the default handlers.
 */
export function answerListing<E extends ListingEndpoint>(endpoint: E, rowsFor: (filter: string) => RowsOf<E> | undefined) {
  return http.get(url(endpoint), ({ request }) => {
    const rows = rowsFor(new URL(request.url).searchParams.get('filter') ?? '');
    if (!rows) return undefined;
    return reply(endpoint, { data: { data: rows, current_page: 1, last_page: 1, per_page: DEFAULT_PAGE_SIZE, total: rows.length } } as z.output<E['response']>);
  });
}
