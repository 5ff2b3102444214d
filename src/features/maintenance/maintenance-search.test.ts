import { describe, expect, it } from 'vitest';
import { maintenanceListingParams } from './maintenance-request.ts';
import { validateMaintenanceDetailsSearch, validateMaintenanceSearch } from './maintenance-search.ts';

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
