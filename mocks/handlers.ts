import { http } from 'msw';
import type { z } from 'zod';
import { authEndpoints, checkResetTokenRequest, loginRequest, resetPasswordRequest } from '#contract/auth.ts';
import { commonEndpoints } from '#contract/common-endpoints.ts';
import { DEFAULT_PAGE_SIZE } from '#contract/common.ts';
import {
  condominiumForm,
  condominiumProfileFields,
  condominiumsEndpoints,
  logoRule,
  logoImagePath,
  logoUpload,
  type Condominium,
  type CondominiumListItem,
} from '#contract/condominiums.ts';
import type { Endpoint } from '#contract/endpoint.ts';
import { externalServicesEndpoints } from '#contract/external-services.ts';
import { notificationsEndpoints } from '#contract/notifications.ts';
import { plansEndpoints } from '#contract/plans.ts';
import { prospectForm, prospectsEndpoints, registerRequest, type Prospect, type ProspectDetail } from '#contract/prospects.ts';
import { auditHandlers } from './audit-handlers.ts';
import { dashboardHandlers } from './dashboard-handlers.ts';
import { mockDb } from './db.ts';
import { apiError, bearer, caller, page, reply, unauthenticated, url, validationError } from './http-helpers.ts';
import { currentSessionUser } from './people-db.ts';
import { peopleHandlers } from './people-handlers.ts';
import { personalDataHandlers } from './personal-data-handlers.ts';
import {
  EXISTING_CNPJ,
  MOCK_PASSWORD,
  MOCK_VERSION,
  mockCities,
  mockCnpjData,
  mockNotifications,
  mockPlans,
  mockStates,
  mockUsers,
  mockZipCodes,
  tokenOf,
  UNAVAILABLE_CNPJ,
  UNAVAILABLE_ZIP_CODE,
  VALID_RESET_TOKEN,
} from './fixtures.ts';

// Contract-valid fixtures and error cases for the SPA's tests: the contract's paths, its envelope, and JSON encoded
// with the endpoint's own response schema (so dates travel as ISO strings, as on the wire). They do not re-implement
// the server: no filtering, no ordering, no access rules (who may call what is the server's, tested by its access
// matrix and end to end). A token stands for its demo user; without one the answer is 401. Listings answer ten
// fixture rows a page, whatever the filter: a test that needs another answer says so with `server.use`.

const invalidResetToken = () =>
  apiError(422, 'INVALID_RESET_TOKEN', 'Link de redefinição inválido ou expirado. Solicite um novo.', {
    token: ['Link de redefinição inválido ou expirado.'],
  });

