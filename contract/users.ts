import { z } from 'zod';
import { cpf, mobilePhone, phone, rg } from './brazil.ts';
import {
  API_PREFIX,
  dataEnvelope,
  dateTime,
  email,
  idParams,
  listingEndpoint,
  messageResult,
  optional,
  requiredText,
  statusListingQuery,
  userType,
  uuidParam,
  uuidParams,
} from './common.ts';
import { defineDownload, defineEndpoints, pathFor } from './endpoint.ts';
import { acceptedFiles, defineUpload, imageRule } from './uploads.ts';
import { userTypeLabels } from './user-type-labels.ts';
import { USER_TYPES, type UserType } from './user-types.ts';

// Declared without zod (user-types.ts, user-type-labels.ts) for the first pages' bundles; the users module offers them with its schemas.
export { USER_TYPES, userType, userTypeLabels, type UserType };

/** How a morador lives in an apartment. */
export const RESIDENT_RELATIONS = ['proprietario', 'inquilino', 'morador'] as const;
export const residentRelation = z.enum(RESIDENT_RELATIONS, { error: 'Selecione a relação com o apartamento.' });
export type ResidentRelation = z.infer<typeof residentRelation>;

export const residentRelationLabels: Record<ResidentRelation, string> = {
  proprietario: 'Proprietário',
  inquilino: 'Inquilino',
  morador: 'Morador',
};

/** The types a caller may create, edit or deactivate (the server enforces it; the SPA offers only these). */
export function manageableTypes(caller: UserType): readonly UserType[] {
  if (caller === 'master') return USER_TYPES;
  if (caller === 'sindico') return ['zelador', 'engenheiro', 'morador'];
  return [];
}

export const MAX_USER_CONDOMINIUMS = 50;
export const MAX_USER_APARTMENTS = 20;

/**
 * The create and edit form. A master has no condominium; everyone else belongs to at least one, and a morador
 * lives in at least one apartment of those condominiums. There is no password: a new user sets theirs through an
 * e-mailed link.
 */
export const userForm = z
  .strictObject({
    name: requiredText('Informe o nome.', 160, 'Nome muito longo.'),
    email: z.string({ error: 'Informe o e-mail.' }).trim().min(1, 'Informe o e-mail.').pipe(email),
    type: userType,
    cpf: optional(cpf),
    rg: optional(rg),
    mobile_phone: optional(mobilePhone),
    phone: optional(phone),
    condominiums: z
      .array(uuidParam, { error: 'Selecione os condomínios.' })
      .max(MAX_USER_CONDOMINIUMS, `No máximo ${MAX_USER_CONDOMINIUMS} condomínios.`)
      .default([]),
    apartments: z
      .array(z.strictObject({ apartment: uuidParam, relation: residentRelation }), { error: 'Selecione os apartamentos.' })
      .max(MAX_USER_APARTMENTS, `No máximo ${MAX_USER_APARTMENTS} apartamentos.`)
      .default([]),
  })
  .superRefine((form, context) => {
    if (form.type !== 'master' && form.condominiums.length === 0) {
      context.addIssue({ code: 'custom', path: ['condominiums'], message: 'Selecione ao menos um condomínio.' });
    }
    if (form.type === 'master' && form.condominiums.length > 0) {
      context.addIssue({ code: 'custom', path: ['condominiums'], message: 'O master não pertence a um condomínio.' });
    }
    if (form.type === 'morador' && form.apartments.length === 0) {
      context.addIssue({ code: 'custom', path: ['apartments'], message: 'Selecione ao menos um apartamento do morador.' });
    }
    if (form.type !== 'morador' && form.apartments.length > 0) {
      context.addIssue({ code: 'custom', path: ['apartments'], message: 'Só moradores são vinculados a apartamentos.' });
    }
    const apartments = form.apartments.map((link) => link.apartment);
    if (new Set(apartments).size !== apartments.length) {
      context.addIssue({ code: 'custom', path: ['apartments'], message: 'O mesmo apartamento foi escolhido duas vezes.' });
    }
  });
export type UserForm = z.input<typeof userForm>;
export type UserFormData = z.output<typeof userForm>;

const condominiumRef = z.object({ uuid: z.uuid(), comercial_name: z.string() });

