import { z } from 'zod';
import { calendarDate, countsBy, listingQuery, uuidParam } from './common.ts';
import { condominium } from './condominiums.ts';
import { maintenanceRecord } from './maintenance-executions.ts';
import { condominiumRef, enabledMaintenance, maintenanceStatus } from './maintenance-programme.ts';
import { MAINTENANCE_STATUSES } from './maintenance-schedule.ts';

/**
 * How the programme and its executions are read together: the listings' filter, the summary, the timeline, the
 * assembleia report and the summary sent by WhatsApp.
 */

/**
 * The structured filter of the maintenance listings, sent as serialized JSON in `selected_filter` (SPEC §3). A
 * `selected_filter` that is not JSON, or not this shape, is a 422 on `selected_filter`.
 */
export const maintenanceFilter = z.strictObject({
  status: z.array(maintenanceStatus).max(MAINTENANCE_STATUSES.length).optional(),
  system: z.string().trim().max(120).optional(),
  periodicity: z.number().int().positive().optional(),
  responsible_type: z.number().int().positive().optional(),
  condominium: uuidParam.optional(),
  /** The period: of the next due date (programme) or of the execution (records). */
  from: calendarDate.optional(),
  to: calendarDate.optional(),
});
export type MaintenanceFilter = z.output<typeof maintenanceFilter>;

export const SELECTED_FILTER_INVALID = 'Filtro inválido.';

/** `selected_filter` as it travels: serialized JSON, read into `maintenanceFilter`. */
export const selectedFilter = z
  .string()
  .max(2000, SELECTED_FILTER_INVALID)
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: SELECTED_FILTER_INVALID });
      return z.NEVER;
    }
  })
  .pipe(maintenanceFilter.superRefine((filter, context) => {
    if (filter.from && filter.to && filter.to < filter.from) context.addIssue({ code: 'custom', path: ['to'], message: 'O fim do período deve ser depois do início.' });
  }));

export const maintenanceListingQuery = listingQuery.extend({ selected_filter: selectedFilter.optional() });

/**
 * A timeline's or a summary's period and filter: the listing's `selected_filter` (the same serialized JSON, read the
 * same way), so that they show the maintenances the listing shows. Its `from`/`to` are the period unless the query's
 * own `from`/`to` say otherwise.
 */
const overviewQuery = z.strictObject({ from: calendarDate.optional(), to: calendarDate.optional(), selected_filter: selectedFilter.optional() });

export const summaryQuery = overviewQuery;

/** Counts of a condominium's programme for a period: by status today, and executions per system in the period. */
export const maintenanceSummary = z.object({
  condominium: condominiumRef,
  from: z.string(),
  to: z.string(),
  by_status: countsBy(maintenanceStatus.options, z.number().int()),
  by_system: z.array(z.object({ system: z.string(), enabled: z.number().int(), performed: z.number().int(), done_late: z.number().int(), overdue: z.number().int() })),
  performed: z.number().int(),
  cost_cents: z.number().int(),
});
export type MaintenanceSummary = z.output<typeof maintenanceSummary>;

/**
 * The assembleia report (issue 23 §4): a printed record of a condominium's maintenance over a period (a calendar year
 * by default), with the listing's filter like the summary. A year's executions are printed whole, not paged, so the
 * period is bounded instead.
 */
export const reportQuery = overviewQuery;
export const REPORT_LONGEST_DAYS = 366;
export const REPORT_PERIOD_TOO_LONG = 'Escolha um período de até um ano (366 dias).';

/** An activity past its due date today, and by how many days. */
export const overdueMaintenance = enabledMaintenance
  .pick({ uuid: true, system: true, activity: true, responsible_type: true, next_due_on: true })
  .extend({ days_overdue: z.number().int() });
export type OverdueMaintenance = z.output<typeof overdueMaintenance>;

export const maintenanceReport = z.object({
  /** The building as the report heads it: names, CNPJ and address. */
  condominium: condominium.pick({
    uuid: true,
    cnpj: true,
    corporate_name: true,
    comercial_name: true,
    zip_code: true,
    street: true,
    number: true,
    complement: true,
    neighborhood: true,
    state: true,
    city: true,
  }),
  from: z.string(),
  to: z.string(),
  /** The day the overdue items are counted on (the product's today). */
  today: z.string(),
  summary: maintenanceSummary.pick({ by_status: true, by_system: true, performed: true, cost_cents: true }),
  /** Every execution in the period, by system, then by day. */
  executions: z.array(maintenanceRecord),
  /** Overdue today, the longest overdue first. */
  overdue: z.array(overdueMaintenance),
});
export type MaintenanceReport = z.output<typeof maintenanceReport>;

/** One point of a condominium's timeline: an execution done, or a due date ahead. */
export const timelineEntry = z.object({
  kind: z.enum(['performed', 'due']),
  day: z.string(),
  maintenance: enabledMaintenance.pick({ uuid: true, system: true, activity: true }),
  /** For a due date: the status it has today; for an execution: whether it came late. */
  status: maintenanceStatus.nullable(),
  record_uuid: z.uuid().nullable(),
});
export type TimelineEntry = z.output<typeof timelineEntry>;

export const timelineQuery = overviewQuery;
export const maintenanceTimeline = z.object({ from: z.string(), to: z.string(), today: z.string(), entries: z.array(timelineEntry) });

/** Sending a condominium's summary by WhatsApp, or only its preview. */
export const summarySendForm = z.strictObject({
  condominium: uuidParam,
  from: calendarDate.optional(),
  to: calendarDate.optional(),
  selected_filter: selectedFilter.optional(),
  /** Only build the message and name its recipients, without sending: the preview the sender confirms. */
  dry_run: z.boolean({ error: 'Informe se é só uma prévia.' }).optional(),
});

/** Someone the summary goes to: a síndico of the condominium, with the mobile phone it is sent to (national digits). */
export const summaryRecipient = z.object({ name: z.string(), phone: z.string() });
export type SummaryRecipient = z.output<typeof summaryRecipient>;

/** The answer of a send or of its dry run: the exact text sent (or to be sent), and to whom. */
export const summarySendResult = z.object({ message: z.string(), recipients: z.number().int(), to: z.array(summaryRecipient), text: z.string() });
export type SummarySendResult = z.output<typeof summarySendResult>;
