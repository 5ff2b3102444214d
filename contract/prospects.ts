import { z } from 'zod';
import { cnpj, phone } from './brazil.ts';
import { dataEnvelope, dateTime, email, idParams, listingEndpoint, messageResult, statusListingQuery, unitsCount, uuidParams } from './common.ts';
import { defineEndpoints } from './endpoint.ts';

/** A stranger's access request from /register (SPEC §2, §4 Prospect); the master edits the same fields. */
export const registerRequest = z.strictObject({
  name: z.string({ error: 'Informe seu nome.' }).trim().min(3, 'Informe seu nome completo.').max(120, 'Nome muito longo.'),
  email,
  phone,
  condominium_name: z
    .string({ error: 'Informe o nome do condomínio.' })
    .trim()
    .min(1, { error: 'Informe o nome do condomínio.', abort: true })
    .min(2, 'O nome do condomínio deve ter ao menos 2 caracteres.')
    .max(160, 'Nome do condomínio muito longo.'),
  cnpj,
  units: unitsCount,
  message: z.string().trim().max(2000, 'Mensagem muito longa (máximo de 2000 caracteres).').optional(),
});
export type RegisterRequest = z.input<typeof registerRequest>;

export const prospectForm = registerRequest;
export type ProspectForm = z.input<typeof prospectForm>;
/** What the master's form sends, checked and normalised by the schema. */
export type ProspectBody = z.output<typeof prospectForm>;

export const prospect = z.object({
  uuid: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  condominium_name: z.string(),
  cnpj: z.string(),
  units: z.number().int(),
  message: z.string().nullable(),
  active: z.boolean(),
  /** When access data was last e-mailed; null while the request waits. */
  access_sent_at: dateTime.nullable(),
  /** The condominium created by send-access. */
  condominium_uuid: z.uuid().nullable(),
  created_at: dateTime,
  updated_at: dateTime,
}).meta({ id: 'Prospect' });
export type Prospect = z.output<typeof prospect>;

/** Someone who asked again for a CNPJ whose request was still open; the request itself was left as it was. */
export const prospectContactAttempt = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  condominium_name: z.string(),
  units: z.number().int(),
  message: z.string().nullable(),
  created_at: dateTime,
});

export const prospectDetail = prospect.extend({ contact_attempts: z.array(prospectContactAttempt) });
export type ProspectDetail = z.output<typeof prospectDetail>;

export const REGISTER_SUCCESS_MESSAGE = 'Em breve nossa equipe entrará em contato para realizar a liberação do acesso!';

export const prospectsEndpoints = defineEndpoints('prospects', {
  register: {
    method: 'POST',
    path: '/register',
    summary: 'Pedido de acesso de um condomínio interessado (público)',
    body: registerRequest,
    response: messageResult,
    status: 201,
  },
  listing: listingEndpoint('/prospects/listing', 'Pedidos de acesso, paginados, filtrados por nome, e-mail, condomínio ou CNPJ', statusListingQuery, prospect),
  show: {
    method: 'GET',
    path: '/prospects/show/:id',
    summary: 'Um pedido de acesso, com os novos contatos recebidos para o mesmo CNPJ',
    params: idParams,
    response: dataEnvelope(prospectDetail),
  },
  update: {
    method: 'PUT',
    path: '/prospects/update/:uuid',
    summary: 'Corrige os dados de um pedido de acesso',
    params: uuidParams,
    body: prospectForm,
    response: dataEnvelope(prospectDetail),
  },
  activate: {
    method: 'PUT',
    path: '/prospects/active/:uuid',
    summary: 'Reativa um pedido de acesso',
    params: uuidParams,
    response: dataEnvelope(prospectDetail),
  },
  inactivate: {
    method: 'PUT',
    path: '/prospects/inactive/:uuid',
    summary: 'Arquiva um pedido de acesso',
    params: uuidParams,
    response: dataEnvelope(prospectDetail),
  },
  sendAccess: {
    method: 'PUT',
    path: '/prospects/send-access/:uuid',
    summary: 'Cria o condomínio e o síndico a partir do pedido e envia por e-mail o link para definir a senha',
    params: uuidParams,
    response: dataEnvelope(prospectDetail),
  },
});
