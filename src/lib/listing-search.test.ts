import { describe, expect, it } from 'vitest';
import { listingParams, maintenanceListingParams, validateListingSearch, validateMaintenanceDetailsSearch, validateMaintenanceSearch } from './listing-search.ts';

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

describe('the maintenance search (/maintenance)', () => {
  it('keeps known statuses, ids and days, and names every key', () => {
    const search = validateMaintenanceSearch({ tab: 'resumo', situations: ['overdue', 'lost', 'due_soon'], periodicity: '4', responsible: -1, from: '2026-01-01', to: 'ontem', system: ' Gerador ' });
    expect(search).toEqual({ tab: 'resumo', page: undefined, filter: undefined, condominium: undefined, situations: ['overdue', 'due_soon'], system: 'Gerador', periodicity: 4, responsible: undefined, from: '2026-01-01', to: undefined });
    expect(validateMaintenanceSearch({ tab: 'outra', situations: 'done_late' })).toMatchObject({ tab: undefined, situations: ['done_late'] });
  });

  it('keeps the execution being recorded: a maintenance uuid on /maintenance, a flag on its page', () => {
    const uuid = '5e1d8a40-0000-4000-8000-000000000001';
    expect(validateMaintenanceSearch({ recording: uuid }).recording).toBe(uuid);
    expect(validateMaintenanceSearch({ recording: 'caixa' }).recording).toBeUndefined();
    expect(maintenanceListingParams(validateMaintenanceSearch({ recording: uuid }))).toEqual({ page: 1 });
    expect(validateMaintenanceDetailsSearch({ recording: true })).toEqual({ recording: true });
    expect(validateMaintenanceDetailsSearch({ recording: 'true' })).toEqual({ recording: true });
    expect(validateMaintenanceDetailsSearch({ recording: 'sim' })).toEqual({});
  });

  it('sends the structured filter as JSON in selected_filter, and nothing when there is none', () => {
    expect(maintenanceListingParams({ page: 2, filter: ' caixa ' })).toEqual({ page: 2, filter: 'caixa' });
    expect(maintenanceListingParams({ situations: ['overdue'], responsible: 3, condominium: '7f4a1f7e-2f53-4b7e-9a59-3f2a8f1d0c11', to: '2026-12-31' })).toEqual({
      page: 1,
      selected_filter: JSON.stringify({ status: ['overdue'], responsible_type: 3, condominium: '7f4a1f7e-2f53-4b7e-9a59-3f2a8f1d0c11', to: '2026-12-31' }),
    });
  });
});
