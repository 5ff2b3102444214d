import { describe, expect, it } from 'vitest';
import { authEndpoints } from '#contract/auth.ts';
import { cnpj } from '#contract/brazil.ts';
import { condominiumForm, condominiumsEndpoints } from '#contract/condominiums.ts';
import { externalServicesEndpoints } from '#contract/external-services.ts';
import { prospectsEndpoints } from '#contract/prospects.ts';
import { mockDb } from './db.ts';
import { commonEndpoints } from '#contract/common-endpoints.ts';
import { apiError as apiErrorSchema } from '#contract/common.ts';
import { notificationsEndpoints } from '#contract/notifications.ts';
import { plansEndpoints } from '#contract/plans.ts';
import { EXISTING_CNPJ, LOOKUP_CNPJ, MOCK_PASSWORD, mockOwnCondominium, tokenOf } from './fixtures.ts';

// The mock server must answer what the real one answers: every body is read back with the contract's schemas.
const call = (path: string, init: RequestInit = {}) =>
  fetch(`http://localhost/api/v1${path}`, { ...init, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokenOf('sindico')}` } });

describe('mock handlers follow the contract', () => {
  it('answers the sign-in calls with contract-shaped bodies', async () => {
    const login = await call('/auth', { method: 'POST', body: JSON.stringify({ email: 'sindico@zelo.demo', password: MOCK_PASSWORD }) });
    expect(authEndpoints.login.response.safeParse(await login.json()).success).toBe(true);
    expect(authEndpoints.validateToken.response.safeParse(await (await call('/validate-token')).json()).success).toBe(true);
  });

  it('answers errors with the error envelope', async () => {
    const response = await call('/auth', { method: 'POST', body: JSON.stringify({ email: 'sindico@zelo.demo', password: 'errada' }) });
    expect(response.status).toBe(401);
    expect(apiErrorSchema.parse(await response.json())).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'E-mail ou senha inválidos.' });
  });

  it('answers the reference data and notifications with contract-shaped bodies', async () => {
    expect(commonEndpoints.states.response.safeParse(await (await call('/states')).json()).success).toBe(true);
    expect(commonEndpoints.citiesByState.response.safeParse(await (await call('/cities/by-state/SP')).json()).success).toBe(true);
    expect(commonEndpoints.version.response.safeParse(await (await call('/version.json')).json()).success).toBe(true);
    expect(plansEndpoints.list.response.safeParse(await (await call('/plans')).json()).success).toBe(true);
    expect(notificationsEndpoints.allUnread.response.safeParse(await (await call('/notifications/all-unread')).json()).success).toBe(true);
  });
});

describe('mock handlers of condominiums, prospects and lookups follow the contract', () => {
  const asMaster = (path: string, init: RequestInit = {}) =>
    fetch(`http://localhost/api/v1${path}`, { ...init, headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokenOf('master')}` } });

  it('answers the listings in pages, filtering without accents', async () => {
    const { data: first } = condominiumsEndpoints.listing.response.parse(await (await asMaster('/condominium/listing?page=1')).json());
    expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 12 });
    expect(first.data).toHaveLength(10);
    const { data: filtered } = condominiumsEndpoints.listing.response.parse(await (await asMaster('/condominium/listing?filter=aguas')).json());
    expect(filtered.data.map((row) => row.comercial_name)).toEqual(['Solar das Águas']);
    const { data: prospects } = prospectsEndpoints.listing.response.parse(await (await asMaster('/prospects/listing')).json());
    expect(prospects.total).toBe(3);
  });

  it('keeps every fixture CNPJ valid', () => {
    for (const row of [...mockDb.condominiums, ...mockDb.prospects]) expect(cnpj.safeParse(row.cnpj).success, row.cnpj).toBe(true);
  });

  it('answers the lookups and their errors', async () => {
    expect(externalServicesEndpoints.searchCnpj.response.safeParse(await (await asMaster(`/external_services/search-cnpj/${LOOKUP_CNPJ}`)).json()).success).toBe(true);
    const missing = await asMaster('/external_services/zip-code/99999000');
    expect(missing.status).toBe(404);
    expect(apiErrorSchema.parse(await missing.json()).code).toBe('ZIP_CODE_NOT_FOUND');
  });

  it('refuses a duplicate CNPJ with 409', async () => {
    const { data } = condominiumsEndpoints.show.response.parse(await (await asMaster(`/condominium/show/${mockOwnCondominium.uuid}`)).json());
    const body = {
      ...data,
      cnpj: EXISTING_CNPJ,
      state_id: data.state?.id,
      city_id: data.city?.id,
      plan: data.plan.name,
      state: undefined,
      city: undefined,
    };
    const form = condominiumForm.parse(Object.fromEntries(Object.keys(condominiumForm.shape).map((key) => [key, body[key as keyof typeof body]])));
    const response = await asMaster('/condominium/store', { method: 'POST', body: JSON.stringify(form) });
    expect(response.status).toBe(409);
    expect(apiErrorSchema.parse(await response.json()).code).toBe('CNPJ_ALREADY_EXISTS');
  });
});
