import { describe, expect, it } from 'vitest';
import { listingParams } from './listing-request.ts';
import { validateListingSearch } from './listing-search.ts';

describe('listing search params', () => {
  it('keeps a valid page and filter', () => {
    expect(validateListingSearch({ page: 3, filter: 'solar' })).toEqual({ page: 3, filter: 'solar' });
    expect(validateListingSearch({ page: '2' })).toEqual({ page: 2 });
  });

  it('drops the first page, bad pages and empty filters', () => {
    expect(validateListingSearch({ page: 1, filter: '  ' })).toEqual({});
    expect(validateListingSearch({ page: -4 })).toEqual({});
    expect(validateListingSearch({ page: 'dois', filter: { x: 1 } })).toEqual({});
    expect(validateListingSearch({ page: 2.5 })).toEqual({});
  });

  it('reads a numeric filter (a CNPJ typed without a mask) as text, up to 200 characters', () => {
    expect(validateListingSearch({ filter: 11222333 })).toEqual({ filter: '11222333' });
    expect(validateListingSearch({ filter: 'x'.repeat(300) }).filter).toHaveLength(200);
  });

  it('keeps a known status only', () => {
    expect(validateListingSearch({ status: 'inactive' })).toEqual({ status: 'inactive' });
    expect(validateListingSearch({ status: 'deleted' })).toEqual({});
  });

  it('names every key, so the raw value of a refused one does not survive the merge with the raw search', () => {
    expect(Object.keys(validateListingSearch({ page: 'dois', status: 'x' })).sort()).toEqual(['filter', 'page', 'status']);
  });

  it('turns a search into the request: page from 1, trimmed filter, status when chosen', () => {
    expect(listingParams({})).toEqual({ page: 1 });
    expect(listingParams({ page: 2, filter: ' solar ' })).toEqual({ page: 2, filter: 'solar' });
    expect(listingParams({ status: 'active' })).toEqual({ page: 1, status: 'active' });
  });
});
