import { z } from 'zod';
import { countsBy, dataEnvelope } from './common.ts';
import { validity } from './documents.ts';
import { defineEndpoints } from './endpoint.ts';
import { maintenanceStatus } from './maintenance.ts';
import { PLAN_NAMES } from './plans.ts';
import { reformStatus } from './reforms.ts';
import { USER_TYPES } from './users.ts';

/**
 * The six blocks of the dashboard (SPEC §2, §7): each answers for the caller's scope — master the whole platform,
 * the staff their condominiums, a morador what concerns them — in one statement on the server.
 */

const count = z.number().int();
const condominiumRef = z.object({ uuid: z.uuid(), comercial_name: z.string() });

/** `YYYY-MM` and how many in that month. */
const monthCount = z.object({ month: z.string(), count });

export const documentRef = z.object({
  uuid: z.uuid(),
  title: z.string(),
  type: z.string(),
  condominium: condominiumRef,
  valid_until: z.string().nullable(),
  validity: validity.nullable(),
  created_at: z.string(),
});

/** /dashboard/condominium: master sees the platform; the others their condominiums and their papers. */
export const condominiumBlock = z.discriminatedUnion('scope', [
  z.object({
    scope: z.literal('platform'),
    by_plan: z.array(z.object({ plan: z.enum(PLAN_NAMES), count })),
    by_status: z.object({ active: count, inactive: count }),
    /** The last twelve months, oldest first, months without any included. */
    new_per_month: z.array(monthCount),
  }),
  z.object({
    scope: z.literal('condominiums'),
    condominiums: z.array(condominiumRef),
    /** The staff: documents whose validity ends within 30 days or has ended, soonest first. */
    documents_expiring: z.array(documentRef),
    /** A morador: documents visible to residents added in the last 30 days, newest first. */
    new_documents: z.array(documentRef),
  }),
]);
export type CondominiumBlock = z.output<typeof condominiumBlock>;

/** /dashboard/prospects (master): access requests waiting for a reply, oldest first. */
export const prospectsBlock = z.object({
  waiting: count,
  oldest: z.array(z.object({ uuid: z.uuid(), name: z.string(), condominium_name: z.string(), created_at: z.string() })),
});
export type ProspectsBlock = z.output<typeof prospectsBlock>;

export const reformRef = z.object({
  uuid: z.uuid(),
  title: z.string(),
  status: reformStatus,
  apartment: z.string(),
  condominium: condominiumRef,
  created_at: z.string(),
});

/** /dashboard/reforms: active reforms by status; for deciders those waiting for a decision; a morador's own. */
export const reformsBlock = z.object({
  by_status: countsBy(reformStatus.options, count),
  awaiting_decision: z.array(reformRef),
  own: z.array(reformRef),
});
export type ReformsBlock = z.output<typeof reformsBlock>;

/** /dashboard/apartments: active apartments with and without a resident. */
export const apartmentsBlock = z.object({ total: count, with_residents: count, without_residents: count });
export type ApartmentsBlock = z.output<typeof apartmentsBlock>;

/** /dashboard/users: active users by type. */
export const usersBlock = z.object({ total: count, by_type: countsBy(USER_TYPES, count) });
export type UsersBlock = z.output<typeof usersBlock>;

export const maintenanceRef = z.object({
  uuid: z.uuid(),
  system: z.string(),
  activity: z.string(),
  condominium: condominiumRef,
  next_due_on: z.string(),
  status: maintenanceStatus,
});

/**
 * /dashboard/maintenances: the active programme by status, the overdue ones and those due in the next 30 days, and
 * executions and due dates per month; a morador only the upcoming ones that residents feel.
 */
export const maintenancesBlock = z.object({
  by_status: countsBy(maintenanceStatus.options, count),
  overdue: z.array(maintenanceRef),
  next_30_days: z.array(maintenanceRef),
  /** Six months back and six ahead: executions recorded and due dates falling in each month. */
  by_month: z.array(z.object({ month: z.string(), performed: count, due: count })),
  affecting_residents: z.array(maintenanceRef),
});
export type MaintenancesBlock = z.output<typeof maintenancesBlock>;

/** How many items a block lists (the counts are whole). */
export const DASHBOARD_LIST_LIMIT = 10;

const block = <T extends z.ZodType>(path: string, summary: string, payload: T) =>
  ({ method: 'GET', path: `/dashboard/${path}`, summary, response: dataEnvelope(payload) }) as const;

export const dashboardEndpoints = defineEndpoints('dashboard', {
  condominium: block('condominium', 'Bloco de condomínios: a plataforma (master) ou os condomínios do chamador e seus documentos', condominiumBlock),
  prospects: block('prospects', 'Bloco de prospects aguardando acesso (master)', prospectsBlock),
  reforms: block('reforms', 'Bloco de reformas: por situação, aguardando decisão, as do morador', reformsBlock),
  apartments: block('apartments', 'Bloco de apartamentos: com e sem moradores', apartmentsBlock),
  users: block('users', 'Bloco de usuários: por tipo', usersBlock),
  maintenances: block('maintenances', 'Bloco de manutenções: por situação, vencidas, próximos 30 dias, por mês', maintenancesBlock),
});
