import type { z } from 'zod';
import { apartmentLabel } from '#contract/apartments.ts';
import { isErasedEmail } from '#contract/personal-data.ts';
import { userTypeLabels, type User, type UserFormData, type UserListItem, type UserType, type usersListingQuery } from '#contract/users.ts';
import { renderMail } from '#server/adapters/mail/layout.ts';
import { enqueueEmail } from '#server/adapters/mail/outbox.ts';
import type { Transaction } from '#server/db/client.ts';
import type { TenantScope } from '#server/platform/access/tenancy.ts';
import { recordAudit, recordAudits, type Actor } from '#server/platform/audit.ts';
import { FIRST_PASSWORD_LINK_VALIDITY_MINUTES, issuePasswordLink, revokePasswordLinks } from '#server/platform/auth/password-links.ts';
import { AppError, forbidden, invalid, notFound, registerUniqueViolation } from '#server/platform/errors.ts';
import { activePeopleOf, notifyUsers } from '../notifications/notifications.service.ts';
import { announceEmailChange } from './email-change.ts';
import { assertMayChangeIdentity, assertMayManage, identityChanged } from './user-access.ts';
import { NOT_FOUND_MESSAGE, personOf, toUser, type Acting } from './user-view.ts';
import {
  activeMasterIds,
  addMembership,
  apartmentCondominium,
  apartmentCondominiums,
  findActiveMember,
  findSelf,
  findUser,
  insertUser,
  listUserRecords,
  replaceMemberships,
  residentsOfApartment,
  setMembershipsActive,
  updateUserRow,
  userOptionRows,
  type UserRecord,
} from './users.repository.ts';

/**
 * What the master and a síndico do to other people: list and see them, create, change, invite again, switch
 * active; the person's own profile is profile.service.ts.
 */

registerUniqueViolation('users_cpf_unique', 'CPF_ALREADY_EXISTS', 'Este CPF já possui cadastro no sistema.');

/** Every read of another person's CPF is recorded (LGPD), in the caller's transaction. */
async function auditCpfReads(tx: Transaction, { caller, scope, actor }: Acting, shown: { record: UserRecord; user: Pick<User, 'cpf'> }[]) {
  const read = shown.filter(({ record, user }) => user.cpf && record.user.id !== caller.userId);
  await recordAudits(
    tx,
    scope,
    actor,
    read.map(({ record }) => ({
      // A scoped caller's row belongs to a condominium they share with the person; the master's is the platform's.
      condominiumId: scope.all ? null : (record.condominiums.find((condominium) => caller.condominiumIds.includes(condominium.uuid))?.uuid ?? null),
      action: 'read-cpf',
      entity: 'user',
      entityId: record.user.id,
    })),
  );
}

async function reload(tx: Transaction, scope: TenantScope, id: string) {
  const record = await findUser(tx, scope, id);
  if (!record) throw notFound(NOT_FOUND_MESSAGE);
  return record;
}

export async function viewUser(tx: Transaction, acting: Acting, id: string): Promise<User> {
  const record = id === acting.caller.userId ? await findSelf(tx, id) : await findUser(tx, acting.scope, id);
  if (!record) throw notFound(NOT_FOUND_MESSAGE);
  const user = toUser(record, acting.caller);
  await auditCpfReads(tx, acting, [{ record, user }]);
  return user;
}

export async function listUsers(tx: Transaction, acting: Acting, query: z.output<typeof usersListingQuery>) {
  const { rows, page } = await listUserRecords(tx, acting.scope, query);
  const shown = rows.map((record) => ({ record, user: toUser(record, acting.caller) }));
  await auditCpfReads(tx, acting, shown);
  return page(shown.map(({ user }): UserListItem => {
    const { apartments: _apartments, updated_at: _updatedAt, in_other_condominiums: _elsewhere, ...item } = user;
    return item;
  }));
}

/**
 * The homes of a morador: each apartment must be one the caller can see, in one of the condominiums the form
 * gives the person (the database's composite keys refuse the rest too, but a field error says which).
 */
async function residencesOf(tx: Transaction, scope: TenantScope, form: UserFormData) {
  const condominiumOf = await apartmentCondominiums(tx, scope, form.apartments.map((link) => link.apartment));
  return form.apartments.map((link) => {
    const condominiumId = condominiumOf.get(link.apartment);
    if (!condominiumId) throw invalid('VALIDATION_ERROR', 'Apartamento não encontrado.', { apartments: ['Apartamento não encontrado.'] });
    if (!form.condominiums.includes(condominiumId)) {
      const message = 'O apartamento escolhido não é de um dos condomínios do usuário.';
      throw invalid('VALIDATION_ERROR', message, { apartments: [message] });
    }
    return { apartmentId: link.apartment, condominiumId, relation: link.relation };
  });
}