/** An apartment a morador lives in, with how. */
export const userApartment = z.object({
  uuid: z.uuid(),
  condominium_uuid: z.uuid(),
  block: z.string(),
  number: z.string(),
  relation: residentRelation,
});

/**
 * Personal data (LGPD): present only for the master, the síndico of one of the person's condominiums and the
 * person themself; left out for everyone else. Every read of another person's CPF is recorded in audit_log.
 */
const personalData = {
  cpf: z.string().nullable().optional(),
  rg: z.string().nullable().optional(),
  mobile_phone: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
};

export const user = z.object({
  uuid: z.uuid(),
  name: z.string(),
  email: z.string(),
  type: userType,
  /** For the master, the account; for anyone else, the account and the person's membership in their condominiums. */
  active: z.boolean(),
  ...personalData,
  /** Address of the re-encoded picture, or null. */
  profile_picture: z.string().nullable(),
  condominiums: z.array(condominiumRef),
  apartments: z.array(userApartment),
  /**
   * The person also belongs to condominiums the caller does not manage: only they or the master change their
   * identity (name, e-mail, type, documents, phones, picture); the caller still manages their memberships here.
   */
  in_other_condominiums: z.boolean(),
  /** Created by someone else and has not set a password yet: the e-mailed invitation is still open. */
  invitation_pending: z.boolean(),
  created_at: dateTime,
  updated_at: dateTime,
}).meta({ id: 'User' });
export type User = z.output<typeof user>;

export const userListItem = user
  .pick({ uuid: true, name: true, email: true, type: true, active: true, profile_picture: true, condominiums: true, invitation_pending: true, created_at: true })
  .extend(personalData)
  .meta({ id: 'UserListItem' });
export type UserListItem = z.output<typeof userListItem>;

export const userSummary = z.object({
  uuid: z.uuid(),
  name: z.string(),
  email: z.string(),
  type: userType,
  active: z.boolean(),
  created_at: dateTime,
});

/** One option of a select of people (`GET /users/{status}/{type}`). */
export const userOption = z.object({ uuid: z.uuid(), name: z.string(), email: z.string(), type: userType });

/** A resident of an apartment (`GET /users/users-by-apartment/{id}`). */
export const apartmentResident = userOption.extend({ relation: residentRelation });

export const usersListingQuery = statusListingQuery.extend({
  type: userType.optional(),
  /** One of the caller's condominiums (the master: any). */
  condominium: uuidParam.optional(),
});

export const userOptionsParams = z.strictObject({
  status: z.enum(['active', 'inactive', 'all'], { error: 'Situação inválida.' }),
  type: z.enum([...USER_TYPES, 'all'], { error: 'Tipo de usuário inválido.' }),
});

/** The active switch of one membership (one of the caller's condominiums; any, for the master) rather than the default. */
export const membershipQuery = z.strictObject({ condominium: uuidParam.optional() });

/** What every user edits of themself on /user-profile. */
export const profileForm = z.strictObject({
  name: requiredText('Informe o nome.', 160, 'Nome muito longo.'),
  mobile_phone: optional(mobilePhone),
  phone: optional(phone),
});
export type ProfileForm = z.input<typeof profileForm>;

export const PROFILE_PASSWORD_MIN = 8;
export const PROFILE_PASSWORD_MAX = 128;

/** Changing one's own password: the current one is required, and the person's other sessions end. */
export const passwordChangeForm = z
  .strictObject({
    current_password: z.string({ error: 'Informe a senha atual.' }).min(1, 'Informe a senha atual.').max(PROFILE_PASSWORD_MAX, 'Senha atual incorreta.'),
    password: z
      .string({ error: 'Informe a nova senha.' })
      .min(PROFILE_PASSWORD_MIN, `A nova senha deve ter ao menos ${PROFILE_PASSWORD_MIN} caracteres.`)
      .max(PROFILE_PASSWORD_MAX, `A nova senha deve ter no máximo ${PROFILE_PASSWORD_MAX} caracteres.`),
    password_confirmation: z.string({ error: 'Confirme a nova senha.' }).min(1, 'Confirme a nova senha.'),
  })
  .refine((form) => form.password === form.password_confirmation, { path: ['password_confirmation'], message: 'As senhas não conferem.' });
export type PasswordChangeForm = z.input<typeof passwordChangeForm>;

