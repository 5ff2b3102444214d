import { and, eq, inArray } from 'drizzle-orm';
import { shownCalendarDay, type CalendarDay } from '#contract/calendar.ts';
import type { Transaction } from '#server/db/client.ts';
import { condominiumMaintenances, userCondominiums, users } from '#server/db/schema.ts';
import { systemScope } from '#server/platform/access/tenancy.ts';
import type { ScheduledJob } from '#server/platform/scheduled-jobs.ts';
import { notifyUsers } from '../notifications/notifications.service.ts';
import { unannouncedOn } from './programme.repository.ts';

/**
 * Issue 14: the síndicos and zeladores of a condominium hear once when an activity enters "vence em breve" and once
 * when it becomes "vencida", for each due date: the date announced is kept on the activity, so running the job
 * twice, or after an execution moved the date, tells each thing once.
 */
export const maintenanceNoticesJob: ScheduledJob = {
  name: 'maintenance-due-notices',
  run: (tx, today) => announceDueMaintenances(tx, today),
};

export async function announceDueMaintenances(tx: Transaction, today: CalendarDay) {
  const scope = systemScope('scheduled-jobs');
  const due = await unannouncedOn(tx, scope, today).for('update', { skipLocked: true });
  if (due.length === 0) return;
  const people = await tx
    .select({ id: users.id, condominiumId: userCondominiums.condominiumId })
    .from(userCondominiums)
    .innerJoin(users, eq(users.id, userCondominiums.userId))
    .where(and(inArray(userCondominiums.condominiumId, [...new Set(due.map((item) => item.condominiumId))]), inArray(users.type, ['sindico', 'zelador']), eq(users.active, true), eq(userCondominiums.active, true)));
  for (const item of due) {
    const overdue = item.nextDueOn < today;
    const recipients = people.filter((person) => person.condominiumId === item.condominiumId).map((person) => person.id);
    await notifyUsers(
      tx,
      recipients,
      {
        title: overdue ? 'Manutenção vencida' : 'Manutenção vence em breve',
        description: `${item.system}: ${item.activity} — ${overdue ? 'venceu em' : 'vence em'} ${shownCalendarDay(item.nextDueOn)}.`,
        route: `/maintenance-details/${item.id}`,
        icon: 'wrench',
      },
      item.condominiumId,
    );
    await tx
      .update(condominiumMaintenances)
      .set(overdue ? { overdueNoticeFor: item.nextDueOn } : { dueSoonNoticeFor: item.nextDueOn })
      .where(eq(condominiumMaintenances.id, item.id));
  }
}
