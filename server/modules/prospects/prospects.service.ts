import type { z } from 'zod';
import { DEFAULT_PLAN } from '#contract/plans.ts';
import { REGISTER_SUCCESS_MESSAGE, type ProspectDetail, type registerRequest } from '#contract/prospects.ts';
import { renderMail } from '#server/adapters/mail/layout.ts';
import { enqueueEmail } from '#server/adapters/mail/outbox.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import { addCondominium, cnpjIsCondominium } from '#server/modules/condominiums/condominiums.service.ts';
import { notifyUsers } from '#server/modules/notifications/notifications.service.ts';
import { activeMasterIds, createMember, findActiveMember } from '#server/modules/users/users.service.ts';
import { systemScope, type TenantScope } from '#server/platform/access/tenancy.ts';
import { inScope } from '#server/platform/access/unit-of-work.ts';
import { recordAudit, type Actor } from '#server/platform/audit.ts';
import { FIRST_PASSWORD_LINK_VALIDITY_MINUTES, issuePasswordLink } from '#server/platform/auth/password-links.ts';
import { alreadyExists, conflict, invalid, notFound, registerUniqueViolation } from '#server/platform/errors.ts';
import {
  contactAttemptsOf,
  findOpenProspectId,
  findProspect,
  insertContactAttempt,
  insertOpenProspect,
  toProspect,
  updateProspectRow,
  type ProspectRow,
} from './prospects.repository.ts';

type ProspectFields = z.output<typeof registerRequest>;

/** The síndico of a new condominium has a week to set a password; a new link can be sent at any time. */

const NOT_FOUND_MESSAGE = 'Pedido de acesso não encontrado.';

registerUniqueViolation('prospects_open_cnpj_unique', 'PROSPECT_ALREADY_EXISTS', 'Já existe um pedido de acesso aberto para este CNPJ.');

function columns(fields: ProspectFields) {
  return {
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    condominiumName: fields.condominium_name,
    cnpj: fields.cnpj,
    units: fields.units,
    message: fields.message || null,
  };
}

/**
 * A stranger's access request, before anyone signs in: the one public path that reads condominiums (is the CNPJ a
 * condominium already?) and writes platform rows, through its reviewed system scope. Anyone can send one, so asking
 * again for a CNPJ whose request is open must never change it (nor reactivate one the master archived): the new
 * contact is recorded beside it and the masters are told, and they decide who is who.
 */
export async function registerProspect(db: Database, fields: ProspectFields) {
  const scope = systemScope('prospect-registration');
  await inScope(db, scope, async (tx) => {
    if (await cnpjIsCondominium(tx, scope, fields.cnpj)) throw alreadyExists('condominiums_cnpj_unique');
    const createdId = await insertOpenProspect(tx, scope, columns(fields));
    if (createdId) {
      await notifyMasters(tx, createdId, {
        title: 'Novo pedido de acesso',
        description: `${fields.name} pediu acesso para o condomínio ${fields.condominium_name}.`,
      });
      return;
    }
    const openId = await findOpenProspectId(tx, scope, fields.cnpj);
    // The request was answered between the insert and this read: the CNPJ check refuses the next one.
    if (!openId) return;
    const { cnpj: _sameCnpj, ...contact } = columns(fields);
    await insertContactAttempt(tx, scope, { prospectId: openId, ...contact });
    await notifyMasters(tx, openId, {
      title: 'Novo contato em um pedido de acesso',
      description: `${fields.name} (${fields.email}) pediu de novo acesso para o CNPJ de ${fields.condominium_name}. Confira antes de enviar o acesso.`,
    });
  });
  return REGISTER_SUCCESS_MESSAGE;
}

async function notifyMasters(tx: Transaction, prospectId: string, notification: { title: string; description: string }) {
  await notifyUsers(tx, await activeMasterIds(tx), { ...notification, route: `/prospects-listing/${prospectId}`, icon: 'user-plus' });
}

