import { and, eq, inArray, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ERASED_PERSON_NAME, erasedEmail, type ownErasureForm } from '#contract/personal-data.ts';
import type { z } from 'zod';
import type { FileStorage } from '#server/adapters/storage/file-storage.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import {
  auditLog,
  notifications,
  outbox,
  passwordResets,
  prospectContactAttempts,
  prospects,
  reformEvents,
  reforms,
  sessions,
  userApartments,
  userCondominiums,
  users,
} from '#server/db/schema.ts';
import { systemScope } from '#server/platform/access/tenancy.ts';
import { inScope } from '#server/platform/access/unit-of-work.ts';
import { recordAudit } from '#server/platform/audit.ts';
import { verifyPassword } from '#server/platform/auth/passwords.ts';
import { AppError, forbidden, invalid, notFound } from '#server/platform/errors.ts';
import { assertMayManage } from './user-access.ts';
import type { Acting } from './user-view.ts';
import { activeMasterIds } from './users.service.ts';

export const ERASED_MESSAGE = 'Os dados pessoais foram removidos.';
export const SHARED_ERASURE_MESSAGE =
  'Esta pessoa também pertence a outro condomínio: só ela mesma ou a administração do Zelo podem remover os dados pessoais dela.';

/** Marco Civil da Internet art. 15: an application keeps its access logs (IP, date and time) for six months. */
const ACCESS_LOG_MONTHS = 6;

type Person = typeof users.$inferSelect;
type Confirmation = { own: true; form: z.output<typeof ownErasureForm> } | { own: false };

/** Who may erase whom: the person with their password, the master anyone, a síndico only a person wholly theirs (issue 22 §1). */
async function assertMayErase(tx: Transaction, acting: Acting, person: Person, confirmation: Confirmation) {
  const { caller } = acting;
  if (confirmation.own) {
    if (!person.passwordHash || !(await verifyPassword(person.passwordHash, confirmation.form.password))) {
      throw invalid('VALIDATION_ERROR', 'Senha incorreta.', { password: ['Senha incorreta.'] });
    }
  } else if (person.id === caller.userId) {
    throw forbidden('Para remover os seus próprios dados, use o seu perfil.');
  } else if (caller.type !== 'master') {
    const memberships = await tx.select({ id: userCondominiums.condominiumId }).from(userCondominiums).where(eq(userCondominiums.userId, person.id));
    const condominiumIds = memberships.map((membership) => membership.id);
    // Someone the síndico cannot see is answered as missing, like any other tenant's record.
    if (!condominiumIds.some((id) => caller.condominiumIds.includes(id))) throw notFound('Usuário não encontrado.');
    assertMayManage(caller, { id: person.id, type: person.type, condominiumIds });
    if (condominiumIds.some((id) => !caller.condominiumIds.includes(id))) throw forbidden(SHARED_ERASURE_MESSAGE);
  }
  if (person.type === 'master' && person.active && (await activeMasterIds(tx)).length <= 1) {
    throw new AppError(409, 'LAST_MASTER', 'Não é possível remover os dados do último master ativo.');
  }
}

/** What stands in for each datum in the texts that copied it: the e-mail (also URL-encoded, in links), the CPF, the name. */
function replacementsOf(person: Person): [string, string][] {
  return [
    [person.email, '(e-mail removido)'],
    [encodeURIComponent(person.email), '(e-mail removido)'],
    ...(person.cpf ? [[person.cpf, '(CPF removido)'] as [string, string]] : []),
    [person.name, ERASED_PERSON_NAME],
  ];
}

const scrubbed = (column: AnyPgColumn | SQL, replacements: [string, string][]) =>
  replacements.reduce<SQL>((text, [value, replacement]) => sql`replace(${text}, ${value}, ${replacement})`, sql`${column}`);
const mentions = (column: AnyPgColumn | SQL, replacements: [string, string][]) => or(...replacements.map(([value]) => sql`strpos(${column}, ${value}) > 0`))!;

/**
 * The copies of the person's data that other rows took: the texts of notices sent to others, of messages to others,
 * the audit rows' details, the reforms' texts, and the access request the person once made. Their own notices and
 * messages go.
 */
