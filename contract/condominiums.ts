import { z } from 'zod';
import { cep, cnpj, mobilePhone, phone } from './brazil.ts';
import {
  API_PREFIX,
  dataEnvelope,
  dateTime,
  email,
  idParams,
  listingEndpoint,
  optional,
  optionalText,
  positiveCount,
  requiredText,
  statusListingQuery,
  unitsCount,
  uuidParam,
  uuidParams,
  wholeNumber,
} from './common.ts';
import { defineDownload, defineEndpoints, pathFor } from './endpoint.ts';
import { acceptedFiles, defineUpload, imageRule } from './uploads.ts';
import { moduleKey, planName } from './plans.ts';

/** What a síndico may change in their own condominium's profile (identity, plan and status stay with master). */
export const condominiumProfileFields = z.strictObject({
  comercial_name: requiredText('Informe o nome fantasia.', 160, 'Nome fantasia muito longo.'),
  email: email.nullish().or(z.literal('').transform(() => null)),
  phone: optional(phone),
  mobile_phone: optional(mobilePhone),
  zip_code: cep,
  street: requiredText('Informe o logradouro.', 200, 'Logradouro muito longo.'),
  number: requiredText('Informe o número.', 20, 'Número muito longo.'),
  complement: optionalText(120, 'Complemento muito longo.'),
  neighborhood: requiredText('Informe o bairro.', 120, 'Bairro muito longo.'),
  state_id: wholeNumber({ missing: 'Selecione o estado.', invalid: 'Selecione o estado.' }).pipe(
    z.number().min(11, 'Selecione o estado.').max(53, 'Selecione o estado.'),
  ),
  city_id: wholeNumber({ missing: 'Selecione a cidade.', invalid: 'Selecione a cidade.' }).pipe(
    z.number().min(1_000_000, 'Selecione a cidade.').max(9_999_999, 'Selecione a cidade.'),
  ),
  units: unitsCount,
  blocks: positiveCount(500, {
    missing: 'Informe o número de blocos.',
    notInteger: 'O número de blocos deve ser um número inteiro.',
    notPositive: 'O número de blocos deve ser maior que zero.',
    tooHigh: 'O número de blocos deve ser no máximo 500.',
  }),
});
export type CondominiumProfileForm = z.input<typeof condominiumProfileFields>;

/** The master's full form (create and edit). `allowed_modules` defaults to what the plan allows. */
export const condominiumForm = condominiumProfileFields.extend({
  cnpj,
  corporate_name: requiredText('Informe a razão social.', 200, 'Razão social muito longa.'),
  plan: planName.default('Free'),
  allowed_modules: z.array(moduleKey).max(6).optional(),
});
export type CondominiumForm = z.input<typeof condominiumForm>;

export const condominium = z.object({
  uuid: z.uuid(),
  cnpj: z.string(),
  corporate_name: z.string(),
  comercial_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  mobile_phone: z.string().nullable(),
  zip_code: z.string().nullable(),
  street: z.string().nullable(),
  number: z.string().nullable(),
  complement: z.string().nullable(),
  neighborhood: z.string().nullable(),
  state: z.object({ id: z.number().int(), uf: z.string(), name: z.string() }).nullable(),
  city: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  units: z.number().int().nullable(),
  blocks: z.number().int().nullable(),
  plan: z.object({ name: planName, rank: z.number().int() }),
  allowed_modules: z.array(moduleKey),
  /** Address of the re-encoded logo image, or null. */
  logo: z.string().nullable(),
  active: z.boolean(),
  created_at: dateTime,
  updated_at: dateTime,
}).meta({ id: 'Condominium' });
export type Condominium = z.output<typeof condominium>;

export const condominiumListItem = condominium
  .pick({ uuid: true, cnpj: true, comercial_name: true, corporate_name: true, plan: true, active: true, logo: true, created_at: true })
  .extend({ city: z.object({ id: z.number().int(), name: z.string(), uf: z.string() }).nullable() })
  .meta({ id: 'CondominiumListItem' });
export type CondominiumListItem = z.output<typeof condominiumListItem>;

/** The logo: an image up to 2 MB. */
export const logoRule = imageRule('logo', 2 * 1024 * 1024);

export const condominiumsEndpoints = defineEndpoints('condominiums', {
  listing: listingEndpoint('/condominium/listing', 'Condomínios, paginados, filtrados por nome ou CNPJ (sem diferenciar acentos)', statusListingQuery, condominiumListItem),
  own: {
    method: 'GET',
    path: '/condominium/:id',
    summary: 'O perfil de um condomínio ao qual o usuário pertence',
    params: idParams,
    response: dataEnvelope(condominium),
  },
  store: {
    method: 'POST',
    path: '/condominium/store',
    summary: 'Cadastra um condomínio',
    body: condominiumForm,
    response: dataEnvelope(condominium),
    status: 201,
  },
  show: {
    method: 'GET',
    path: '/condominium/show/:id',
    summary: 'Um condomínio, para edição pelo master',
    params: idParams,
    response: dataEnvelope(condominium),
  },
  update: {
    method: 'PUT',
    path: '/condominium/update/:uuid',
    summary: 'Atualiza um condomínio (todos os campos)',
    params: uuidParams,
    body: condominiumForm,
    response: dataEnvelope(condominium),
  },
  updateProfile: {
    method: 'PUT',
    path: '/condominium/profile/:uuid',
    summary: 'O síndico atualiza o perfil do próprio condomínio (campos editáveis)',
    params: uuidParams,
    body: condominiumProfileFields,
    response: dataEnvelope(condominium),
  },
  activate: { method: 'PUT', path: '/condominium/active/:uuid', summary: 'Ativa um condomínio', params: uuidParams, response: dataEnvelope(condominium) },
  inactivate: {
    method: 'PUT',
    path: '/condominium/inactive/:uuid',
    summary: 'Inativa um condomínio (seus usuários deixam de entrar)',
    params: uuidParams,
    response: dataEnvelope(condominium),
  },
});

/** `POST /condominium/logo` is multipart (field `condominium` and the file of `logoRule`), not a JSON body. */
export const logoUpload = defineUpload({
  method: 'POST',
  path: '/condominium/logo',
  summary: `Envia o logo de um condomínio (multipart: campo \`condominium\` com o uuid e arquivo \`${logoRule.field}\`; ${acceptedFiles(logoRule)})`,
  tag: 'condominiums',
  rule: logoRule,
  fields: z.strictObject({ condominium: uuidParam }),
  response: dataEnvelope(condominium),
});
/** `GET /condominium/logo/{uuid}`: the logo's bytes (WebP), public because `<img>` tags send no bearer token. */
export const logoDownload = defineDownload({ method: 'GET', path: '/condominium/logo/:uuid', summary: 'O logo de um condomínio (WebP)', tag: 'condominiums', params: uuidParams });
export const logoImagePath = (uuid: string) => `${API_PREFIX}${pathFor(logoDownload, { uuid })}`;