async function viewed(tx: Transaction, scope: TenantScope, id: string, options: { forUpdate?: boolean } = {}) {
  const row = await findProspect(tx, scope, id, options);
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

/** A request as the master reads it: with the contacts that came in for its CNPJ after it. */
async function detailOf(tx: Transaction, scope: TenantScope, row: ProspectRow): Promise<ProspectDetail> {
  return { ...toProspect(row), contact_attempts: await contactAttemptsOf(tx, scope, row.id) };
}

export async function viewProspect(tx: Transaction, scope: TenantScope, id: string): Promise<ProspectDetail> {
  return detailOf(tx, scope, await viewed(tx, scope, id));
}

async function change(tx: Transaction, scope: TenantScope, id: string, set: Partial<ProspectRow>, action: string, actor: Actor) {
  const row = await updateProspectRow(tx, scope, id, set);
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  await recordAudit(tx, scope, actor, { condominiumId: row.condominiumId, action, entity: 'prospect', entityId: id });
  return detailOf(tx, scope, row);
}

export function updateProspect(tx: Transaction, scope: TenantScope, id: string, fields: ProspectFields, actor: Actor) {
  return change(tx, scope, id, columns(fields), 'update', actor);
}

export function setProspectActive(tx: Transaction, scope: TenantScope, id: string, active: boolean, actor: Actor) {
  return change(tx, scope, id, { active }, active ? 'activate' : 'inactivate', actor);
}

/** A 10-digit number is a landline, 11 digits a mobile (SPEC formatters). */
const phoneColumns = (phone: string) => (phone.length === 11 ? { mobilePhone: phone } : { phone });

/**
 * In the caller's transaction: the condominium (Free plan) and its síndico, through their modules' services, then an
 * e-mail with a link to set the password; never a password in clear. Sending again creates nothing new: it e-mails
 * a fresh link to the same síndico. The caller kicks the outbox once the transaction committed.
 */
export async function sendAccess(tx: Transaction, scope: TenantScope, id: string, appUrl: string, actor: Actor): Promise<ProspectDetail> {
  const row = await viewed(tx, scope, id, { forUpdate: true });
  if (!row.active) throw invalid('PROSPECT_INACTIVE', 'Reative o pedido de acesso antes de enviar os dados.');

  const firstAccess = !row.condominiumId;
  const { condominiumId, sindico } = firstAccess ? await createAccess(tx, scope, row, actor) : await existingAccess(tx, scope, row);
  if (firstAccess) {
    // Issue 15: the new síndico is welcomed where their work starts, the condominium's profile.
    await notifyUsers(
      tx,
      [sindico.id],
      {
        title: 'Bem-vindo ao Zelo!',
        description: `O acesso do ${row.condominiumName} está liberado. Comece conferindo os dados do condomínio.`,
        route: '/condominium-profile',
        icon: 'building',
      },
      condominiumId,
    );
  }

  const link = await issuePasswordLink(tx, { userId: sindico.id, appUrl, validityMinutes: FIRST_PASSWORD_LINK_VALIDITY_MINUTES });
  const mail = renderMail({
    greeting: `Olá, ${sindico.name}!`,
    paragraphs: [
      `O acesso do condomínio ${row.condominiumName} ao Zelo está liberado.`,
      `Para entrar, use o e-mail ${sindico.email} e crie sua senha pelo link abaixo. Ele vale por 7 dias e só pode ser usado uma vez.`,
      'Se o link expirar, use "Esqueci minha senha" na tela de login.',
    ],
    action: { label: 'Criar minha senha', url: link },
  });
  await enqueueEmail(tx, { to: sindico.email, subject: 'Zelo: seus dados de acesso', ...mail });
  return change(tx, scope, id, { accessSentAt: new Date(), condominiumId }, 'send-access', actor);
}

/** A taken CNPJ or e-mail is the constraint's violation, answered 409 with the 'Ops!' message by the error handler. */
async function createAccess(tx: Transaction, scope: TenantScope, row: ProspectRow, actor: Actor) {
  const condominiumId = await addCondominium(
    tx,
    scope,
    {
      cnpj: row.cnpj,
      corporateName: row.condominiumName,
      comercialName: row.condominiumName,
      email: row.email,
      ...phoneColumns(row.phone),
      units: row.units,
      plan: DEFAULT_PLAN,
    },
    actor,
  );
  const sindico = await createMember(tx, scope, { name: row.name, email: row.email, type: 'sindico', condominiumId }, actor);
  return { condominiumId, sindico };
}

async function existingAccess(tx: Transaction, scope: TenantScope, row: ProspectRow) {
  const sindico = await findActiveMember(tx, scope, row.condominiumId!, row.email);
  if (!sindico) {
    throw conflict('ACCESS_ALREADY_SENT', 'O acesso deste pedido já foi enviado e o síndico não está mais ativo. Gerencie-o em Usuários.');
  }
  return { condominiumId: row.condominiumId!, sindico };
}
