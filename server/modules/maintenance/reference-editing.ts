import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { catalogActivityForm, CatalogActivity, periodicityForm, Periodicity, ReferenceItem, referenceItemForm } from '#contract/maintenance.ts';
import type { Transaction } from '#server/db/client.ts';
import { maintenanceCatalog, maintenancePeriodicities } from '#server/db/schema.ts';
import { invalid, notFound, registerUniqueViolation } from '#server/platform/errors.ts';
import { activeIdsAmong, listCatalog, referenceLists, type ReferenceList } from './reference.repository.ts';

const ALREADY_EXISTS = 'Já existe um item com este nome.';
for (const constraint of ['maintenance_types_name_unique', 'maintenance_responsible_types_name_unique', 'maintenance_document_types_name_unique', 'maintenance_periodicities_name_unique']) {
  registerUniqueViolation(constraint, 'REFERENCE_ALREADY_EXISTS', ALREADY_EXISTS);
}
registerUniqueViolation('maintenance_catalog_activity_unique', 'CATALOG_ACTIVITY_ALREADY_EXISTS', 'Esta atividade já está no catálogo deste sistema.');

const NOT_FOUND_MESSAGE = 'Item não encontrado.';

/**
 * Master's edits of the reference lists and the catalogue. Nothing is ever deleted: a retired item is inactive, so
 * the programmes and executions that name it keep their meaning, and forms stop offering it.
 */
export async function saveReferenceItem(tx: Transaction, list: ReferenceList, form: z.output<typeof referenceItemForm>, id?: number): Promise<ReferenceItem> {
  const table = referenceLists[list];
  const values = { name: form.name, active: form.active };
  const returning = { id: table.id, name: table.name, active: table.active };
  const [row] = id === undefined ? await tx.insert(table).values(values).returning(returning) : await tx.update(table).set(values).where(eq(table.id, id)).returning(returning);
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

export async function savePeriodicity(tx: Transaction, form: z.output<typeof periodicityForm>, id?: number): Promise<Periodicity> {
  const values = { name: form.name, active: form.active, intervalUnit: form.interval_unit, intervalAmount: form.interval_amount };
  const t = maintenancePeriodicities;
  const returning = { id: t.id, name: t.name, active: t.active, interval_unit: t.intervalUnit, interval_amount: t.intervalAmount };
  const [row] = id === undefined ? await tx.insert(t).values(values).returning(returning) : await tx.update(t).set(values).where(eq(t.id, id)).returning(returning);
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

export async function saveCatalogActivity(tx: Transaction, form: z.output<typeof catalogActivityForm>, id?: number): Promise<CatalogActivity> {
  const errors: Record<string, string[]> = {};
  if (!(await activeIdsAmong(tx, 'types', [form.type])).has(form.type)) errors.type = ['Tipo de manutenção não encontrado.'];
  if (!(await activeIdsAmong(tx, 'periodicities', [form.periodicity])).has(form.periodicity)) errors.periodicity = ['Periodicidade não encontrada.'];
  if (!(await activeIdsAmong(tx, 'responsibleTypes', [form.responsible_type])).has(form.responsible_type)) errors.responsible_type = ['Tipo de responsável não encontrado.'];
  if (Object.keys(errors).length > 0) throw invalid('VALIDATION_ERROR', 'Verifique os dados informados.', errors);
  const values = {
    system: form.system,
    activity: form.activity,
    typeId: form.type,
    periodicityId: form.periodicity,
    responsibleTypeId: form.responsible_type,
    affectsResidents: form.affects_residents,
    active: form.active,
  };
  const c = maintenanceCatalog;
  const [row] = id === undefined ? await tx.insert(c).values(values).returning({ id: c.id }) : await tx.update(c).set(values).where(eq(c.id, id)).returning({ id: c.id });
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return (await listCatalog(tx, [row.id]))[0]!;
}
