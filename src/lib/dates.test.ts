import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates.ts';

describe('formatDate (SPEC §3: DD/MM/YYYY, optional HH:mm, on the product clock America/Sao_Paulo)', () => {
  it('shows an instant on the clock of São Paulo, whatever zone it was written in', () => {
    expect(formatDate(new Date('2025-03-04T23:30:00-03:00'))).toBe('04/03/2025');
    expect(formatDateTime(new Date('2025-03-05T02:30:00Z'))).toBe('04/03/2025 23:30');
  });

  it('accepts ISO strings', () => {
    expect(formatDate('2024-12-31T12:05:00Z', { withTime: true })).toBe('31/12/2024 09:05');
  });

  it('follows the zone rules of the date (Brazil observed daylight saving time until 2019)', () => {
    expect(formatDateTime('2018-12-01T12:00:00Z')).toBe('01/12/2018 10:00');
    expect(formatDateTime('2018-06-01T12:00:00Z')).toBe('01/06/2018 09:00');
  });

  it('gives an empty text for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
