import { http } from 'msw';
import type { Endpoint } from '#contract/endpoint.ts';
import { prospectForm, prospectsEndpoints, registerRequest, type Prospect, type ProspectDetail } from '#contract/prospects.ts';
import { cnpjTaken } from './condominiums-handlers.ts';
import { mockDb } from './db.ts';
import { EXISTING_CNPJ } from './fixtures.ts';
import { apiError, caller, page, reply, url, validationError } from './http-helpers.ts';

// A request for access (the public form) and the master's work on the requests (see handlers.ts).

const prospectNotFound = () => apiError(404, 'NOT_FOUND', 'Prospect não encontrado.');

export function prospectsHandlers() {
  const { listing, show, update, activate, inactivate, sendAccess } = prospectsEndpoints;
  const find = (uuid: unknown) => mockDb.prospects.find((prospect) => prospect.uuid === uuid);
  const masterOnly = (
    endpoint: Pick<Endpoint, 'path'>,
    handle: (prospect: Prospect, request: Request) => Response | Promise<Response>,
    param: 'id' | 'uuid' = 'uuid',
  ) => ({
    path: url(endpoint),
    resolver: async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
      const user = caller(request);
      if (user instanceof Response) return user;
      const prospect = find(params[param]);
      return prospect ? handle(prospect, request) : prospectNotFound();
    },
  });
  const get = (route: ReturnType<typeof masterOnly>) => http.get(route.path, route.resolver);
  const detail = (prospect: Prospect): ProspectDetail => ({ ...prospect, contact_attempts: [] });
  const put = (route: ReturnType<typeof masterOnly>) => http.put(route.path, route.resolver);

  return [
    http.post(url(prospectsEndpoints.register), async ({ request }) => {
      const body = registerRequest.safeParse(await request.json());
      if (!body.success) return validationError(body.error);
      if (body.data.cnpj === EXISTING_CNPJ) return cnpjTaken();
      return reply(prospectsEndpoints.register, { data: { message: 'Pedido recebido.' } });
    }),
    http.get(url(listing), ({ request }) => {
      const user = caller(request);
      if (user instanceof Response) return user;
      return reply(listing, { data: page(request, mockDb.prospects) });
    }),
    get(masterOnly(show, (prospect) => reply(show, { data: detail(prospect) }), 'id')),
    put(
      masterOnly(update, async (prospect, request) => {
        const body = prospectForm.safeParse(await request.json());
        if (!body.success) return validationError(body.error);
        Object.assign(prospect, { ...body.data, message: body.data.message || null, updated_at: new Date() });
        return reply(update, { data: detail(prospect) });
      }),
    ),
    put(masterOnly(activate, (prospect) => reply(activate, { data: detail(Object.assign(prospect, { active: true })) }))),
    put(masterOnly(inactivate, (prospect) => reply(inactivate, { data: detail(Object.assign(prospect, { active: false })) }))),
    put(
      masterOnly(sendAccess, (prospect) => {
        if (!prospect.active) return apiError(422, 'PROSPECT_INACTIVE', 'Reative o pedido de acesso antes de enviar os dados.');
        if (prospect.cnpj === EXISTING_CNPJ && !prospect.condominium_uuid) return cnpjTaken();
        Object.assign(prospect, { access_sent_at: new Date(), condominium_uuid: prospect.condominium_uuid ?? crypto.randomUUID() });
        return reply(sendAccess, { data: detail(prospect) });
      }),
    ),
  ];
}
