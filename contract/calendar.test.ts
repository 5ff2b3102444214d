import { describe, expect, it } from 'vitest';
import { addCalendarDays, productToday } from './calendar.ts';

describe('productToday', () => {
  it('turns at midnight in São Paulo (03:00 UTC), to the millisecond, whatever was asked before', () => {
    expect(productToday(new Date('2026-11-28T02:59:00.000Z'))).toBe('2026-11-27');
    expect(productToday(new Date('2026-11-28T02:59:59.999Z'))).toBe('2026-11-27');
    expect(productToday(new Date('2026-11-28T03:00:00.000Z'))).toBe('2026-11-28');
    expect(productToday(new Date('2026-11-28T02:59:30.000Z'))).toBe('2026-11-27');
    expect(productToday(new Date('2027-01-01T02:59:59.999Z'))).toBe('2026-12-31');
    expect(productToday(new Date('2027-01-01T03:00:00.000Z'))).toBe('2027-01-01');
  });

  it('counts calendar days from it', () => {
    expect(addCalendarDays(productToday(new Date('2026-02-28T12:00:00Z')), 1)).toBe('2026-03-01');
  });
});
