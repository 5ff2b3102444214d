import type { z } from 'zod';
import { APARTMENT_ALREADY_EXISTS_MESSAGE, plannedApartments, type Apartment, type apartmentForm, type BulkApartmentsPlan } from '#contract/apartments.ts';
import type { Transaction } from '#server/db/client.ts';
import { assertWithinScope, type TenantScope } from '#server/platform/access/tenancy.ts';
import { recordAudit, type Actor } from '#server/platform/audit.ts';
import { invalid, notFound, registerUniqueViolation } from '#server/platform/errors.ts';
import { apartmentOptions, findApartment, insertApartments, plannedRows, updateApartmentRow } from './apartments.repository.ts';

registerUniqueViolation('apartments_block_number_unique', 'APARTMENT_ALREADY_EXISTS', APARTMENT_ALREADY_EXISTS_MESSAGE);

const NOT_FOUND_MESSAGE = 'Apartamento não encontrado.';
const CONDOMINIUM_NOT_FOUND_MESSAGE = 'Condomínio não encontrado.';

type Form = z.output<typeof apartmentForm>;

const formColumns = (form: Form) => ({ condominiumId: form.condominium, block: form.block ?? '', number: form.number, floor: form.floor ?? null });

async function reload(tx: Transaction, scope: TenantScope, id: string): Promise<Apartment> {
  const apartment = await findApartment(tx, scope, id);
  if (!apartment) throw notFound(NOT_FOUND_MESSAGE);
  return apartment;
}

/** A new apartment in one of the scope's condominiums; block and number taken → 409 (the database's unique index). */
export async function createApartment(tx: Transaction, scope: TenantScope, form: Form, actor: Actor): Promise<Apartment> {
  assertWithinScope(scope, form.condominium, CONDOMINIUM_NOT_FOUND_MESSAGE);
  const [id] = await insertApartments(tx, [formColumns(form)]);
  await recordAudit(tx, scope, actor, { condominiumId: form.condominium, action: 'create', entity: 'apartment', entityId: id });
  return reload(tx, scope, id!);
}

/**
 * An apartment never moves to another condominium: its residents belong to this one (their rows point at both),
 * and a unit is a place, not a record to re-file. A different condominium is refused on the field.
 */
export async function updateApartment(tx: Transaction, scope: TenantScope, id: string, form: Form, actor: Actor): Promise<Apartment> {
  const current = await findApartment(tx, scope, id, { forUpdate: true });
  if (!current) throw notFound(NOT_FOUND_MESSAGE);
  if (current.condominium.uuid !== form.condominium) {
    const message = 'Um apartamento não muda de condomínio.';
    throw invalid('VALIDATION_ERROR', message, { condominium: [message] });
  }
  const { condominiumId: _unchanged, ...columns } = formColumns(form);
  await updateApartmentRow(tx, scope, id, columns);
  await recordAudit(tx, scope, actor, { condominiumId: current.condominium.uuid, action: 'update', entity: 'apartment', entityId: id });
  return reload(tx, scope, id);
}

export async function setApartmentActive(tx: Transaction, scope: TenantScope, id: string, active: boolean, actor: Actor): Promise<Apartment> {
  const current = await findApartment(tx, scope, id, { forUpdate: true });
  if (!current) throw notFound(NOT_FOUND_MESSAGE);
  await updateApartmentRow(tx, scope, id, { active });
  await recordAudit(tx, scope, actor, { condominiumId: current.condominium.uuid, action: active ? 'activate' : 'inactivate', entity: 'apartment', entityId: id });
  return reload(tx, scope, id);
}

/**
 * A whole building in one statement and one transaction: exactly the apartments `plannedApartments` lists (the
 * preview the person saw). One that exists already fails the unique index, and then none is saved; unless the plan
 * says to skip the existing ones, which are then left as they are and counted.
 */
export async function createBuilding(tx: Transaction, scope: TenantScope, plan: BulkApartmentsPlan, actor: Actor): Promise<{ created: number; skipped: number }> {
  assertWithinScope(scope, plan.condominium, CONDOMINIUM_NOT_FOUND_MESSAGE);
  const planned = plannedApartments(plan);
  const ids = await insertApartments(tx, plannedRows(plan.condominium, planned), { skipExisting: plan.skip_existing });
  const result = { created: ids.length, skipped: planned.length - ids.length };
  await recordAudit(tx, scope, actor, {
    condominiumId: plan.condominium,
    action: 'bulk-create',
    entity: 'apartment',
    data: { ...result, plan },
  });
  return result;
}

export const viewApartment = (tx: Transaction, scope: TenantScope, id: string) => reload(tx, scope, id);

export function apartmentsOfCondominium(tx: Transaction, scope: TenantScope, condominiumId: string, options: { includeInactive?: boolean } = {}) {
  assertWithinScope(scope, condominiumId, CONDOMINIUM_NOT_FOUND_MESSAGE);
  return apartmentOptions(tx, scope, condominiumId, options);
}
