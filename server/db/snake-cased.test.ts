import { describe, expect, expectTypeOf, it } from 'vitest';
import { snakeCased } from './snake-cased.ts';

describe('snakeCased', () => {
  it('gives the named columns, and only those, their snake_case names', () => {
    const row = { id: 'a', startsOn: '2026-01-02', professionalRegistry: 'CREA 1', artNumber: null, title: 'Piso' };
    const fields = snakeCased(row, ['startsOn', 'professionalRegistry', 'artNumber', 'title']);
    expect(fields).toEqual({ starts_on: '2026-01-02', professional_registry: 'CREA 1', art_number: null, title: 'Piso' });
    expectTypeOf(fields).toEqualTypeOf<{ starts_on: string; professional_registry: string; art_number: null; title: string }>();
  });
});
