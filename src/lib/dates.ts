import { format, parseISO } from 'date-fns';
import { formatInTimeZone } from 'date-fns-tz';
import { PRODUCT_TIME_ZONE } from '#contract/calendar.ts';

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

/** A calendar day (`YYYY-MM-DD`, a validity date) as DD/MM/YYYY: a day, not an instant, so no time zone moves it. */
export function formatCalendarDay(day: string): string {
  const date = parseISO(day);
  return Number.isNaN(date.getTime()) ? '' : format(date, DATE_PATTERN);
}