const formColumns = (form: UserFormData) => ({
  name: form.name,
  email: form.email,
  type: form.type,
  cpf: form.cpf ?? null,
  rg: form.rg ?? null,
  phone: form.phone ?? null,
  mobilePhone: form.mobile_phone ?? null,
});

/** The e-mail that lets someone created by another person set their own password ("defina sua senha"). */
async function sendSetPasswordMail(tx: Transaction, user: { id: string; name: string; email: string; type: UserType }, appUrl: string) {
  const link = await issuePasswordLink(tx, { userId: user.id, appUrl, validityMinutes: FIRST_PASSWORD_LINK_VALIDITY_MINUTES });
  const mail = renderMail({
    greeting: `Olá, ${user.name}!`,
    paragraphs: [
      `Você foi cadastrado no Zelo como ${userTypeLabels[user.type].toLowerCase()}.`,
      `Para entrar, use o e-mail ${user.email} e defina sua senha pelo link abaixo. Ele vale por 7 dias e só pode ser usado uma vez.`,
      'Se o link expirar, use "Esqueci minha senha" na tela de login.',
    ],
    action: { label: 'Definir minha senha', url: link },
  });
  await enqueueEmail(tx, { to: user.email, subject: 'Zelo: defina sua senha', ...mail });
}

/**
 * Issue 15: the síndicos of a condominium hear of each resident newly linked to one of its apartments (not the one
 * who linked them), with the way to that person in the users listing.
 */
async function announceNewResidents(tx: Transaction, acting: Acting, person: UserRecord, previousApartmentIds: readonly string[]) {
  for (const home of person.apartments.filter((apartment) => !previousApartmentIds.includes(apartment.uuid))) {
    const sindicos = (await activePeopleOf(tx, home.condominium_uuid, ['sindico'])).filter((id) => id !== acting.caller.userId);
    await notifyUsers(
      tx,
      sindicos,
      {
        title: 'Novo morador',
        description: `${person.user.name} agora mora no apartamento ${apartmentLabel(home)}.`,
        route: `/user-register?filter=${encodeURIComponent(person.user.email)}`,
        icon: 'user-plus',
      },
      home.condominium_uuid,
    );
  }
}

/** A new user, their condominiums and homes, and the e-mail to set their password: all or nothing. */
export async function createUser(tx: Transaction, acting: Acting, form: UserFormData, appUrl: string): Promise<User> {
  assertMayManage(acting.caller, null, { type: form.type, condominiumIds: form.condominiums });
  const residences = await residencesOf(tx, acting.scope, form);
  const created = await insertUser(tx, formColumns(form));
  await replaceMemberships(tx, acting.scope, created.id, form.condominiums, residences);
  await recordAudit(tx, acting.scope, acting.actor, { condominiumId: form.condominiums[0] ?? null, action: 'create', entity: 'user', entityId: created.id });
  await sendSetPasswordMail(tx, { ...created, type: form.type }, appUrl);
  const saved = await reload(tx, acting.scope, created.id);
  await announceNewResidents(tx, acting, saved, []);
  return toUser(saved, acting.caller);
}

/**
 * The person's identity (name, e-mail, type, documents, phones) and their memberships in the caller's condominiums.
 * A síndico changes the identity only of someone who belongs to none but theirs (docs/decisions/021); a changed
 * e-mail ends the person's sessions and links, and both addresses hear of it.
 */
export async function updateUser(tx: Transaction, acting: Acting, id: string, form: UserFormData, appUrl: string): Promise<User> {
  const current = await findUser(tx, acting.scope, id, { forUpdate: true });
  if (!current) throw notFound(NOT_FOUND_MESSAGE);
  assertMayManage(acting.caller, personOf(current), { type: form.type, condominiumIds: form.condominiums });
  const identity = formColumns(form);
  if (identityChanged(current.user, identity)) assertMayChangeIdentity(acting.caller, current);
  const residences = await residencesOf(tx, acting.scope, form);
  await updateUserRow(tx, id, identity);
  await replaceMemberships(tx, acting.scope, id, form.condominiums, residences);
  if (identity.email !== current.user.email) await announceEmailChange(tx, { id, name: identity.name, email: identity.email }, current.user.email, appUrl);
  await recordAudit(tx, acting.scope, acting.actor, { condominiumId: form.condominiums[0] ?? null, action: 'update', entity: 'user', entityId: id });
  const saved = await reload(tx, acting.scope, id);
  await announceNewResidents(tx, acting, saved, current.apartments.map((apartment) => apartment.uuid));
  return toUser(saved, acting.caller);
}