export const usersEndpoints = defineEndpoints('users', {
  listing: listingEndpoint('/users/listing', 'Usuários dos condomínios do chamador (todos, para o master), paginados e filtrados por nome, e-mail ou CPF', usersListingQuery, userListItem),
  store: {
    method: 'POST',
    path: '/users/store',
    summary: 'Cadastra um usuário; ele recebe por e-mail um link para definir a senha',
    body: userForm,
    response: dataEnvelope(user),
    status: 201,
  },
  show: {
    method: 'GET',
    path: '/users/show/:id',
    summary: 'Um usuário, com os dados pessoais apenas para quem pode vê-los',
    params: idParams,
    response: dataEnvelope(user),
  },
  update: { method: 'PUT', path: '/users/update/:uuid', summary: 'Atualiza um usuário', params: uuidParams, body: userForm, response: dataEnvelope(user) },
  activate: {
    method: 'PUT',
    path: '/users/active/:uuid',
    summary: 'Ativa um usuário: a conta (master) ou o vínculo com os condomínios do síndico; com `condominium`, só esse vínculo',
    params: uuidParams,
    query: membershipQuery,
    response: dataEnvelope(user),
  },
  inactivate: {
    method: 'PUT',
    path: '/users/inactive/:uuid',
    summary: 'Inativa um usuário: a conta (master) ou o vínculo com os condomínios do síndico, que deixa os outros condomínios dele como estão; com `condominium`, só esse vínculo',
    params: uuidParams,
    query: membershipQuery,
    response: dataEnvelope(user),
  },
  resendInvitation: {
    method: 'POST',
    path: '/users/resend-invitation/:uuid',
    summary: 'Reenvia o convite de quem ainda não definiu a senha: um novo link, e o anterior deixa de valer',
    params: uuidParams,
    response: messageResult,
  },
  options: {
    method: 'GET',
    path: '/users/:status/:type',
    summary: 'Usuários dos condomínios do chamador por situação e tipo, para campos de seleção',
    params: userOptionsParams,
    response: dataEnvelope(z.array(userOption)),
  },
  byApartment: {
    method: 'GET',
    path: '/users/users-by-apartment/:id',
    summary: 'Os moradores de um apartamento, com a relação de cada um',
    params: idParams,
    response: dataEnvelope(z.array(apartmentResident)),
  },
  profile: { method: 'GET', path: '/users/profile', summary: 'O próprio usuário, com todos os seus dados (/user-profile)', response: dataEnvelope(user) },
  updateProfile: {
    method: 'PUT',
    path: '/users/profile',
    summary: 'O usuário atualiza o próprio nome e telefones',
    body: profileForm,
    response: dataEnvelope(user),
  },
  changePassword: {
    method: 'PUT',
    path: '/users/password',
    summary: 'O usuário troca a própria senha (a atual é exigida); as outras sessões dele terminam',
    body: passwordChangeForm,
    response: messageResult,
  },
});

/** The profile picture: an image up to 5 MB (the server's re-encoding drops its EXIF, GPS included). */
export const profilePictureRule = imageRule('image', 5 * 1024 * 1024);

/**
 * `POST /users/image-profile` is multipart: the file of `profilePictureRule` and, optionally, the field `user`
 * (someone the caller manages); without it the picture is the caller's own.
 */
export const profilePictureUpload = defineUpload({
  method: 'POST',
  path: '/users/image-profile',
  summary: `Envia a foto de perfil (multipart: arquivo \`${profilePictureRule.field}\`, ${acceptedFiles(profilePictureRule)}; campo \`user\` opcional, para alguém que o chamador gerencia)`,
  tag: 'users',
  rule: profilePictureRule,
  fields: z.strictObject({ user: uuidParam.optional() }),
  response: dataEnvelope(user),
});
/**
 * `GET /users/image-profile/{uuid}`: the picture's bytes (WebP), public because `<img>` tags send no bearer token; `v`
 * is the version in the address the API gives (docs/decisions/016).
 */
export const profilePictureDownload = defineDownload({
  method: 'GET',
  path: '/users/image-profile/:uuid',
  summary: 'A foto de perfil de um usuário (WebP), no endereço que a API entrega',
  tag: 'users',
  params: uuidParams,
  query: z.strictObject({ v: z.string().max(64).optional() }),
});
export const profilePicturePath = (uuid: string) => `${API_PREFIX}${pathFor(profilePictureDownload, { uuid })}`;
