import { z } from 'zod';
import { calendarDate, optionalText, uuidParam, wholeNumber } from './common.ts';
import { MAINTENANCE_STATUSES } from './maintenance-schedule.ts';
import { periodicity, referenceId, referenceItem } from './maintenance-reference.ts';

/** A condominium's maintenance programme: the activities master enables for it, and where each one's schedule stands. */

export const maintenanceStatus = z.enum(MAINTENANCE_STATUSES, { error: 'Situação da manutenção inválida.' });

const dueSoonDays = wholeNumber({ missing: 'Informe a antecedência do aviso.', invalid: 'Antecedência inválida.' }).pipe(
  z.number().min(0, 'A antecedência não pode ser negativa.').max(365, 'No máximo 365 dias de antecedência.'),
);

/**
 * One activity of a condominium's programme as master sets it: from the catalogue (`catalog`), or custom (its own
 * system and activity). Periodicity, responsible and the first due date may differ from the catalogue's.
 */
export const programmeItemForm = z
  .strictObject({
    /** The enabled maintenance being changed (update); absent for a new one. */
    uuid: uuidParam.optional(),
    catalog: referenceId('a atividade').nullish(),
    system: optionalText(120, 'Sistema muito longo (máximo de 120 caracteres).'),
    activity: optionalText(200, 'Atividade muito longa (máximo de 200 caracteres).'),
    type: referenceId('o tipo de manutenção'),
    periodicity: referenceId('a periodicidade'),
    responsible_type: referenceId('o responsável'),
    starts_on: calendarDate,
    /** Days before the due date when it becomes "vence em breve"; absent → the periodicity's default. */
    due_soon_days: dueSoonDays.nullish(),
    affects_residents: z.boolean({ error: 'Informe se afeta os moradores.' }).default(false),
    active: z.boolean({ error: 'Informe se a manutenção está ativa.' }).default(true),
  })
  .superRefine((item, context) => {
    if (item.catalog) return;
    if (!item.system) context.addIssue({ code: 'custom', path: ['system'], message: 'Informe o sistema da manutenção.' });
    if (!item.activity) context.addIssue({ code: 'custom', path: ['activity'], message: 'Informe a atividade.' });
  });
export type ProgrammeItemForm = z.input<typeof programmeItemForm>;

export const MAX_PROGRAMME_ITEMS = 200;
export const programmeForm = z.strictObject({
  maintenances: z
    .array(programmeItemForm, { error: 'Lista de manutenções inválida.' })
    .min(1, 'Selecione ao menos uma manutenção.')
    .max(MAX_PROGRAMME_ITEMS, `No máximo ${MAX_PROGRAMME_ITEMS} manutenções por vez.`),
});
export type ProgrammeForm = z.input<typeof programmeForm>;

/** The condominium as a maintenance, an execution or a summary names it. */
export const condominiumRef = z.object({ uuid: z.uuid(), comercial_name: z.string() });

/** An activity enabled for a condominium, with where its schedule stands today. */
export const enabledMaintenance = z.object({
  uuid: z.uuid(),
  condominium: condominiumRef,
  catalog_id: z.number().int().nullable(),
  system: z.string(),
  activity: z.string(),
  type: referenceItem.pick({ id: true, name: true }),
  periodicity: periodicity.pick({ id: true, name: true, interval_unit: true, interval_amount: true }),
  responsible_type: referenceItem.pick({ id: true, name: true }),
  starts_on: z.string(),
  due_soon_days: z.number().int(),
  affects_residents: z.boolean(),
  active: z.boolean(),
  last_performed_on: z.string().nullable(),
  next_due_on: z.string(),
  status: maintenanceStatus,
  /** The unguessable id of its public QR page (`/maintenance/public/details/{public_id}`). */
  public_id: z.string(),
}).meta({ id: 'EnabledMaintenance' });
export type EnabledMaintenance = z.output<typeof enabledMaintenance>;

/** What a visitor who scans the QR code sees: nothing personal, no costs, no files. */
export const publicMaintenanceDetails = z.object({
  condominium_name: z.string(),
  system: z.string(),
  activity: z.string(),
  periodicity: z.string(),
  last_performed_on: z.string().nullable(),
  last_responsible_type: z.string().nullable(),
  next_due_on: z.string(),
  status: maintenanceStatus,
});
export type PublicMaintenanceDetails = z.output<typeof publicMaintenanceDetails>;

/** Public ids: 22 characters of base64url (128 random bits), so they cannot be guessed or walked. */
export const publicIdParams = z.strictObject({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Detalhe da manutenção não encontrado') });
