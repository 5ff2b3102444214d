import { z } from 'zod';
import { cnpj, phone } from './brazil.ts';
import { dataEnvelope, dateTime, email, idParams, listingQuery, messageResult, pagedList, uuidParams } from './common.ts';
import { defineEndpoint } from './endpoint.ts';

/** A stranger's access request from /register (SPEC §2, §4 Prospect); the master edits the same fields. */
export const registerRequest = z.strictObject({
  name: z.string({ error: 'Informe seu nome.' }).trim().min(3, 'Informe seu nome completo.').max(120, 'Nome muito longo.'),
  email,
  phone,
  condominium_name: z
    .string({ error: 'Informe o nome do condomínio.' })
    .trim()
    .min(2, 'Informe o nome do condomínio.')
    .max(160, 'Nome do condomínio muito longo.'),
  cnpj,
  units: z.coerce
    .number({ error: 'Informe o número de unidades.' })
    .int('Informe um número inteiro de unidades.')
    .min(1, 'Informe o número de unidades.')
    .max(10000, 'Número de unidades muito alto.'),
  message: z.string().trim().max(2000, 'Mensagem muito longa (máximo de 2000 caracteres).').optional(),
});
export type RegisterRequest = z.input<typeof registerRequest>;

export const prospectForm = registerRequest;
export type ProspectForm = z.input<typeof prospectForm>;

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
});
export type Prospect = z.output<typeof prospect>;

export const REGISTER_SUCCESS_MESSAGE = 'Em breve nossa equipe entrará em contato para realizar a liberação do acesso!';

export const prospectsEndpoints = {
  register: defineEndpoint({
    method: 'POST',
    path: '/register',
    summary: 'Pedido de acesso de um condomínio interessado (público)',
    tag: 'prospects',
    body: registerRequest,
    response: messageResult,
    status: 201,
  }),
  listing: defineEndpoint({
    method: 'GET',
    path: '/prospects/listing',
    summary: 'Pedidos de acesso, paginados, filtrados por nome, e-mail, condomínio ou CNPJ',
    tag: 'prospects',
    query: listingQuery,
    response: pagedList(prospect),
  }),
  show: defineEndpoint({
    method: 'GET',
    path: '/prospects/show/:id',
    summary: 'Um pedido de acesso',
    tag: 'prospects',
    params: idParams,
    response: dataEnvelope(prospect),
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/prospects/update/:uuid',
    summary: 'Corrige os dados de um pedido de acesso',
    tag: 'prospects',
    params: uuidParams,
    body: prospectForm,
    response: dataEnvelope(prospect),
  }),
  activate: defineEndpoint({
    method: 'PUT',
    path: '/prospects/active/:uuid',
    summary: 'Reativa um pedido de acesso',
    tag: 'prospects',
    params: uuidParams,
    response: dataEnvelope(prospect),
  }),
  inactivate: defineEndpoint({
    method: 'PUT',
    path: '/prospects/inactive/:uuid',
    summary: 'Arquiva um pedido de acesso',
    tag: 'prospects',
    params: uuidParams,
    response: dataEnvelope(prospect),
  }),
  sendAccess: defineEndpoint({
    method: 'PUT',
    path: '/prospects/send-access/:uuid',
    summary: 'Cria o condomínio e o síndico a partir do pedido e envia por e-mail o link para definir a senha',
    tag: 'prospects',
    params: uuidParams,
    response: dataEnvelope(prospect),
  }),
};