export const handlers = [
  http.post(url(authEndpoints.login), async ({ request }) => {
    const body = loginRequest.safeParse(await request.json());
    if (!body.success) return validationError(body.error);
    const user = Object.values(mockUsers).find((candidate) => candidate.email === body.data.email);
    if (!user || body.data.password !== MOCK_PASSWORD) {
      return apiError(401, 'INVALID_CREDENTIALS', 'E-mail ou senha inválidos.');
    }
    return reply(authEndpoints.login, { data: { ...user, token: tokenOf(user.type) } });
  }),

  http.post(url(authEndpoints.logout), ({ request }) =>
    bearer(request) ? reply(authEndpoints.logout, { data: { message: 'Sessão encerrada.' } }) : unauthenticated(),
  ),

  http.get(url(authEndpoints.validateToken), ({ request }) => {
    const user = bearer(request);
    return user ? reply(authEndpoints.validateToken, { data: currentSessionUser(user) }) : unauthenticated();
  }),

  http.post(url(authEndpoints.forgotPassword), () =>
    reply(authEndpoints.forgotPassword, { data: { message: 'Se o e-mail estiver cadastrado, enviaremos um link.' } }),
  ),

  http.post(url(authEndpoints.checkResetToken), async ({ request }) => {
    const body = checkResetTokenRequest.safeParse(await request.json());
    if (!body.success) return validationError(body.error);
    if (body.data.token !== VALID_RESET_TOKEN) return invalidResetToken();
    return reply(authEndpoints.checkResetToken, { data: { message: 'Link de redefinição válido.' } });
  }),

  http.post(url(authEndpoints.resetPassword), async ({ request }) => {
    const body = resetPasswordRequest.safeParse(await request.json());
    if (!body.success) return validationError(body.error);
    if (body.data.token !== VALID_RESET_TOKEN) return invalidResetToken();
    return reply(authEndpoints.resetPassword, { data: { message: 'Senha redefinida.' } });
  }),

  http.get(url(notificationsEndpoints.allUnread), ({ request }) =>
    bearer(request)
      ? reply(notificationsEndpoints.allUnread, { data: { notifications: mockNotifications, total: mockNotifications.length } })
      : unauthenticated(),
  ),

  http.put(url(notificationsEndpoints.markRead), ({ request, params }) => {
    if (!bearer(request)) return unauthenticated();
    const notification = mockNotifications.find((candidate) => candidate.uuid === params.id);
    return notification
      ? reply(notificationsEndpoints.markRead, { data: notification })
      : apiError(404, 'NOT_FOUND', 'Notificação não encontrada.');
  }),

  // The notification centre's history: the fixtures, newest first, read once marked (the bell's list stays as SPEC's tests know it).
  http.get(url(notificationsEndpoints.listing), ({ request }) => {
    if (!bearer(request)) return unauthenticated();
    const onlyUnread = new URL(request.url).searchParams.get('status') === 'unread';
    const items = mockNotifications
      .map((notification) => ({ ...notification, read: mockDb.readNotifications.has(notification.uuid) }))
      .filter((item) => !onlyUnread || !item.read);
    return reply(notificationsEndpoints.listing, { data: page(request, items) });
  }),

  http.put(url(notificationsEndpoints.markAllRead), ({ request }) => {
    if (!bearer(request)) return unauthenticated();
    const unread = mockNotifications.filter((notification) => !mockDb.readNotifications.has(notification.uuid));
    for (const notification of unread) mockDb.readNotifications.add(notification.uuid);
    return reply(notificationsEndpoints.markAllRead, { data: { updated: unread.length } });
  }),

  http.get(url(commonEndpoints.states), () => reply(commonEndpoints.states, { data: mockStates })),

  // By the UF's letters (SP) or its IBGE code (35), as the server.
  http.get(url(commonEndpoints.citiesByState), ({ params }) => {
    const key = String(params.state).toUpperCase();
    const uf = mockStates.find((state) => state.uf === key || String(state.id) === key)?.uf;
    return reply(commonEndpoints.citiesByState, { data: mockCities.filter((city) => city.uf === uf) });
  }),

  http.get(url(commonEndpoints.version), () => reply(commonEndpoints.version, { version: MOCK_VERSION })),

  http.get(url(plansEndpoints.list), ({ request }) =>
    bearer(request) ? reply(plansEndpoints.list, { data: mockPlans }) : unauthenticated(),
  ),

  http.post(url(prospectsEndpoints.register), async ({ request }) => {
    const body = registerRequest.safeParse(await request.json());
    if (!body.success) return validationError(body.error);
    if (body.data.cnpj === EXISTING_CNPJ) {
      return apiError(409, 'CNPJ_ALREADY_EXISTS', 'Este CNPJ já possui cadastro no sistema.');
    }
    return reply(prospectsEndpoints.register, { data: { message: 'Pedido recebido.' } });
  }),

  ...externalServiceHandlers(),
  ...condominiumHandlers(),
  ...prospectHandlers(),
  // Before the people's: `GET /users/data-export/{uuid}` would otherwise match `GET /users/{status}/{type}`.
  ...personalDataHandlers(),
  ...peopleHandlers(),
  ...dashboardHandlers(),
  ...auditHandlers(),
];

export { apiError };

// ── Listings, condominiums, prospects and lookups ────────────────────────────────────────────────────────────

/** A stored condominium as the listing shows it. */
export function condominiumListItem(row: Condominium): CondominiumListItem {
  return {
    uuid: row.uuid,
    cnpj: row.cnpj,
    comercial_name: row.comercial_name,
    corporate_name: row.corporate_name,
    plan: row.plan,
    active: row.active,
    logo: row.logo,
    created_at: row.created_at,
    city: row.city && row.state ? { ...row.city, uf: row.state.uf } : null,
  };
}

