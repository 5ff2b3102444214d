import { formatInTimeZone } from 'date-fns-tz';

/**
 * The product's time zone (issue 10): instants are stored in UTC and shown on the clock of the buildings, the same
 * for every person whatever their browser's zone. SPEC §3 says "in UTC"; decision 013 explains why the product zone
 * keeps what that rule was for (one date per record for everyone) without moving late-evening events to the next day.
 */
export const PRODUCT_TIME_ZONE = 'America/Sao_Paulo';

const DATE_PATTERN = 'dd/MM/yyyy';
const DATE_TIME_PATTERN = 'dd/MM/yyyy HH:mm';

const toDate = (value: Date | string) => (typeof value === 'string' ? new Date(value) : value);

/** SPEC §3 and §9: DD/MM/YYYY, optionally with HH:mm; an empty text for an invalid date. */
export function formatDate(value: Date | string, { withTime = false }: { withTime?: boolean } = {}): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatInTimeZone(date, PRODUCT_TIME_ZONE, withTime ? DATE_TIME_PATTERN : DATE_PATTERN);
}

export function formatDateTime(value: Date | string): string {
  return formatDate(value, { withTime: true });
}
