import { z } from 'zod';
import { dataEnvelope, dateTime, messageResult, uuidParams } from './common.ts';
import { defineEndpoints } from './endpoint.ts';
import { reformStatus, workCategory } from './reforms.ts';
import { residentRelation, userType } from './users.ts';

/**
 * A person's rights of access and erasure (LGPD art. 18, issue 25 §4). The export holds what Zelo keeps about the
 * person and nothing of anyone else: other people appear only by their role (`by_role`), never by name or id.
 */
const condominiumRef = z.object({ uuid: z.uuid(), comercial_name: z.string() });

/** Who did something to the person's record: the person themself, or someone named only by their role. */
const actorRole = z.union([z.literal('self'), userType]).nullable();

export const personalDataExport = z
  .object({
    generated_at: dateTime,
    profile: z.object({
      uuid: z.uuid(),
      name: z.string(),
      email: z.string(),
      type: userType,
      cpf: z.string().nullable(),
      rg: z.string().nullable(),
      phone: z.string().nullable(),
      mobile_phone: z.string().nullable(),
      profile_picture: z.string().nullable(),
      active: z.boolean(),
      password_set: z.boolean(),
      created_at: dateTime,
      updated_at: dateTime,
    }),
    memberships: z.array(condominiumRef.extend({ active: z.boolean(), since: dateTime })),
    apartments: z.array(
      z.object({ uuid: z.uuid(), condominium: condominiumRef, block: z.string(), number: z.string(), relation: residentRelation, since: dateTime }),
    ),
    /** The reforms the person asked for. Workers and the professional in charge are other people: left out. */
    reforms: z.array(
      z.object({
        uuid: z.uuid(),
        condominium: condominiumRef,
        apartment: z.object({ block: z.string(), number: z.string() }),
        title: z.string(),
        description: z.string(),
        categories: z.array(workCategory),
        starts_on: z.string(),
        ends_on: z.string(),
        company: z.string().nullable(),
        status: reformStatus,
        active: z.boolean(),
        created_at: dateTime,
        history: z.array(
          z.object({ action: z.string(), from_status: reformStatus.nullable(), to_status: reformStatus.nullable(), reason: z.string().nullable(), by_role: actorRole, at: dateTime }),
        ),
        attachments: z.array(z.object({ kind: z.string(), file_name: z.string(), size: z.number().int(), created_at: dateTime })),
      }),
    ),
    /** The notices the person received; their texts may name other people, so only what kind of notice and when. */
    notifications: z.array(z.object({ title: z.string(), icon: z.string().nullable(), read_at: dateTime.nullable(), created_at: dateTime })),
    /** Every read of the person's CPF by someone else: by whose role, in which condominium, when. */
    cpf_reads: z.array(z.object({ by_role: actorRole, condominium: condominiumRef.nullable(), at: dateTime })),
    /** What the person did, as the audit log recorded it (with the IP address it came from). */
    activity: z.array(z.object({ action: z.string(), entity: z.string(), at: dateTime, ip: z.string().nullable() })),
    /** The person's sign-ins: when, from which address and browser. */
    sessions: z.array(
      z.object({ created_at: dateTime, last_seen_at: dateTime, expires_at: dateTime, revoked_at: dateTime.nullable(), ip: z.string().nullable(), user_agent: z.string().nullable() }),
    ),
    /** The e-mails and WhatsApp messages addressed to the person (their bodies carry sign-in links: left out). */
    messages: z.array(z.object({ channel: z.enum(['email', 'whatsapp']), recipient: z.string(), subject: z.string(), status: z.string(), created_at: dateTime, sent_at: dateTime.nullable() })),
  })
  .meta({ id: 'PersonalDataExport' });
export type PersonalDataExport = z.output<typeof personalDataExport>;

/** The person's own erasure (from /user-profile) is confirmed with their password. */
export const ownErasureForm = z.strictObject({
  password: z.string({ error: 'Informe sua senha.' }).min(1, 'Informe sua senha.').max(128, 'Senha incorreta.'),
});
export type OwnErasureForm = z.input<typeof ownErasureForm>;

/** What an erased person is called wherever the condominium's records still name them. */
export const ERASED_PERSON_NAME = 'Pessoa removida';

/**
 * The e-mail column is NOT NULL and unique: an erased person's address is one under `.invalid`, the top-level domain
 * RFC 2606 reserves so that it can never be anyone's mailbox, named by the row's own id.
 */
const ERASED_EMAIL_DOMAIN = '@removido.invalid';
export const erasedEmail = (userId: string) => `${userId}${ERASED_EMAIL_DOMAIN}`;
/** An erased person's placeholder address: nobody to write to, nothing to show. */
export const isErasedEmail = (email: string) => email.endsWith(ERASED_EMAIL_DOMAIN);

/** The file name the SPA saves an export under. */
export const exportFileName = (date: Date) => `zelo-meus-dados-${date.toISOString().slice(0, 10)}.json`;

export const personalDataEndpoints = defineEndpoints('users', {
  export: {
    method: 'GET',
    path: '/users/data-export',
    summary: 'Os dados pessoais que o Zelo guarda do próprio usuário (LGPD art. 18), em JSON',
    response: dataEnvelope(personalDataExport),
  },
  exportOf: {
    method: 'GET',
    path: '/users/data-export/:uuid',
    summary: 'Os dados pessoais que o Zelo guarda de uma pessoa (master), em JSON',
    params: uuidParams,
    response: dataEnvelope(personalDataExport),
  },
  eraseOwn: {
    method: 'PUT',
    path: '/users/erase',
    summary: 'O próprio usuário, confirmando a senha, remove seus dados pessoais: a conta é anonimizada e as sessões terminam',
    body: ownErasureForm,
    response: messageResult,
  },
  erase: {
    method: 'PUT',
    path: '/users/erase/:uuid',
    summary: 'Remove os dados pessoais de uma pessoa (master; o síndico só de quem pertence apenas aos seus condomínios)',
    params: uuidParams,
    response: messageResult,
  },
});