async function scrubCopies(tx: Transaction, person: Person) {
  const replacements = replacementsOf(person);
  await tx.delete(notifications).where(eq(notifications.userId, person.id));
  await tx
    .update(notifications)
    .set({ title: scrubbed(notifications.title, replacements), description: scrubbed(notifications.description, replacements), route: scrubbed(notifications.route, replacements) })
    .where(or(mentions(notifications.title, replacements), mentions(notifications.description, replacements), mentions(notifications.route, replacements)));

  const addresses = [person.email, ...[person.mobilePhone, person.phone].filter((phone): phone is string => Boolean(phone)).map((phone) => `55${phone}`)];
  await tx.delete(outbox).where(inArray(outbox.recipient, addresses));
  await tx
    .update(outbox)
    .set({ subject: scrubbed(outbox.subject, replacements), bodyText: scrubbed(outbox.bodyText, replacements), bodyHtml: scrubbed(outbox.bodyHtml, replacements) })
    .where(or(mentions(outbox.subject, replacements), mentions(outbox.bodyText, replacements), mentions(outbox.bodyHtml, replacements)));

  const details = sql`${auditLog.data}::text`;
  await tx
    .update(auditLog)
    .set({ data: sql`(${scrubbed(details, replacements)})::jsonb` })
    .where(and(isNotNull(auditLog.data), mentions(details, replacements)));

  // The texts of reform requests and decisions, which people write about themselves and their neighbours.
  await tx
    .update(reforms)
    .set({ title: sql`left(${scrubbed(reforms.title, replacements)}, 160)`, description: scrubbed(reforms.description, replacements) })
    .where(or(mentions(reforms.title, replacements), mentions(reforms.description, replacements)));
  await tx.update(reformEvents).set({ reason: scrubbed(reformEvents.reason, replacements) }).where(mentions(reformEvents.reason, replacements));

  // A síndico whose condominium came from an access request: the request named them.
  const anonymous = { name: ERASED_PERSON_NAME, email: erasedEmail(person.id), phone: '', message: null };
  await tx.update(prospects).set(anonymous).where(eq(prospects.email, person.email));
  await tx.update(prospectContactAttempts).set(anonymous).where(eq(prospectContactAttempts.email, person.email));
}

/** Sign-in ends everywhere; the access log keeps only what the law asks for (IP and time), for as long as it asks. */
async function endAccess(tx: Transaction, personId: string) {
  await tx.delete(passwordResets).where(eq(passwordResets.userId, personId));
  await tx.delete(sessions).where(and(eq(sessions.userId, personId), lt(sessions.lastSeenAt, sql`now() - make_interval(months => ${ACCESS_LOG_MONTHS})`)));
  await tx
    .update(sessions)
    .set({ userAgent: null, revokedAt: sql`coalesce(${sessions.revokedAt}, now())` })
    .where(eq(sessions.userId, personId));
}

/** The person's row becomes "Pessoa removida" without documents, phones, picture or password; their homes go, their memberships stay inactive. */
async function anonymise(tx: Transaction, person: Person) {
  await tx
    .update(users)
    .set({ name: ERASED_PERSON_NAME, email: erasedEmail(person.id), cpf: null, rg: null, phone: null, mobilePhone: null, profilePicture: null, passwordHash: null, active: false })
    .where(eq(users.id, person.id));
  await tx.delete(userApartments).where(eq(userApartments.userId, person.id));
  await tx.update(userCondominiums).set({ active: false }).where(eq(userCondominiums.userId, person.id));
}

/**
 * Erases a person (LGPD art. 18 VI, issue 25 §4) in one transaction of the 'data-subject-rights' scope, which reaches
 * the copies in every condominium once the caller's own rights were checked; the condominium's records stay and name
 * them "Pessoa removida". The picture's file goes after the commit.
 */
export async function erasePerson(db: Database, storage: FileStorage, acting: Acting, personId: string, confirmation: Confirmation) {
  const picture = await inScope(db, systemScope('data-subject-rights'), async (tx) => {
    const [person] = await tx.select().from(users).where(eq(users.id, personId)).for('update');
    if (!person) throw notFound('Usuário não encontrado.');
    await assertMayErase(tx, acting, person, confirmation);
    await scrubCopies(tx, person);
    await endAccess(tx, person.id);
    await anonymise(tx, person);
    const condominiumId = acting.scope.all ? null : (acting.caller.condominiumIds[0] ?? null);
    await recordAudit(tx, acting.scope, acting.actor, { condominiumId, action: 'erase', entity: 'user', entityId: person.id });
    return person.profilePicture;
  });
  // Failing here leaves an unreferenced file, which the sweep at the next start removes.
  if (picture) await storage.remove(picture).catch(() => {});
  return ERASED_MESSAGE;
}
