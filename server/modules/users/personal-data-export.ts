import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { PersonalDataExport } from '#contract/personal-data.ts';
import type { UserType } from '#contract/users.ts';
import type { Database, Transaction } from '#server/db/client.ts';
import {
  apartments,
  auditLog,
  condominiums,
  notifications,
  outbox,
  reformAttachments,
  reformEvents,
  reforms,
  sessions,
  userApartments,
  userCondominiums,
  users,
} from '#server/db/schema.ts';
import { systemScope, withinScope, type TenantScope } from '#server/platform/access/tenancy.ts';
import { inScope } from '#server/platform/access/unit-of-work.ts';
import { recordAudit } from '#server/platform/audit.ts';
import { notFound } from '#server/platform/errors.ts';
import { pictureUrl } from './profile-picture.ts';
import type { Acting } from './user-view.ts';

const condominiumRef = { uuid: condominiums.id, comercial_name: condominiums.comercialName };

/** Someone who acted on the person's records, as the export may name them: the person themself, or a role. */
const roleOf = (personId: string, actor: { id: string | null; type: UserType | null }) => (actor.id === personId ? ('self' as const) : actor.type);

/** Audit rows of the platform (the master's reads, a sign-in) and of the scope's condominiums. */
const auditWithin = (scope: TenantScope) => or(isNull(auditLog.condominiumId), withinScope(scope, auditLog.condominiumId));

/** The addresses messages reach the person at: the e-mail, and the phones in WhatsApp's international form. */
const addressesOf = (person: typeof users.$inferSelect) =>
  [person.email, ...[person.mobilePhone, person.phone].filter((phone): phone is string => Boolean(phone)).map((phone) => `55${phone}`)];

async function reformsOf(tx: Transaction, scope: TenantScope, personId: string): Promise<PersonalDataExport['reforms']> {
  const rows = await tx
    .select({ reform: reforms, condominium: condominiumRef, apartment: { block: apartments.block, number: apartments.number } })
    .from(reforms)
    .innerJoin(condominiums, eq(condominiums.id, reforms.condominiumId))
    .innerJoin(apartments, eq(apartments.id, reforms.apartmentId))
    .where(and(eq(reforms.requesterId, personId), withinScope(scope, reforms.condominiumId)))
    .orderBy(asc(reforms.createdAt));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.reform.id);
  const events = await tx
    .select({ event: reformEvents, actor: { id: users.id, type: users.type } })
    .from(reformEvents)
    .leftJoin(users, eq(users.id, reformEvents.actorId))
    .where(inArray(reformEvents.reformId, ids))
    .orderBy(asc(reformEvents.id));
  const papers = await tx.select().from(reformAttachments).where(inArray(reformAttachments.reformId, ids)).orderBy(asc(reformAttachments.createdAt));
  return rows.map(({ reform, condominium, apartment }) => ({
    uuid: reform.id,
    condominium,
    apartment,
    title: reform.title,
    description: reform.description,
    categories: reform.categories,
    starts_on: reform.startsOn,
    ends_on: reform.endsOn,
    company: reform.company,
    status: reform.status,
    active: reform.active,
    created_at: reform.createdAt,
    history: events
      .filter(({ event }) => event.reformId === reform.id)
      .map(({ event, actor }) => ({
        action: event.action,
        from_status: event.fromStatus,
        to_status: event.toStatus,
        reason: event.reason,
        by_role: actor ? roleOf(personId, actor) : null,
        at: event.createdAt,
      })),
    attachments: papers.filter((paper) => paper.reformId === reform.id).map((paper) => ({ kind: paper.kind, file_name: paper.fileName, size: paper.size, created_at: paper.createdAt })),
  }));
}

export const exportPersonalData = (db: Database, acting: Acting, personId: string) => inScope(db, systemScope('data-subject-rights'), (tx) => collect(tx, acting, personId));

/**
 * Every personal datum Zelo holds about the person, as far as the caller's scope reaches: the person's own
 * condominiums and the platform's rows for themself (a membership another condominium ended no longer opens its
 * records: the master exports those), everything for the master. Other people appear only by their role. Runs in the
 * 'data-subject-rights' system scope, so every tenant table is filtered here by the caller's scope; audited in the
 * same transaction.
 */
