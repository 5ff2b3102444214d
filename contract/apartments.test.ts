import { describe, expect, it } from 'vitest';
import { apartmentLabel, bulkApartmentsForm, plannedApartments, type BulkApartmentsForm } from './apartments.ts';

const plan = (overrides: Partial<BulkApartmentsForm> = {}) =>
  bulkApartmentsForm.parse({
    condominium: '7f4a1f7e-2f53-4b7e-9a59-3f2a8f1d0c11',
    block_naming: 'letters',
    blocks: '2',
    floors: '10',
    first_floor: '1',
    units_per_floor: '4',
    numbering: 'floor_unit',
    ...overrides,
  });

const labels = (form: Partial<BulkApartmentsForm>) => plannedApartments(plan(form)).map(apartmentLabel);

describe('plannedApartments', () => {
  it('numbers floor by floor, the unit in two digits: A-101 … B-1004', () => {
    const all = labels({});
    expect(all).toHaveLength(80);
    expect(all.slice(0, 5)).toEqual(['A-101', 'A-102', 'A-103', 'A-104', 'A-201']);
    expect(all.at(-1)).toBe('B-1004');
  });

  it('names towers, numbers blocks, or leaves a single building without a block', () => {
    expect(labels({ block_naming: 'towers', floors: '1', units_per_floor: '1' })).toEqual(['Torre 1-101', 'Torre 2-101']);
    expect(labels({ block_naming: 'numbers', blocks: '3', floors: '1', units_per_floor: '1' })).toEqual(['1-101', '2-101', '3-101']);
    expect(labels({ block_naming: 'none', blocks: '5', floors: '2', units_per_floor: '2' })).toEqual(['101', '102', '201', '202']);
  });

  it('starts at the térreo, or counts in sequence per block', () => {
    expect(labels({ block_naming: 'none', first_floor: '0', floors: '2', units_per_floor: '2' })).toEqual(['001', '002', '101', '102']);
    expect(labels({ blocks: '1', numbering: 'sequential', floors: '2', units_per_floor: '3' })).toEqual(['A-1', 'A-2', 'A-3', 'A-4', 'A-5', 'A-6']);
  });

  it('refuses a plan over 2,000 units or past the highest floor', () => {
    expect(bulkApartmentsForm.safeParse({ ...plan(), blocks: 26, floors: 20, units_per_floor: 10 }).error?.issues[0]?.message).toBe(
      'No máximo 2.000 apartamentos de uma vez.',
    );
    expect(bulkApartmentsForm.safeParse({ ...plan(), first_floor: 150, floors: 60, blocks: 1, units_per_floor: 1 }).error?.issues[0]?.message).toBe(
      'O último andar passaria de 200.',
    );
  });
});