/**
 * "Reenviar convite" (issue 23 §4): someone created by another person who has not set a password yet gets a new
 * link, and the earlier one stops working. Whoever manages the person may send it: it goes to the person's own address.
 */
export async function resendInvitation(tx: Transaction, acting: Acting, id: string, appUrl: string) {
  const current = await findUser(tx, acting.scope, id, { forUpdate: true });
  if (!current) throw notFound(NOT_FOUND_MESSAGE);
  assertMayManage(acting.caller, personOf(current));
  if (current.user.passwordHash !== null) throw new AppError(409, 'INVITATION_ACCEPTED', 'Esta pessoa já definiu a senha: não há convite pendente.');
  if (isErasedEmail(current.user.email)) throw new AppError(409, 'PERSON_ERASED', 'Os dados pessoais desta pessoa foram removidos: não há a quem enviar o convite.');
  await revokePasswordLinks(tx, id);
  await sendSetPasswordMail(tx, current.user, appUrl);
  const condominiumId = acting.scope.all ? null : (personOf(current).condominiumIds[0] ?? null);
  await recordAudit(tx, acting.scope, acting.actor, { condominiumId, action: 'resend-invitation', entity: 'user', entityId: id });
  return `Convite reenviado para ${current.user.email}.`;
}

/**
 * The master switches the account; a síndico the person's memberships in their own condominiums, which leaves the
 * person's other condominiums as they were (docs/decisions/021). Losing the account, or the last active membership,
 * ends the person's sessions at once (triggers of migrations 0006 and 0015); nobody switches themself.
 */
export async function setUserActive(tx: Transaction, acting: Acting, id: string, active: boolean, membership?: string): Promise<User> {
  const current = await findUser(tx, acting.scope, id, { forUpdate: true });
  if (!current) throw notFound(NOT_FOUND_MESSAGE);
  if (id === acting.caller.userId) throw forbidden('Você não pode ativar ou inativar a si mesmo.');
  assertMayManage(acting.caller, personOf(current));
  if (membership) {
    // Memberships outside the scope are not in the record: answered as missing, like any other tenant's row.
    if (!current.condominiums.some((condominium) => condominium.uuid === membership)) throw notFound('Vínculo com o condomínio não encontrado.');
    await setMembershipsActive(tx, acting.scope, id, active, membership);
  } else if (acting.scope.all) await updateUserRow(tx, id, { active });
  else await setMembershipsActive(tx, acting.scope, id, active);
  const condominiumId = membership ?? (acting.scope.all ? null : (personOf(current).condominiumIds[0] ?? null));
  await recordAudit(tx, acting.scope, acting.actor, { condominiumId, action: active ? 'activate' : 'inactivate', entity: 'user', entityId: id });
  return toUser(await reload(tx, acting.scope, id), acting.caller);
}

export const userOptions = (tx: Transaction, scope: TenantScope, status: 'active' | 'inactive' | 'all', type: UserType | 'all') =>
  userOptionRows(tx, scope, status, type);

export async function apartmentResidents(tx: Transaction, scope: TenantScope, apartmentId: string) {
  if (!(await apartmentCondominium(tx, scope, apartmentId))) throw notFound('Apartamento não encontrado.');
  return residentsOfApartment(tx, scope, apartmentId);
}

/**
 * A person of a condominium, without a password: they set it through an e-mailed link. A taken e-mail is the
 * users_email_unique violation, answered 409 EMAIL_ALREADY_EXISTS by the error handler.
 */
export async function createMember(
  tx: Transaction,
  scope: TenantScope,
  member: { name: string; email: string; type: Exclude<UserType, 'master'>; condominiumId: string },
  actor: Actor,
) {
  const { condominiumId, ...fields } = member;
  const user = await insertUser(tx, fields);
  await addMembership(tx, scope, user.id, condominiumId);
  await recordAudit(tx, scope, actor, { condominiumId, action: 'create', entity: 'user', entityId: user.id });
  return user;
}

// Reads that other modules' services make (send-access, the masters' notifications) go through this service too.
export { activeMasterIds, findActiveMember };
