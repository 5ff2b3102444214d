import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { productToday } from '#contract/calendar.ts';
import type { EnabledMaintenance, programmeForm } from '#contract/maintenance.ts';
import { defaultDueSoonDays, nextDueDate } from '#contract/maintenance-schedule.ts';
import type { Transaction } from '#server/db/client.ts';
import type { CallContext } from '#server/platform/access/policy.ts';
import { assertWithinScope } from '#server/platform/access/tenancy.ts';
import { recordAudit } from '#server/platform/audit.ts';
import { invalid, notFound } from '#server/platform/errors.ts';
import { findCondominium } from '../condominiums/condominiums.repository.ts';
import {
  enabledCatalogIds,
  findProgrammeItem,
  insertProgrammeItem,
  listProgramme,
  programmeIdsAmong,
  programmeOf,
  toEnabledMaintenance,
  updateProgrammeItem,
  type ProgrammeColumns,
  type ProgrammeListingRequest,
} from './programme.repository.ts';
import { activeIdsAmong, listCatalog, listPeriodicities } from './reference.repository.ts';

type Call = Pick<CallContext, 'scope' | 'actor'>;
type Form = z.output<typeof programmeForm>;
type Item = Form['maintenances'][number];

const CONDOMINIUM_NOT_FOUND_MESSAGE = 'Condomínio não encontrado.';
export const NOTHING_ENABLED_MESSAGE = 'Nenhuma manutenção habilitada para este condomínio.';
export const MAINTENANCE_NOT_FOUND_MESSAGE = 'Manutenção não encontrada.';

/** 128 random bits, base64url: the id of a public QR page, which nobody can guess or walk from another. */
export const newPublicId = () => randomBytes(16).toString('base64url');

export const listCondominiumProgramme = (tx: Transaction, call: Call, request: ProgrammeListingRequest) => listProgramme(tx, call.scope, request, productToday());

/** SPEC §8: no enabled maintenance is a 404, which the screens read as an empty list. */
export async function enabledMaintenances(tx: Transaction, call: Call, condominiumId: string): Promise<EnabledMaintenance[]> {
  assertWithinScope(call.scope, condominiumId, CONDOMINIUM_NOT_FOUND_MESSAGE);
  const rows = await programmeOf(tx, call.scope, condominiumId);
  if (rows.length === 0) throw notFound(NOTHING_ENABLED_MESSAGE);
  const today = productToday();
  return rows.map((row) => toEnabledMaintenance(row, today));
}

const fieldError = (index: number, field: string, message: string): [string, string[]] => [`maintenances.${index}.${field}`, [message]];

/**
 * Checks every row of the form against the reference data in a few statements, and reports each problem on its
 * row's field: an unknown or retired catalogue activity, type, periodicity or responsible.
 */
async function checkedColumns(tx: Transaction, form: Form) {
  const ids = (pick: (item: Item) => number | null | undefined) => [...new Set(form.maintenances.map(pick).filter((id): id is number => Boolean(id)))];
  // One transaction is one connection: its statements go one after the other.
  const types = await activeIdsAmong(tx, 'types', ids((item) => item.type));
  const responsibles = await activeIdsAmong(tx, 'responsibleTypes', ids((item) => item.responsible_type));
  const periodicityIds = await activeIdsAmong(tx, 'periodicities', ids((item) => item.periodicity));
  const catalog = await listCatalog(tx, ids((item) => item.catalog));
  const periodicities = await listPeriodicities(tx);
  const catalogById = new Map(catalog.filter((activity) => activity.active).map((activity) => [activity.id, activity]));
  const errors: [string, string[]][] = [];
  form.maintenances.forEach((item, index) => {
    if (item.catalog && !catalogById.has(item.catalog)) errors.push(fieldError(index, 'catalog', 'Atividade do catálogo não encontrada.'));
    if (!types.has(item.type)) errors.push(fieldError(index, 'type', 'Tipo de manutenção não encontrado.'));
    if (!periodicityIds.has(item.periodicity)) errors.push(fieldError(index, 'periodicity', 'Periodicidade não encontrada.'));
    if (!responsibles.has(item.responsible_type)) errors.push(fieldError(index, 'responsible_type', 'Tipo de responsável não encontrado.'));
  });
  if (errors.length > 0) throw invalid('VALIDATION_ERROR', 'Verifique as manutenções informadas.', Object.fromEntries(errors));

  const intervalOf = new Map(periodicities.map((periodicity) => [periodicity.id, { unit: periodicity.interval_unit, amount: periodicity.interval_amount }]));
  return (item: Item, lastPerformedOn: string | null): Omit<ProgrammeColumns, 'condominiumId' | 'publicId'> => {
    const activity = item.catalog ? catalogById.get(item.catalog)! : null;
    const interval = intervalOf.get(item.periodicity)!;
    return {
      catalogId: activity?.id ?? null,
      system: activity?.system ?? item.system!,
      activity: activity?.activity ?? item.activity!,
      typeId: item.type,
      periodicityId: item.periodicity,
      responsibleTypeId: item.responsible_type,
      startsOn: item.starts_on,
      dueSoonDays: item.due_soon_days ?? defaultDueSoonDays(interval),
      affectsResidents: item.affects_residents,
      active: item.active,
      nextDueOn: nextDueDate({ startsOn: item.starts_on, lastPerformedOn, interval }),
    };
  };
}

/**
 * Master's "dynamic maintenances": adds the form's activities to a condominium's programme, and changes those it
 * names by `uuid` (or, for a catalogue activity already enabled there, that one). The next due date is the start
 * date until a first execution, then one interval after the last one. Returns the whole programme.
 */
export async function saveProgramme(tx: Transaction, call: Call, condominiumId: string, form: Form): Promise<EnabledMaintenance[]> {
  assertWithinScope(call.scope, condominiumId, CONDOMINIUM_NOT_FOUND_MESSAGE);
  if (!(await findCondominium(tx, call.scope, condominiumId))) throw notFound(CONDOMINIUM_NOT_FOUND_MESSAGE);
  const columnsOf = await checkedColumns(tx, form);
  const named = form.maintenances.flatMap((item) => (item.uuid ? [item.uuid] : []));
  const own = await programmeIdsAmong(tx, call.scope, condominiumId, named);
  const foreign = form.maintenances.findIndex((item) => item.uuid && !own.has(item.uuid));
  if (foreign !== -1) throw invalid('VALIDATION_ERROR', MAINTENANCE_NOT_FOUND_MESSAGE, Object.fromEntries([fieldError(foreign, 'uuid', MAINTENANCE_NOT_FOUND_MESSAGE)]));

  const enabledByCatalog = await enabledCatalogIds(tx, call.scope, condominiumId);
  for (const item of form.maintenances) {
    const existingId = item.uuid ?? (item.catalog ? enabledByCatalog.get(item.catalog) : undefined);
    if (existingId) {
      const current = await findProgrammeItem(tx, call.scope, existingId, { forUpdate: true });
      await updateProgrammeItem(tx, call.scope, existingId, columnsOf(item, current!.maintenance.lastPerformedOn));
      await recordAudit(tx, call.scope, call.actor, { condominiumId, action: 'update', entity: 'maintenance', entityId: existingId });
    } else {
      const id = await insertProgrammeItem(tx, { ...columnsOf(item, null), condominiumId, publicId: newPublicId() });
      if (item.catalog) enabledByCatalog.set(item.catalog, id);
      await recordAudit(tx, call.scope, call.actor, { condominiumId, action: 'enable', entity: 'maintenance', entityId: id });
    }
  }
  return enabledMaintenances(tx, call, condominiumId);
}
