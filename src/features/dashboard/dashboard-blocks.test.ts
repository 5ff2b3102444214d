import { describe, expect, it } from 'vitest';
import { mockUsers } from '#mocks/fixtures.ts';
import { blockAccess, visibleBlocks } from './dashboard-blocks.ts';
import { countOf, formatCount, formatMonthLong, formatMonthShort } from './dashboard-format.ts';

const freeCondominium = { ...mockUsers.sindico.condominium[0]!, allowed_modules: ['dashboard' as const], plan: { name: 'Free' as const, rank: 0 } };

describe('which blocks a dashboard shows (SPEC §6, §7)', () => {
  it('gives master all six, never gated', () => {
    expect(visibleBlocks(mockUsers.master)).toEqual(['condominium', 'prospects', 'reforms', 'apartments', 'users', 'maintenances']);
    expect(visibleBlocks(mockUsers.master).every((name) => blockAccess(mockUsers.master, name) === 'open')).toBe(true);
  });

  it('gives the staff their five whatever the plan, and never the prospects', () => {
    const onFree = { ...mockUsers.zelador, condominium: [freeCondominium] };
    expect(visibleBlocks(onFree)).toEqual(['condominium', 'reforms', 'apartments', 'users', 'maintenances']);
    expect(visibleBlocks(onFree).map((name) => blockAccess(onFree, name))).toEqual(['open', 'open', 'open', 'open', 'open']);
    expect(blockAccess(onFree, 'prospects')).toBe('hidden');
  });

  it('gives a morador three, each locked when their first condominium’s plan leaves its module out', () => {
    const morador = mockUsers.morador; // dashboard and documents only
    expect(visibleBlocks(morador)).toEqual(['condominium', 'reforms', 'maintenances']);
    expect(visibleBlocks(morador).map((name) => blockAccess(morador, name))).toEqual(['open', 'locked', 'locked']);
    expect(blockAccess({ ...morador, condominium: [] }, 'condominium')).toBe('locked');
  });
});

describe('numbers and months for pt-BR', () => {
  it('groups thousands with a dot and agrees the word with the count', () => {
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(countOf(1, 'vencida', 'vencidas')).toBe('1 vencida');
    expect(countOf(1200, 'vencida', 'vencidas')).toBe('1.200 vencidas');
  });

  it('names a month short on the axis and in full in the table', () => {
    expect(formatMonthShort('2025-03')).toBe('mar/25');
    expect(formatMonthShort('2026-12')).toBe('dez/26');
    expect(formatMonthLong('2025-03')).toBe('março de 2025');
  });
});
