import { addDays, addMonths, format, parseISO } from 'date-fns';
import { addCalendarDays, type CalendarDay } from './calendar.ts';
import { MAINTENANCE_STATUSES, type MaintenanceStatus } from './maintenance-statuses.ts';

// Declared without zod or date-fns (maintenance-statuses.ts) for the first page's bundle; offered here with the schedule.
export { MAINTENANCE_STATUSES, type MaintenanceStatus };

/**
 * ABNT NBR 5674 schedules, shared by the server (listing filters, the daily notices) and the SPA (what a screen
 * shows before the next fetch). Pure functions of calendar days (`YYYY-MM-DD`), judged against `productToday()` on
 * the product's clock (America/Sao_Paulo), so a maintenance is due on the same day for everyone.
 */

/** How far apart two executions are: days, or calendar months (a month after 31 January is the last day of February). */
export interface Interval {
  unit: 'day' | 'month';
  amount: number;
}

/** The periodicities of NBR 5674 practice, seeded as `/maintenance-periodicities/all`. */
export const STANDARD_PERIODICITIES = [
  { key: 'daily', name: 'Diária', interval: { unit: 'day', amount: 1 } },
  { key: 'weekly', name: 'Semanal', interval: { unit: 'day', amount: 7 } },
  { key: 'fortnightly', name: 'Quinzenal', interval: { unit: 'day', amount: 15 } },
  { key: 'monthly', name: 'Mensal', interval: { unit: 'month', amount: 1 } },
  { key: 'bimonthly', name: 'Bimestral', interval: { unit: 'month', amount: 2 } },
  { key: 'quarterly', name: 'Trimestral', interval: { unit: 'month', amount: 3 } },
  { key: 'half_yearly', name: 'Semestral', interval: { unit: 'month', amount: 6 } },
  { key: 'yearly', name: 'Anual', interval: { unit: 'month', amount: 12 } },
  { key: 'biennial', name: 'Bienal', interval: { unit: 'month', amount: 24 } },
  { key: 'triennial', name: 'Trienal', interval: { unit: 'month', amount: 36 } },
  { key: 'quinquennial', name: 'Quinquenal', interval: { unit: 'month', amount: 60 } },
] as const satisfies readonly { key: string; name: string; interval: Interval }[];

const toDay = (date: Date): CalendarDay => format(date, 'yyyy-MM-dd');

/** `day` moved forward by one interval. */
export function addInterval(day: CalendarDay, interval: Interval): CalendarDay {
  const date = parseISO(day);
  return toDay(interval.unit === 'day' ? addDays(date, interval.amount) : addMonths(date, interval.amount));
}

/** The interval's length in days, roughly (a month is 30): to compare periodicities, never to compute a date. */
export const approximateDays = (interval: Interval) => interval.amount * (interval.unit === 'day' ? 1 : 30);

/**
 * How many days before its due date a maintenance is "vence em breve", unless the condominium set its own: a
 * weekly test is announced the day before, a yearly inspection a month before.
 */
export function defaultDueSoonDays(interval: Interval): number {
  const days = approximateDays(interval);
  if (days <= 1) return 0;
  if (days <= 7) return 1;
  if (days <= 15) return 3;
  if (days <= 31) return 7;
  if (days <= 90) return 15;
  return 30;
}

/**
 * The next due date: the start date until the first execution, then one interval after the day the last execution
 * was actually performed — not after the day it was due, so an execution done late moves the whole programme.
 */
export function nextDueDate(schedule: { startsOn: CalendarDay; lastPerformedOn: CalendarDay | null; interval: Interval }): CalendarDay {
  return schedule.lastPerformedOn ? addInterval(schedule.lastPerformedOn, schedule.interval) : schedule.startsOn;
}

export const maintenanceStatusLabels: Record<MaintenanceStatus, string> = {
  overdue: 'Vencida',
  due_soon: 'Vence em breve',
  done_late: 'Feita em atraso',
  up_to_date: 'Em dia',
};

export interface ScheduleState {
  nextDueOn: CalendarDay;
  dueSoonDays: number;
  /** Whether the last execution was performed after the date it was due. */
  lastDoneLate: boolean;
}

/**
 * Where a maintenance stands on `today`: vencida after its due date (it stays so until done), vence em breve within
 * its window, feita em atraso when the last execution came late and the next is not near, em dia otherwise.
 */
export function statusOn(state: ScheduleState, today: CalendarDay): MaintenanceStatus {
  if (state.nextDueOn < today) return 'overdue';
  if (state.nextDueOn <= addCalendarDays(today, state.dueSoonDays)) return 'due_soon';
  return state.lastDoneLate ? 'done_late' : 'up_to_date';
}

/** The first day on which the status is `due_soon` (when the daily notice for it goes out). */
export const dueSoonFrom = (state: Pick<ScheduleState, 'nextDueOn' | 'dueSoonDays'>): CalendarDay => addCalendarDays(state.nextDueOn, -state.dueSoonDays);

/** The upcoming due dates of a schedule, from its next one, up to `until` (a timeline's future side). */
export function dueDatesUntil(nextDueOn: CalendarDay, interval: Interval, until: CalendarDay, limit = 60): CalendarDay[] {
  const days: CalendarDay[] = [];
  // Each date comes from the previous one, as the programme would go if every execution were done on its day.
  for (let day = nextDueOn; day <= until && days.length < limit; day = addInterval(day, interval)) days.push(day);
  return days;
}
