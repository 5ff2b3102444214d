import type { z } from 'zod';
import type { Condominium, condominiumForm, condominiumProfileFields } from '#contract/condominiums.ts';
import type { ModuleKey, PlanName } from '#contract/plans.ts';
import type { Transaction } from '#server/db/client.ts';
import { findPlan } from '#server/modules/plans/plans.repository.ts';
import { assertWithinScope, type TenantScope } from '#server/platform/access/tenancy.ts';
import { recordAudit, type Actor } from '#server/platform/audit.ts';
import { invalid, notFound } from '#server/platform/errors.ts';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import {
  cityBelongsToState,
  existsWithCnpj,
  findCondominium,
  findLogoKey,
  insertCondominium,
  updateCondominiumRow,
  type CondominiumColumns,
} from './condominiums.repository.ts';
import { LOGO_CONTENT_TYPE, logoPrefix, reencodeLogo } from './logo-image.ts';

type ProfileFields = z.output<typeof condominiumProfileFields>;
type FullForm = z.output<typeof condominiumForm>;

/** A new condominium as other services describe it: its columns, and a plan whose modules it gets unless given. */
export type NewCondominium = Omit<CondominiumColumns, 'planId' | 'allowedModules'> & { plan: PlanName; allowedModules?: ModuleKey[] };

const NOT_FOUND_MESSAGE = 'Condomínio não encontrado.';

async function assertPlace(tx: Transaction, form: ProfileFields) {
  if (!(await cityBelongsToState(tx, form.city_id, form.state_id))) {
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

const formColumns = (form: FullForm) => ({
  ...profileColumns(form),
  cnpj: form.cnpj,
  corporateName: form.corporate_name,
  plan: form.plan,
  allowedModules: form.allowed_modules,
});

async function planColumns(tx: Transaction, plan: PlanName, allowedModules: ModuleKey[] | undefined) {
  const row = await findPlan(tx, plan);
  return { planId: row.id, allowedModules: [...new Set(allowedModules ?? row.modules)] };
}

async function reload(tx: Transaction, scope: TenantScope, id: string) {
  const condominium = await findCondominium(tx, scope, id);
  if (!condominium) throw notFound(NOT_FOUND_MESSAGE);
  return condominium;
}

/** Creates a condominium (the platform's scope only) and audits it; send-access and the master's form both come here. */
export async function addCondominium(tx: Transaction, scope: TenantScope, condominium: NewCondominium, actor: Actor): Promise<string> {
  const { plan, allowedModules, ...columns } = condominium;
  const id = await insertCondominium(tx, scope, { ...columns, ...(await planColumns(tx, plan, allowedModules)) });
  await recordAudit(tx, scope, actor, { condominiumId: id, action: 'create', entity: 'condominium', entityId: id });
  return id;
}

export async function createCondominium(tx: Transaction, scope: TenantScope, form: FullForm, actor: Actor): Promise<Condominium> {
  await assertPlace(tx, form);
  return reload(tx, scope, await addCondominium(tx, scope, formColumns(form), actor));
}

async function change(tx: Transaction, scope: TenantScope, id: string, columns: Partial<CondominiumColumns>, action: string, actor: Actor) {
  if (!(await updateCondominiumRow(tx, scope, id, columns))) throw notFound(NOT_FOUND_MESSAGE);
  await recordAudit(tx, scope, actor, { condominiumId: id, action, entity: 'condominium', entityId: id });
  return reload(tx, scope, id);
}

export async function updateCondominium(tx: Transaction, scope: TenantScope, id: string, form: FullForm, actor: Actor) {
  await assertPlace(tx, form);
  const { plan, allowedModules, ...columns } = formColumns(form);
  return change(tx, scope, id, { ...columns, ...(await planColumns(tx, plan, allowedModules)) }, 'update', actor);
}

/** The síndico's profile form: only the fields SPEC leaves to the condominium, only for their own. */
export async function updateCondominiumProfile(tx: Transaction, scope: TenantScope, id: string, form: ProfileFields, actor: Actor) {
  assertWithinScope(scope, id, NOT_FOUND_MESSAGE);
  await assertPlace(tx, form);
  return change(tx, scope, id, profileColumns(form), 'update-profile', actor);
}

/** Deactivating ends the sessions of its people for good (a trigger of migration 0006 revokes them). */
export function setCondominiumActive(tx: Transaction, scope: TenantScope, id: string, active: boolean, actor: Actor) {
  return change(tx, scope, id, { active }, active ? 'activate' : 'inactivate', actor);
}

export function viewCondominium(tx: Transaction, scope: TenantScope, id: string) {
  return reload(tx, scope, id);
}

/** Whether a condominium of the scope has this CNPJ (an access request for it would be a duplicate). */
export function cnpjIsCondominium(tx: Transaction, scope: TenantScope, cnpj: string) {
  return existsWithCnpj(tx, scope, cnpj);
}


/**
 * Stores the new logo under a key of its own, then, holding the row, points it there and reads what it named
 * before; the previous file goes only once that committed. Parallel uploads each get their own key, so none can
 * remove a file another one's row names: the last commit wins and every row names a file that exists.
 */
export async function replaceLogo(
  inScope: <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>,
  storage: FileStorage,
  scope: TenantScope,
  id: string,
  upload: Buffer,
  actor: Actor,
) {
  assertWithinScope(scope, id, NOT_FOUND_MESSAGE);
  if ((await inScope((tx) => findLogoKey(tx, scope, id))) === undefined) throw notFound(NOT_FOUND_MESSAGE);
  const image = await reencodeLogo(upload);
  const stored = await storage.put(logoPrefix(id), image, { contentType: LOGO_CONTENT_TYPE, extension: 'webp' });
  let previous: string | null = null;
  let condominium: Condominium;
  try {
    condominium = await inScope(async (tx) => {
      const current = await findLogoKey(tx, scope, id, { forUpdate: true });
      if (current === undefined) throw notFound(NOT_FOUND_MESSAGE);
      previous = current;
      return change(tx, scope, id, { logo: stored.key }, 'replace-logo', actor);
    });
  } catch (error) {
    await storage.remove(stored.key);
    throw error;
  }
  // Failing here leaves an unreferenced file, which the sweep at the next start removes.
  if (previous) await storage.remove(previous).catch(() => {});
  return condominium;
}

/** The stored logo of a condominium, for the public logo route (shown in <img> tags, no secret). */
export async function logoFile(tx: Transaction, scope: TenantScope, id: string) {
  const key = await findLogoKey(tx, scope, id);
  if (!key) throw notFound('Logo não encontrado.');
  return { key, contentType: LOGO_CONTENT_TYPE };
}
