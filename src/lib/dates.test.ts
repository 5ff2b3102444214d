import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates.ts';

describe('formatDate (SPEC §3: DD/MM/YYYY in UTC, optional HH:mm)', () => {
  it('formats a Date in UTC', () => {
    expect(formatDate(new Date('2025-03-04T23:30:00-03:00'))).toBe('05/03/2025');
    expect(formatDateTime(new Date('2025-03-04T23:30:00-03:00'))).toBe('05/03/2025 02:30');
  });

  it('accepts ISO strings', () => {
    expect(formatDate('2024-12-31T00:05:00Z', { withTime: true })).toBe('31/12/2024 00:05');
  });

  it('gives an empty text for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