type ListingEndpoint = typeof condominiumsEndpoints.listing | typeof prospectsEndpoints.listing;
type RowsOf<E extends ListingEndpoint> = z.output<E['response']>['data']['data'];

/**
 * A test's own answer to a listing, for the filters it names: `rowsFor(filter)` gives the rows the server would
 * have found (as one page), or undefined to leave the request to the default handlers.
 */
export function answerListing<E extends ListingEndpoint>(endpoint: E, rowsFor: (filter: string) => RowsOf<E> | undefined) {
  return http.get(url(endpoint), ({ request }) => {
    const rows = rowsFor(new URL(request.url).searchParams.get('filter') ?? '');
    if (!rows) return undefined;
    return reply(endpoint, { data: { data: rows, current_page: 1, last_page: 1, per_page: DEFAULT_PAGE_SIZE, total: rows.length } } as z.output<E['response']>);
  });
}

function externalServiceHandlers() {
  return [
    http.get(url(externalServicesEndpoints.searchCnpj), ({ request, params }) => {
      const user = caller(request);
      if (user instanceof Response) return user;
      const cnpj = String(params.cnpj).toUpperCase();
      if (cnpj === UNAVAILABLE_CNPJ) {
        return apiError(503, 'EXTERNAL_SERVICE_UNAVAILABLE', 'O serviço de consulta de CNPJ não respondeu. Tente novamente em instantes.');
      }
      return cnpj === mockCnpjData.cnpj
        ? reply(externalServicesEndpoints.searchCnpj, { data: mockCnpjData })
        : apiError(404, 'CNPJ_NOT_FOUND', 'CNPJ não encontrado na Receita Federal.');
    }),
    http.get(url(externalServicesEndpoints.zipCode), ({ request, params }) => {
      const user = caller(request);
      if (user instanceof Response) return user;
      const zip = String(params.zip);
      if (zip === UNAVAILABLE_ZIP_CODE) {
        return apiError(503, 'EXTERNAL_SERVICE_UNAVAILABLE', 'O serviço de consulta de CEP não respondeu. Tente novamente em instantes.');
      }
      const found = mockZipCodes[zip];
      return found ? reply(externalServicesEndpoints.zipCode, { data: found }) : apiError(404, 'ZIP_CODE_NOT_FOUND', 'CEP não encontrado.');
    }),
  ];
}

const cnpjTaken = () => apiError(409, 'CNPJ_ALREADY_EXISTS', 'Este CNPJ já possui cadastro no sistema.');
const condominiumNotFound = () => apiError(404, 'NOT_FOUND', 'Condomínio não encontrado.');

/** The stored condominium after a form or profile form was applied to it (state, city and plan resolved). */
function applyCondominiumFields(
  current: Condominium,
  fields: z.output<typeof condominiumProfileFields> & Partial<z.output<typeof condominiumForm>>,
): Condominium {
  const state = mockStates.find((candidate) => candidate.id === fields.state_id) ?? null;
  const city = mockCities.find((candidate) => candidate.id === fields.city_id) ?? null;
  const plan = fields.plan ? mockPlans.find((candidate) => candidate.name === fields.plan)! : undefined;
  return {
    ...current,
    ...(fields.cnpj !== undefined && { cnpj: fields.cnpj }),
    ...(fields.corporate_name !== undefined && { corporate_name: fields.corporate_name }),
    ...(plan && { plan: { name: plan.name, rank: plan.rank }, allowed_modules: fields.allowed_modules ?? [...plan.modules] }),
    comercial_name: fields.comercial_name,
    email: fields.email ?? null,
    phone: fields.phone ?? null,
    mobile_phone: fields.mobile_phone ?? null,
    zip_code: fields.zip_code,
    street: fields.street,
    number: fields.number,
    complement: fields.complement ?? null,
    neighborhood: fields.neighborhood,
    state,
    city: city && { id: city.id, name: city.name },
    units: fields.units,
    blocks: fields.blocks,
    updated_at: new Date(),
  };
}


