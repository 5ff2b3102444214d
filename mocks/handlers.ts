import { http, HttpResponse, type JsonBodyType } from 'msw';
import { z } from 'zod';
import { authEndpoints, loginRequest, resetPasswordRequest } from '#contract/auth.ts';
import { commonEndpoints } from '#contract/common-endpoints.ts';
import { API_PREFIX, DEFAULT_PAGE_SIZE, type ApiError } from '#contract/common.ts';
import {
  condominiumForm,
  condominiumProfileFields,
  condominiumsEndpoints,
  LOGO_ACCEPTED_TYPES,
  LOGO_MAX_BYTES,
  logoImagePath,
  logoUpload,
  type Condominium,
  type CondominiumListItem,
} from '#contract/condominiums.ts';
import type { Endpoint } from '#contract/endpoint.ts';
import { externalServicesEndpoints } from '#contract/external-services.ts';
import { notificationsEndpoints } from '#contract/notifications.ts';
import { plansEndpoints } from '#contract/plans.ts';
import { prospectForm, prospectsEndpoints, registerRequest, type Prospect } from '#contract/prospects.ts';
import type { SessionUser } from '#contract/auth.ts';
import { mockDb } from './db.ts';
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
  userForToken,
  VALID_RESET_TOKEN,
} from './fixtures.ts';

// The handlers answer like the server: the contract's paths, its envelope, and JSON encoded with the
// endpoint's own response schema (so dates travel as ISO strings, as on the wire).

const url = (endpoint: Pick<Endpoint, 'path'>) => `*${API_PREFIX}${endpoint.path}`;

function reply<E extends Pick<Endpoint, 'response' | 'status'>>(endpoint: E, value: z.output<E['response']>, status = endpoint.status ?? 200) {
  return HttpResponse.json(z.encode(endpoint.response, value) as JsonBodyType, { status });
}

export function apiError(status: number, code: string, message: string, errors?: ApiError['errors']) {
  return HttpResponse.json({ message, code, ...(errors && { errors }) } satisfies ApiError, { status });
}

const unauthenticated = () => apiError(401, 'UNAUTHENTICATED', 'Sessão expirada. Entre novamente.');

function validationError(error: z.ZodError) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
  return apiError(422, 'VALIDATION_ERROR', 'Confira os campos destacados.', errors);
}

