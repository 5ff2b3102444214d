import { differenceInCalendarDays, format, getDate, getDaysInMonth, parseISO } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays } from './calendar.ts';
import {
  addInterval,
  defaultDueSoonDays,
  dueDatesUntil,
  dueSoonFrom,
  MAINTENANCE_STATUSES,
  nextDueDate,
  STANDARD_PERIODICITIES,
  statusOn,
  type Interval,
} from './maintenance-schedule.ts';

/** Any day from 1990 to 2100: leap years, the 2100 non-leap year and every month end included. */
const calendarDay = fc.date({ min: new Date('1990-01-01T12:00:00'), max: new Date('2100-12-31T12:00:00'), noInvalidDate: true }).map((date) => format(date, 'yyyy-MM-dd'));
const periodicity = fc.constantFrom(...STANDARD_PERIODICITIES);
const days = (from: string, to: string) => differenceInCalendarDays(parseISO(to), parseISO(from));

describe('nextDueDate', () => {
  it('is the start date until the first execution', () => {
    fc.assert(
      fc.property(calendarDay, periodicity, (startsOn, { interval }) => {
        expect(nextDueDate({ startsOn, lastPerformedOn: null, interval })).toBe(startsOn);
      }),
    );
  });

  it('is one interval after the day the work was performed, whether early, on time or late', () => {
    fc.assert(
      fc.property(calendarDay, periodicity, fc.integer({ min: -400, max: 400 }), (dueOn, { interval }, lateness) => {
        const performedOn = addCalendarDays(dueOn, lateness);
        const next = nextDueDate({ startsOn: dueOn, lastPerformedOn: performedOn, interval });
        expect(next).toBe(addInterval(performedOn, interval));
        expect(next > performedOn).toBe(true);
      }),
    );
  });

  it('keeps each periodicity’s length: exact in days, 28 to 31 days per month', () => {
    fc.assert(
      fc.property(calendarDay, periodicity, (performedOn, { interval }) => {
        const length = days(performedOn, addInterval(performedOn, interval));
        if (interval.unit === 'day') expect(length).toBe(interval.amount);
        else {
          expect(length).toBeGreaterThanOrEqual(28 * interval.amount);
          expect(length).toBeLessThanOrEqual(31 * interval.amount);
        }
      }),
    );
  });

  it('never moves back when the work is done later', () => {
    fc.assert(
      fc.property(calendarDay, periodicity, fc.integer({ min: 0, max: 400 }), (performedOn, { interval }, delay) => {
        const later = addCalendarDays(performedOn, delay);
        expect(addInterval(later, interval) >= addInterval(performedOn, interval)).toBe(true);
      }),
    );
  });

  it('lands on the same day of the month, or the month’s last day when it is shorter', () => {
    const monthly = STANDARD_PERIODICITIES.filter((item) => item.interval.unit === 'month');
    fc.assert(
      fc.property(calendarDay, fc.constantFrom(...monthly), (performedOn, { interval }) => {
        const next = parseISO(addInterval(performedOn, interval));
        expect(getDate(next)).toBe(Math.min(getDate(parseISO(performedOn)), getDaysInMonth(next)));
      }),
    );
  });

  it.each([
    ['2024-02-29', 'yearly', '2025-02-28'],
    ['2023-02-28', 'yearly', '2024-02-28'],
    ['2024-01-31', 'monthly', '2024-02-29'],
    ['2023-01-31', 'monthly', '2023-02-28'],
    ['2026-08-31', 'half_yearly', '2027-02-28'],
    ['2026-12-25', 'weekly', '2027-01-01'],
    ['2027-12-31', 'daily', '2028-01-01'],
    ['2024-02-29', 'quinquennial', '2029-02-28'],
    ['2026-02-20', 'fortnightly', '2026-03-07'],
  ] as const)('from %s, %s → %s', (performedOn, key, expected) => {
    const { interval } = STANDARD_PERIODICITIES.find((item) => item.key === key)!;
    expect(nextDueDate({ startsOn: '2000-01-01', lastPerformedOn: performedOn, interval })).toBe(expected);
  });
});

describe('statusOn', () => {
  it('gives exactly one status, overdue only after the due date and until it is done', () => {
    fc.assert(
      fc.property(calendarDay, fc.integer({ min: -800, max: 800 }), fc.integer({ min: 0, max: 60 }), fc.boolean(), (today, offset, dueSoonDays, lastDoneLate) => {
        const nextDueOn = addCalendarDays(today, offset);
        const status = statusOn({ nextDueOn, dueSoonDays, lastDoneLate }, today);
        expect(MAINTENANCE_STATUSES).toContain(status);
        expect(status === 'overdue').toBe(offset < 0);
        expect(status === 'due_soon').toBe(offset >= 0 && offset <= dueSoonDays);
        if (offset > dueSoonDays) expect(status).toBe(lastDoneLate ? 'done_late' : 'up_to_date');
      }),
    );
  });

  it('turns due soon on the day dueSoonFrom names, and overdue the day after the due date', () => {
    fc.assert(
      fc.property(calendarDay, fc.integer({ min: 0, max: 60 }), (nextDueOn, dueSoonDays) => {
        const state = { nextDueOn, dueSoonDays, lastDoneLate: false };
        const from = dueSoonFrom(state);
        expect(statusOn(state, from)).toBe('due_soon');
        expect(statusOn(state, addCalendarDays(from, -1))).toBe('up_to_date');
        expect(statusOn(state, nextDueOn)).toBe('due_soon');
        expect(statusOn(state, addCalendarDays(nextDueOn, 1))).toBe('overdue');
      }),
    );
  });
});

describe('the window and the upcoming dates', () => {
  it('announces a longer periodicity earlier, and never a window as long as the interval', () => {
    const windows = STANDARD_PERIODICITIES.map(({ interval }) => [interval, defaultDueSoonDays(interval)] as const);
    for (const [index, [interval, window]] of windows.entries()) {
      if (index > 0) expect(window).toBeGreaterThanOrEqual(windows[index - 1]![1]);
      expect(window).toBeLessThan(interval.unit === 'day' ? interval.amount : 28 * interval.amount);
    }
  });

  it('lists due dates one interval apart, from the next one up to the end of the period', () => {
    fc.assert(
      fc.property(calendarDay, periodicity, fc.integer({ min: 0, max: 800 }), (nextDueOn, { interval }, span) => {
        const until = addCalendarDays(nextDueOn, span);
        const dates = dueDatesUntil(nextDueOn, interval as Interval, until);
        expect(dates[0]).toBe(nextDueOn);
        for (const [index, day] of dates.entries()) {
          expect(day <= until).toBe(true);
          if (index > 0) expect(day).toBe(addInterval(dates[index - 1]!, interval));
        }
        if (dates.length < 60) expect(addInterval(dates.at(-1)!, interval) > until).toBe(true);
      }),
    );
  });
});
