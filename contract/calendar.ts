import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { formatInTimeZone } from 'date-fns-tz';

/**
 * The product's time zone (issue 10): instants are stored in UTC and shown on the clock of the buildings, the same
 * for every person whatever their browser's zone. SPEC §3 says "in UTC"; decision 013 explains why the product zone
 * keeps what that rule was for (one date per record for everyone) without moving late-evening events to the next day.
 */
export const PRODUCT_TIME_ZONE = 'America/Sao_Paulo';

/** A calendar day, `YYYY-MM-DD`: validity dates and due dates are days, not instants. */
export type CalendarDay = string;

let lastToday = { minute: Number.NaN, day: '' };

/** Today on the product's clock: what validity dates are judged against, on the server and in the SPA alike. */
export function productToday(now: Date = new Date()): CalendarDay {
  // The product zone's offsets are whole hours, so its days begin on a minute: the day of one minute stands for all its
  // instants. Reading the zone's rules on every call cost a short request more than the rest of its JS (decision 027).
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastToday.minute) lastToday = { minute, day: formatInTimeZone(now, PRODUCT_TIME_ZONE, 'yyyy-MM-dd') };
  return lastToday.day;
}

/** `day` plus `days` on the calendar. */
export function addCalendarDays(day: CalendarDay, days: number): CalendarDay {
  return format(addDays(parseISO(day), days), 'yyyy-MM-dd');
}

/** How many days `to` comes after `from` (negative when before). */
export const calendarDaysBetween = (from: CalendarDay, to: CalendarDay) => differenceInCalendarDays(parseISO(to), parseISO(from));

/** DD/MM/YYYY of a calendar day (SPEC §9), by its digits: no instant, so no time zone can move it. */
export const shownCalendarDay = (day: CalendarDay) => day.split('-').reverse().join('/');