function condominiumHandlers() {
  const { listing, own, store, show, update, updateProfile, activate, inactivate } = condominiumsEndpoints;
  const find = (uuid: unknown) => mockDb.condominiums.find((condominium) => condominium.uuid === uuid);
  const setActive = (endpoint: typeof activate | typeof inactivate, active: boolean) =>
    http.put(url(endpoint), ({ request, params }) => {
      const user = caller(request);
      if (user instanceof Response) return user;
      const condominium = find(params.uuid);
      if (!condominium) return condominiumNotFound();
      condominium.active = active;
      return reply(endpoint, { data: condominium });
    });

  return [
    http.get(url(listing), ({ request }) => {
      const user = caller(request);
      if (user instanceof Response) return user;
      return reply(listing, { data: page(request, mockDb.condominiums.map(condominiumListItem)) });
    }),
    http.get(url(show), ({ request, params }) => {
      const user = caller(request);
      if (user instanceof Response) return user;
      const condominium = find(params.id);
      return condominium ? reply(show, { data: condominium }) : condominiumNotFound();
    }),
    http.post(url(store), async ({ request }) => {
      const user = caller(request);
      if (user instanceof Response) return user;
      const body = condominiumForm.safeParse(await request.json());
      if (!body.success) return validationError(body.error);
      if (mockDb.condominiums.some((condominium) => condominium.cnpj === body.data.cnpj)) return cnpjTaken();
      const now = new Date();
      const blank = { ...mockDb.condominiums[0]!, uuid: crypto.randomUUID(), logo: null, active: true, created_at: now };
      const created = applyCondominiumFields(blank, body.data);
      mockDb.condominiums.unshift(created);
      return reply(store, { data: created });
    }),
    http.put(url(update), async ({ request, params }) => {
      const user = caller(request);
      if (user instanceof Response) return user;
      const current = find(params.uuid);
      if (!current) return condominiumNotFound();
      const body = condominiumForm.safeParse(await request.json());
      if (!body.success) return validationError(body.error);
      if (mockDb.condominiums.some((other) => other !== current && other.cnpj === body.data.cnpj)) return cnpjTaken();
      const updated = applyCondominiumFields(current, body.data);
      Object.assign(current, updated);
      return reply(update, { data: current });
    }),
    http.put(url(updateProfile), async ({ request, params }) => {
      const user = caller(request);
      if (user instanceof Response) return user;
      const current = find(params.uuid);
      if (!current) return condominiumNotFound();
      const body = condominiumProfileFields.safeParse(await request.json());
      if (!body.success) return validationError(body.error);
      Object.assign(current, applyCondominiumFields(current, body.data));
      return reply(updateProfile, { data: current });
    }),
    setActive(activate, true),
    setActive(inactivate, false),
    http.post(url(logoUpload), async ({ request }) => {
      const user = caller(request);
      if (user instanceof Response) return user;
      const form = await request.formData();
      const condominium = find(form.get('condominium'));
      if (!condominium) return condominiumNotFound();
      const logo = form.get('logo');
      if (!(logo instanceof File) || !logoRule.types.some((type) => type.mime === logo.type)) {
        return apiError(422, 'VALIDATION_ERROR', 'Envie uma imagem PNG, JPEG ou WebP.', { logo: ['Envie uma imagem PNG, JPEG ou WebP.'] });
      }
      if (logo.size > logoRule.maxBytes) return apiError(413, 'FILE_TOO_LARGE', 'A imagem deve ter no máximo 2 MB.');
      condominium.logo = `${logoImagePath(condominium.uuid)}?v=${Date.now()}`;
      return reply(logoUpload, { data: condominium });
    }),
    // Last: `/condominium/:id` would also match `/condominium/listing`.
    http.get(url(own), ({ request, params }) => {
      const user = caller(request);
      if (user instanceof Response) return user;
      const condominium = find(params.id);
      return condominium ? reply(own, { data: condominium }) : condominiumNotFound();
    }),
  ];
}

const prospectNotFound = () => apiError(404, 'NOT_FOUND', 'Prospect não encontrado.');

function prospectHandlers() {
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