function bearer(request: Request) {
  return userForToken(request.headers.get('Authorization')?.replace(/^Bearer /, ''));
}

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
    return user ? reply(authEndpoints.validateToken, { data: user }) : unauthenticated();
  }),

  http.post(url(authEndpoints.forgotPassword), () =>
    reply(authEndpoints.forgotPassword, { data: { message: 'Se o e-mail estiver cadastrado, enviaremos um link.' } }),
  ),

  http.post(url(authEndpoints.resetPassword), async ({ request }) => {
    const body = resetPasswordRequest.safeParse(await request.json());
    if (!body.success) return validationError(body.error);
    if (body.data.token !== VALID_RESET_TOKEN) {
      return apiError(422, 'INVALID_RESET_TOKEN', 'Link de redefinição inválido ou expirado. Solicite um novo.', {
        token: ['Link de redefinição inválido ou expirado.'],
      });
    }
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
];

// ── Listings, condominiums, prospects and lookups ────────────────────────────────────────────────────────────

const notAllowed = () => apiError(403, 'FORBIDDEN', 'Você não tem permissão para esta ação.');

/** The caller, when signed in and of one of these types; otherwise the error response to answer with. */
function caller(request: Request, types?: readonly SessionUser['type'][]): SessionUser | Response {
  const user = bearer(request);
  if (!user) return unauthenticated();
  if (types && !types.includes(user.type)) return notAllowed();
  return user;
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** ARCHITECTURE §3: `filter` matches case- and accent-insensitively; a CNPJ also matches without its mask. */
function matches(filter: string | null, texts: string[], cnpj: string): boolean {
  const wanted = plain(filter?.trim() ?? '');
  if (!wanted) return true;
  const wantedCnpj = wanted.replace(/[^0-9a-z]/g, '');
  return texts.some((text) => plain(text).includes(wanted)) || (wantedCnpj.length > 0 && cnpj.toLowerCase().includes(wantedCnpj));
}

function page<T>(request: Request, rows: T[]) {
  const search = new URL(request.url).searchParams;
  const perPage = Number(search.get('per_page') ?? DEFAULT_PAGE_SIZE);
  const lastPage = Math.max(1, Math.ceil(rows.length / perPage));
  const current = Math.max(1, Number(search.get('page') ?? 1));
  return {
    data: rows.slice((current - 1) * perPage, current * perPage),
    current_page: current,
    last_page: lastPage,
    per_page: perPage,
    total: rows.length,
  };
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

const isMember = (user: SessionUser, uuid: string) => user.condominium.some((condominium) => condominium.uuid === uuid);

function condominiumHandlers() {
  const { listing, own, store, show, update, updateProfile, activate, inactivate } = condominiumsEndpoints;
  const find = (uuid: unknown) => mockDb.condominiums.find((condominium) => condominium.uuid === uuid);
  const setActive = (endpoint: typeof activate | typeof inactivate, active: boolean) =>
    http.put(url(endpoint), ({ request, params }) => {
      const user = caller(request, ['master']);
      if (user instanceof Response) return user;
      const condominium = find(params.uuid);
      if (!condominium) return condominiumNotFound();
      condominium.active = active;
      return reply(endpoint, { data: condominium });
    });

  return [
    http.get(url(listing), ({ request }) => {
      const user = caller(request, ['master']);
      if (user instanceof Response) return user;
      const filter = new URL(request.url).searchParams.get('filter');
      const rows = mockDb.condominiums
        .filter((row) => matches(filter, [row.comercial_name, row.corporate_name], row.cnpj))
        .map((row): CondominiumListItem => ({
          uuid: row.uuid,
          cnpj: row.cnpj,
          comercial_name: row.comercial_name,
          corporate_name: row.corporate_name,
          plan: row.plan,
          active: row.active,
          logo: row.logo,
          created_at: row.created_at,
          city: row.city && row.state ? { ...row.city, uf: row.state.uf } : null,
        }));
      return reply(listing, { data: page(request, rows) });
    }),
    http.get(url(show), ({ request, params }) => {
      const user = caller(request, ['master']);
      if (user instanceof Response) return user;
      const condominium = find(params.id);
      return condominium ? reply(show, { data: condominium }) : condominiumNotFound();
    }),
    http.post(url(store), async ({ request }) => {
      const user = caller(request, ['master']);
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
      const user = caller(request, ['master']);
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
      const user = caller(request, ['sindico']);
      if (user instanceof Response) return user;
      const current = find(params.uuid);
      if (!current || !isMember(user, current.uuid)) return condominiumNotFound();
      const body = condominiumProfileFields.safeParse(await request.json());
      if (!body.success) return validationError(body.error);
      Object.assign(current, applyCondominiumFields(current, body.data));
      return reply(updateProfile, { data: current });
    }),
    setActive(activate, true),
    setActive(inactivate, false),
    http.post(url(logoUpload), async ({ request }) => {
      const user = caller(request, ['master', 'sindico']);
      if (user instanceof Response) return user;
      const form = await request.formData();
      const condominium = find(form.get('condominium'));
      if (!condominium || (user.type !== 'master' && !isMember(user, condominium.uuid))) return condominiumNotFound();
      const logo = form.get('logo');
      if (!(logo instanceof File) || !(LOGO_ACCEPTED_TYPES as readonly string[]).includes(logo.type)) {
        return apiError(422, 'VALIDATION_ERROR', 'Envie uma imagem PNG, JPEG ou WebP.', { logo: ['Envie uma imagem PNG, JPEG ou WebP.'] });
      }
      if (logo.size > LOGO_MAX_BYTES) return apiError(413, 'FILE_TOO_LARGE', 'A imagem deve ter no máximo 2 MB.');
      condominium.logo = `${logoImagePath(condominium.uuid)}?v=${Date.now()}`;
      return reply(logoUpload, { data: condominium });
    }),
    // Last: `/condominium/:id` would also match `/condominium/listing`.
    http.get(url(own), ({ request, params }) => {
      const user = caller(request);
      if (user instanceof Response) return user;
      const condominium = find(params.id);
      return condominium && isMember(user, condominium.uuid) ? reply(own, { data: condominium }) : condominiumNotFound();
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
      const user = caller(request, ['master']);
      if (user instanceof Response) return user;
      const prospect = find(params[param]);
      return prospect ? handle(prospect, request) : prospectNotFound();
    },
  });
  const get = (route: ReturnType<typeof masterOnly>) => http.get(route.path, route.resolver);
  const put = (route: ReturnType<typeof masterOnly>) => http.put(route.path, route.resolver);

  return [
    http.get(url(listing), ({ request }) => {
      const user = caller(request, ['master']);
      if (user instanceof Response) return user;
      const filter = new URL(request.url).searchParams.get('filter');
      const rows = mockDb.prospects.filter((row) => matches(filter, [row.name, row.email, row.condominium_name], row.cnpj));
      return reply(listing, { data: page(request, rows) });
    }),
    get(masterOnly(show, (prospect) => reply(show, { data: prospect }), 'id')),
    put(
      masterOnly(update, async (prospect, request) => {
        const body = prospectForm.safeParse(await request.json());
        if (!body.success) return validationError(body.error);
        Object.assign(prospect, { ...body.data, message: body.data.message || null, updated_at: new Date() });
        return reply(update, { data: prospect });
      }),
    ),
    put(masterOnly(activate, (prospect) => reply(activate, { data: Object.assign(prospect, { active: true }) }))),
    put(masterOnly(inactivate, (prospect) => reply(inactivate, { data: Object.assign(prospect, { active: false }) }))),
    put(
      masterOnly(sendAccess, (prospect) => {
        if (!prospect.active) return apiError(422, 'PROSPECT_INACTIVE', 'Reative o pedido de acesso antes de enviar os dados.');
        if (prospect.cnpj === EXISTING_CNPJ && !prospect.condominium_uuid) return cnpjTaken();
        Object.assign(prospect, { access_sent_at: new Date(), condominium_uuid: prospect.condominium_uuid ?? crypto.randomUUID() });
        return reply(sendAccess, { data: prospect });
      }),
    ),
  ];
}
