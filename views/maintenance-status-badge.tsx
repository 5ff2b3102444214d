import { maintenanceStatusLabels, type MaintenanceStatus } from '#contract/maintenance-schedule.ts';
import { cn } from '#views/cn.ts';

export const maintenanceStatusTones: Record<MaintenanceStatus, string> = {
  overdue: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
  due_soon: 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  done_late: 'bg-orange-50 text-orange-900 dark:bg-orange-950 dark:text-orange-100',
  up_to_date: 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
};

/** Where a maintenance stands today: vencida, vence em breve, feita em atraso or em dia (contract/maintenance-schedule.ts). */
export function MaintenanceStatusBadge({ status }: { status: MaintenanceStatus }) {
  return <span className={cn('inline-block rounded-full px-2 whitespace-nowrap py-0.5 text-xs font-medium', maintenanceStatusTones[status])}>{maintenanceStatusLabels[status]}</span>;
}
