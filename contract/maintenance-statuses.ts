// No zod and no date library: the SPA's listing search (in the first page's bundle) checks the URL's statuses against
// these, as module-access.ts serves the route guards. maintenance-schedule.ts judges a maintenance by them.

/** Where a maintenance stands against its next due date (ABNT NBR 5674). */
export const MAINTENANCE_STATUSES = ['overdue', 'due_soon', 'done_late', 'up_to_date'] as const;
export type MaintenanceStatus = (typeof MAINTENANCE_STATUSES)[number];
