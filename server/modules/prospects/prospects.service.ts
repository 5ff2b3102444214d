import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DEFAULT_PLAN } from '#contract/plans.ts';
import { REGISTER_SUCCESS_MESSAGE, type Prospect, type registerRequest } from '#contract/prospects.ts';
import { renderMail } from '#server/adapters/mail/layout.ts';
import { enqueueEmail, type Outbox } from '#server/adapters/mail/outbox.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { condominiums, notifications, plans, prospects, userCondominiums, users } from '#server/db/schema.ts';
import { recordAudit } from '#server/platform/audit.ts';
import { issuePasswordLink } from '#server/platform/auth/password-links.ts';
import { conflict, invalid, notFound, registerUniqueViolation } from '#server/platform/errors.ts';
import { findProspect, toProspect } from './prospects.repository.ts';

type ProspectFields = z.output<typeof registerRequest>;

/** The síndico of a new condominium has a week to set a password; a new link can be sent at any time. */
export const ACCESS_LINK_VALIDITY_MINUTES = 7 * 24 * 60;

const NOT_FOUND_MESSAGE = 'Pedido de acesso não encontrado.';
const CNPJ_TAKEN = 'Este CNPJ já possui cadastro no sistema.';

registerUniqueViolation('prospects_open_cnpj_unique', 'PROSPECT_ALREADY_EXISTS', 'Já existe um pedido de acesso aberto para este CNPJ.');

export interface Actor {
  userId: string;
  ip?: string;
}

export interface ProspectsContext {
  db: Database;
  outbox: Outbox;
  appUrl: string;
}

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

async function assertCnpjFree(db: Executor, cnpj: string) {
  const [taken] = await db.select({ id: condominiums.id }).from(condominiums).where(eq(condominiums.cnpj, cnpj));
  if (taken) throw conflict('CNPJ_ALREADY_EXISTS', CNPJ_TAKEN);
}

/**
 * A stranger's access request. Asking again for the same CNPJ refreshes the open request instead of adding
 * a second one; only a new request notifies the masters.
 */
export async function registerProspect(db: Database, fields: ProspectFields) {
  await db.transaction(async (tx) => {
    await assertCnpjFree(tx, fields.cnpj);
    const [saved] = await tx
      .insert(prospects)
      .values(columns(fields))
      .onConflictDoUpdate({
        target: prospects.cnpj,
        targetWhere: isNull(prospects.accessSentAt),
        set: { ...columns(fields), active: true },
      })
      .returning({ id: prospects.id, inserted: sql<boolean>`(xmax = 0)` });
    if (!saved?.inserted) return;

    const masters = await tx.select({ id: users.id }).from(users).where(and(eq(users.type, 'master'), eq(users.active, true)));
    if (masters.length === 0) return;
    await tx.insert(notifications).values(
      masters.map((master) => ({
        userId: master.id,
        title: 'Novo pedido de acesso',
        description: `${fields.name} pediu acesso para o condomínio ${fields.condominium_name}.`,
        route: `/prospects-listing/${saved.id}`,
        icon: 'user-plus',
      })),
    );
  });
  return REGISTER_SUCCESS_MESSAGE;
}

export async function viewProspect(db: Executor, id: string): Promise<Prospect> {
  const row = await findProspect(db, id);
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return toProspect(row);
}

export async function updateProspect(db: Database, id: string, fields: ProspectFields, actor: Actor) {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(prospects).set(columns(fields)).where(eq(prospects.id, id)).returning();
    if (!row) throw notFound(NOT_FOUND_MESSAGE);
    await recordAudit(tx, { actorId: actor.userId, action: 'update', entity: 'prospect', entityId: id, ip: actor.ip });
    return toProspect(row);
  });
}

export async function setProspectActive(db: Database, id: string, active: boolean, actor: Actor) {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(prospects).set({ active }).where(eq(prospects.id, id)).returning();
    if (!row) throw notFound(NOT_FOUND_MESSAGE);
    await recordAudit(tx, { actorId: actor.userId, action: active ? 'activate' : 'inactivate', entity: 'prospect', entityId: id, ip: actor.ip });
    return toProspect(row);
  });
}

/** A 10-digit number is a landline, 11 digits a mobile (SPEC formatters). */
const phoneColumns = (phone: string) => (phone.length === 11 ? { mobilePhone: phone } : { phone });

/**
 * In one transaction: the condominium (Free plan) and its síndico from the request, then an e-mail with a
 * link to set the password; never a password in clear. Sending again creates nothing new: it e-mails a
 * fresh link to the same síndico.
 */
export async function sendAccess(context: ProspectsContext, id: string, actor: Actor): Promise<Prospect> {
  const prospect = await context.db.transaction(async (tx) => {
    const row = await findProspect(tx, id, { forUpdate: true });
    if (!row) throw notFound(NOT_FOUND_MESSAGE);
    if (!row.active) throw invalid('PROSPECT_INACTIVE', 'Reative o pedido de acesso antes de enviar os dados.');

    const { condominiumId, sindico } = row.condominiumId
      ? await existingAccess(tx, row)
      : await createAccess(tx, row);

    const link = await issuePasswordLink(tx, { userId: sindico.id, appUrl: context.appUrl, validityMinutes: ACCESS_LINK_VALIDITY_MINUTES });
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

    const [updated] = await tx
      .update(prospects)
      .set({ accessSentAt: sql`now()`, condominiumId })
      .where(eq(prospects.id, id))
      .returning();
    await recordAudit(tx, { actorId: actor.userId, condominiumId, action: 'send-access', entity: 'prospect', entityId: id, ip: actor.ip });
    return toProspect(updated!);
  });
  void context.outbox.kick();
  return prospect;
}

async function createAccess(tx: Executor, row: typeof prospects.$inferSelect) {
  await assertCnpjFree(tx, row.cnpj);
  const [emailTaken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, row.email));
  if (emailTaken) throw conflict('EMAIL_ALREADY_EXISTS', 'Este email já possui cadastro no sistema.');

  const [plan] = await tx.select({ id: plans.id, modules: plans.modules }).from(plans).where(eq(plans.name, DEFAULT_PLAN));
  const [condominium] = await tx
    .insert(condominiums)
    .values({
      cnpj: row.cnpj,
      corporateName: row.condominiumName,
      comercialName: row.condominiumName,
      email: row.email,
      ...phoneColumns(row.phone),
      units: row.units,
      planId: plan!.id,
      allowedModules: plan!.modules,
    })
    .returning({ id: condominiums.id });
  const [sindico] = await tx
    .insert(users)
    .values({ name: row.name, email: row.email, type: 'sindico' })
    .returning({ id: users.id, name: users.name, email: users.email });
  await tx.insert(userCondominiums).values({ userId: sindico!.id, condominiumId: condominium!.id });
  return { condominiumId: condominium!.id, sindico: sindico! };
}

async function existingAccess(tx: Executor, row: typeof prospects.$inferSelect) {
  const [sindico] = await tx
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .innerJoin(userCondominiums, eq(userCondominiums.userId, users.id))
    .where(and(eq(userCondominiums.condominiumId, row.condominiumId!), eq(users.email, row.email), eq(users.active, true)));
  if (!sindico) {
    throw conflict('ACCESS_ALREADY_SENT', 'O acesso deste pedido já foi enviado e o síndico não está mais ativo. Gerencie-o em Usuários.');
  }
  return { condominiumId: row.condominiumId!, sindico };
}
