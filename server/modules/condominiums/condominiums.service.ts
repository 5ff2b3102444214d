import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Condominium, condominiumForm, condominiumProfileFields } from '#contract/condominiums.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { condominiums } from '#server/db/schema.ts';
import { assertWithinScope, type TenantScope } from '#server/platform/access/tenancy.ts';
import { recordAudit } from '#server/platform/audit.ts';
import { invalid, notFound } from '#server/platform/errors.ts';
import { cityBelongsToState, findCondominium, planIdOf } from './condominiums.repository.ts';
import { removeLogo, storeLogo } from './logo-storage.ts';

type ProfileFields = z.output<typeof condominiumProfileFields>;
type FullForm = z.output<typeof condominiumForm>;

export interface Actor {
  userId: string;
  ip?: string;
}

const NOT_FOUND_MESSAGE = 'Condomínio não encontrado.';

async function assertPlace(db: Executor, form: ProfileFields) {
  if (!(await cityBelongsToState(db, form.city_id, form.state_id))) {
    throw invalid('VALIDATION_ERROR', 'Verifique os dados informados.', { city_id: ['A cidade não pertence ao estado selecionado.'] });
  }
}

function profileColumns(form: ProfileFields) {
  return {
    comercialName: form.comercial_name,
    email: form.email ?? null,
    phone: form.phone ?? null,
    mobilePhone: form.mobile_phone ?? null,
    zipCode: form.zip_code,
    street: form.street,
    number: form.number,
    complement: form.complement ?? null,
    neighborhood: form.neighborhood,
    stateId: form.state_id,
    cityId: form.city_id,
    units: form.units,
    blocks: form.blocks,
  };
}

async function fullColumns(db: Executor, form: FullForm) {
  const plan = await planIdOf(db, form.plan);
  return {
    ...profileColumns(form),
    cnpj: form.cnpj,
    corporateName: form.corporate_name,
    planId: plan.id,
    allowedModules: [...new Set(form.allowed_modules ?? plan.modules)],
  };
}

async function reload(db: Executor, id: string) {
  const condominium = await findCondominium(db, id);
  if (!condominium) throw notFound(NOT_FOUND_MESSAGE);
  return condominium;
}

export async function createCondominium(db: Database, form: FullForm, actor: Actor): Promise<Condominium> {
  await assertPlace(db, form);
  return db.transaction(async (tx) => {
    const [created] = await tx.insert(condominiums).values(await fullColumns(tx, form)).returning({ id: condominiums.id });
    await recordAudit(tx, { actorId: actor.userId, condominiumId: created!.id, action: 'create', entity: 'condominium', entityId: created!.id, ip: actor.ip });
    return reload(tx, created!.id);
  });
}

export async function updateCondominium(db: Database, id: string, form: FullForm, actor: Actor): Promise<Condominium> {
  await assertPlace(db, form);
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(condominiums).set(await fullColumns(tx, form)).where(eq(condominiums.id, id)).returning({ id: condominiums.id });
    if (!updated) throw notFound(NOT_FOUND_MESSAGE);
    await recordAudit(tx, { actorId: actor.userId, condominiumId: id, action: 'update', entity: 'condominium', entityId: id, ip: actor.ip });
    return reload(tx, id);
  });
}

/** The síndico's profile form: only the fields SPEC leaves to the condominium, only for their own. */
export async function updateCondominiumProfile(db: Database, scope: TenantScope, id: string, form: ProfileFields, actor: Actor) {
  assertWithinScope(scope, id);
  await assertPlace(db, form);
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(condominiums).set(profileColumns(form)).where(eq(condominiums.id, id)).returning({ id: condominiums.id });
    if (!updated) throw notFound(NOT_FOUND_MESSAGE);
    await recordAudit(tx, { actorId: actor.userId, condominiumId: id, action: 'update-profile', entity: 'condominium', entityId: id, ip: actor.ip });
    return reload(tx, id);
  });
}

/** Deactivating ends the sessions of its people at their next request (the session check reads it). */
export async function setCondominiumActive(db: Database, id: string, active: boolean, actor: Actor) {
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(condominiums).set({ active }).where(eq(condominiums.id, id)).returning({ id: condominiums.id });
    if (!updated) throw notFound(NOT_FOUND_MESSAGE);
    await recordAudit(tx, { actorId: actor.userId, condominiumId: id, action: active ? 'activate' : 'inactivate', entity: 'condominium', entityId: id, ip: actor.ip });
    return reload(tx, id);
  });
}

export async function viewCondominium(db: Executor, scope: TenantScope, id: string) {
  assertWithinScope(scope, id);
  return reload(db, id);
}

/** Stores the new logo first and swaps the record to it; the old file goes only once the swap committed. */
export async function replaceLogo(db: Database, dataDir: string, scope: TenantScope, id: string, upload: Buffer, actor: Actor) {
  assertWithinScope(scope, id);
  const [current] = await db.select({ logo: condominiums.logo }).from(condominiums).where(eq(condominiums.id, id));
  if (!current) throw notFound(NOT_FOUND_MESSAGE);
  const fileName = await storeLogo(dataDir, id, upload);
  const condominium = await db.transaction(async (tx) => {
    await tx.update(condominiums).set({ logo: fileName }).where(eq(condominiums.id, id));
    await recordAudit(tx, { actorId: actor.userId, condominiumId: id, action: 'replace-logo', entity: 'condominium', entityId: id, ip: actor.ip });
    return reload(tx, id);
  });
  if (current.logo !== fileName) await removeLogo(dataDir, current.logo);
  return condominium;
}