async function collect(tx: Transaction, acting: Acting, personId: string): Promise<PersonalDataExport> {
  const { scope } = acting;
  const [person] = await tx.select().from(users).where(eq(users.id, personId));
  if (!person) throw notFound('Usuário não encontrado.');

  const memberships = await tx
    .select({ ...condominiumRef, active: userCondominiums.active, since: userCondominiums.createdAt })
    .from(userCondominiums)
    .innerJoin(condominiums, eq(condominiums.id, userCondominiums.condominiumId))
    .where(and(eq(userCondominiums.userId, personId), withinScope(scope, userCondominiums.condominiumId)))
    .orderBy(asc(condominiums.comercialName));
  const homes = await tx
    .select({ uuid: apartments.id, condominium: condominiumRef, block: apartments.block, number: apartments.number, relation: userApartments.relation, since: userApartments.createdAt })
    .from(userApartments)
    .innerJoin(apartments, eq(apartments.id, userApartments.apartmentId))
    .innerJoin(condominiums, eq(condominiums.id, userApartments.condominiumId))
    .where(and(eq(userApartments.userId, personId), withinScope(scope, userApartments.condominiumId)))
    .orderBy(asc(apartments.block), asc(apartments.number));
  const received = await tx
    .select({ title: notifications.title, icon: notifications.icon, read_at: notifications.readAt, created_at: notifications.createdAt })
    .from(notifications)
    .where(and(eq(notifications.userId, personId), or(isNull(notifications.condominiumId), withinScope(scope, notifications.condominiumId))))
    .orderBy(asc(notifications.createdAt));
  const cpfReads = await tx
    .select({ actor: { id: users.id, type: users.type }, condominium: condominiumRef, at: auditLog.createdAt })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(condominiums, eq(condominiums.id, auditLog.condominiumId))
    .where(and(eq(auditLog.action, 'read-cpf'), eq(auditLog.entity, 'user'), eq(auditLog.entityId, personId), auditWithin(scope)))
    .orderBy(asc(auditLog.id));
  const activity = await tx
    .select({ action: auditLog.action, entity: auditLog.entity, at: auditLog.createdAt, ip: auditLog.ip })
    .from(auditLog)
    .where(and(eq(auditLog.actorId, personId), auditWithin(scope)))
    .orderBy(asc(auditLog.id));
  const signIns = await tx
    .select({ created_at: sessions.createdAt, last_seen_at: sessions.lastSeenAt, expires_at: sessions.expiresAt, revoked_at: sessions.revokedAt, ip: sessions.ip, user_agent: sessions.userAgent })
    .from(sessions)
    .where(eq(sessions.userId, personId))
    .orderBy(asc(sessions.createdAt));
  const messages = await tx
    .select({ channel: outbox.channel, recipient: outbox.recipient, subject: outbox.subject, status: outbox.status, created_at: outbox.createdAt, sent_at: outbox.sentAt })
    .from(outbox)
    .where(inArray(outbox.recipient, addressesOf(person)))
    .orderBy(asc(outbox.createdAt));

  await recordAudit(tx, scope, acting.actor, { condominiumId: scope.all ? null : (scope.condominiumIds[0] ?? null), action: 'export', entity: 'user', entityId: personId });
  return {
    generated_at: new Date(),
    profile: {
      uuid: person.id,
      name: person.name,
      email: person.email,
      type: person.type,
      cpf: person.cpf,
      rg: person.rg,
      phone: person.phone,
      mobile_phone: person.mobilePhone,
      profile_picture: pictureUrl(person.id, person.profilePicture),
      active: person.active,
      password_set: person.passwordHash !== null,
      created_at: person.createdAt,
      updated_at: person.updatedAt,
    },
    memberships,
    apartments: homes,
    reforms: await reformsOf(tx, scope, personId),
    notifications: received,
    cpf_reads: cpfReads.map(({ actor, condominium, at }) => ({ by_role: actor ? roleOf(personId, actor) : null, condominium, at })),
    activity,
    sessions: signIns,
    messages,
  };
}
