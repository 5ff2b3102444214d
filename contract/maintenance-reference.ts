import { z } from 'zod';
import { dataEnvelope, wholeNumber } from './common.ts';
import { defineEndpoints } from './endpoint.ts';

/**
 * The maintenance reference data: the lists (types, periodicities, responsibles, evidence types) and the catalogue
 * of standard activities, which master edits.
 */

/** A row of a reference list (`/maintenance-types/all`, `/maintenance-responsible-types/all`, `/maintenance-document-types/all`). */
export const referenceItem = z.object({ id: z.number().int(), name: z.string(), active: z.boolean() });
export type ReferenceItem = z.output<typeof referenceItem>;

export const intervalUnit = z.enum(['day', 'month'], { error: 'Unidade inválida.' });
export const periodicity = referenceItem.extend({ interval_unit: intervalUnit, interval_amount: z.number().int() });
export type Periodicity = z.output<typeof periodicity>;

/** A standard activity of the catalogue, with the periodicity and responsible that common practice gives it. */
export const catalogActivity = z.object({
  id: z.number().int(),
  system: z.string(),
  activity: z.string(),
  type: referenceItem.pick({ id: true, name: true }),
  periodicity: periodicity.pick({ id: true, name: true, interval_unit: true, interval_amount: true }),
  responsible_type: referenceItem.pick({ id: true, name: true }),
  /** Whether residents feel it (water cut for the tank cleaning, elevator stopped): shown on their dashboard. */
  affects_residents: z.boolean(),
  active: z.boolean(),
});
export type CatalogActivity = z.output<typeof catalogActivity>;

/** A row of a reference list as master edits it. */
export const referenceItemForm = z.strictObject({
  name: z.string({ error: 'Informe o nome.' }).trim().min(1, 'Informe o nome.').max(80, 'Nome muito longo (máximo de 80 caracteres).'),
  active: z.boolean({ error: 'Informe se está ativo.' }).default(true),
});
export type ReferenceItemForm = z.input<typeof referenceItemForm>;

export const periodicityForm = referenceItemForm.extend({
  interval_unit: intervalUnit,
  interval_amount: wholeNumber({ missing: 'Informe o intervalo.', invalid: 'Intervalo inválido.' }).pipe(
    z.number().min(1, 'O intervalo deve ser de ao menos 1.').max(120, 'Intervalo muito longo (máximo de 120).'),
  ),
});
export type PeriodicityForm = z.input<typeof periodicityForm>;

/** A reference list's id as a form sends it. */
export const referenceId = (what: string) =>
  wholeNumber({ missing: `Selecione ${what}.`, invalid: `${what[0]!.toUpperCase()}${what.slice(2)} inválido.` }).pipe(z.number().min(1, 'Opção inválida.'));

/** A standard activity of the catalogue as master edits it. */
export const catalogActivityForm = z.strictObject({
  system: z.string({ error: 'Informe o sistema.' }).trim().min(1, 'Informe o sistema.').max(120, 'Sistema muito longo (máximo de 120 caracteres).'),
  activity: z.string({ error: 'Informe a atividade.' }).trim().min(1, 'Informe a atividade.').max(200, 'Atividade muito longa (máximo de 200 caracteres).'),
  type: referenceId('o tipo de manutenção'),
  periodicity: referenceId('a periodicidade'),
  responsible_type: referenceId('o responsável'),
  affects_residents: z.boolean({ error: 'Informe se afeta os moradores.' }).default(false),
  active: z.boolean({ error: 'Informe se está ativa.' }).default(true),
});
export type CatalogActivityForm = z.input<typeof catalogActivityForm>;

const numericId = z.strictObject({ id: wholeNumber({ missing: 'Informe o item.', invalid: 'Item inválido.' }) });

/** Master edits the reference lists and the catalogue (issue 14: "seeded, editable by master"). */
function referenceEditing<Body extends z.ZodType, Item extends z.ZodType>(path: string, what: string, body: Body, item: Item) {
  return defineEndpoints('maintenance', {
    create: { method: 'POST', path, summary: `Cadastra ${what} (master)`, body, response: dataEnvelope(item), status: 201 },
    update: { method: 'PUT', path: `${path}/:id`, summary: `Altera ${what} (master)`, params: numericId, body, response: dataEnvelope(item) },
  });
}

export const referenceEditingEndpoints = {
  types: referenceEditing('/maintenance-types', 'um tipo de manutenção', referenceItemForm, referenceItem),
  responsibleTypes: referenceEditing('/maintenance-responsible-types', 'um tipo de responsável', referenceItemForm, referenceItem),
  documentTypes: referenceEditing('/maintenance-document-types', 'um tipo de comprovante', referenceItemForm, referenceItem),
  periodicities: referenceEditing('/maintenance-periodicities', 'uma periodicidade', periodicityForm, periodicity),
  catalog: referenceEditing('/maintenance-catalog', 'uma atividade do catálogo', catalogActivityForm, catalogActivity),
};
