import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';
import { FAKE_CEP, FAKE_CNPJ, startFakeBrazilApis, type FakeBrazilApis } from '#testing/fake-brazil-apis.ts';
import { SOLAR_DAS_PALMEIRAS } from '#testing/sample-cnpj.ts';

let fake: FakeBrazilApis;
let t: TestApp;
let token: string;

beforeAll(async () => {
  fake = await startFakeBrazilApis();
  t = await startTestApp({ BRASILAPI_URL: fake.url, VIACEP_URL: fake.url, EXTERNAL_SERVICE_TIMEOUT_MS: '300' });
  token = (await t.signedIn('master')).token;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const lookup = (path: string) => t.app.inject({ method: 'GET', url: `/api/v1/external_services/${path}`, headers: bearer(token) });

describe('CNPJ lookup (BrasilAPI)', () => {
  it('answers the registry data in the form’s terms, with IBGE ids for state and city', async () => {
    const response = await lookup(`search-cnpj/${encodeURIComponent('11.444.777/0001-61')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ cnpj: FAKE_CNPJ.found, ...SOLAR_DAS_PALMEIRAS });
  });

  it('knows the alphanumeric CNPJ and leaves empty registry fields null', async () => {
    const { data } = (await lookup(`search-cnpj/${FAKE_CNPJ.alphanumeric.toLowerCase()}`)).json();
    expect(data).toMatchObject({ cnpj: FAKE_CNPJ.alphanumeric, comercial_name: null, phone: null, email: null, complement: null, city: 'Curitiba', city_id: 4106902, state_id: 41 });
  });

  it('answers 404 for an unknown CNPJ, 422 for an invalid one and 503 when the service is too slow', async () => {
    const unknown = await lookup(`search-cnpj/${FAKE_CNPJ.notFound}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'CNPJ não encontrado na Receita Federal.', code: 'CNPJ_NOT_FOUND' });

    expect((await lookup('search-cnpj/11444777000162')).json().errors.cnpj).toEqual(['CNPJ inválido.']);

    const slow = await lookup(`search-cnpj/${FAKE_CNPJ.slow}`);
    expect(slow.statusCode).toBe(503);
    expect(slow.json()).toEqual({
      message: 'O serviço de consulta de CNPJ não respondeu. Tente novamente ou preencha os dados manualmente.',
      code: 'EXTERNAL_SERVICE_UNAVAILABLE',
    });
  });

  it('asks the service once for a CNPJ looked up twice', async () => {
    const path = `/api/cnpj/v1/${FAKE_CNPJ.found}`;
    const before = fake.hits.get(path) ?? 0;
    await lookup(`search-cnpj/${FAKE_CNPJ.found}`);
    await lookup(`search-cnpj/${FAKE_CNPJ.found}`);
    expect(fake.hits.get(path)).toBe(Math.max(before, 1));
  });
});

describe('CEP lookup (BrasilAPI, then ViaCEP)', () => {
  it('answers the address with IBGE ids found by the city’s name', async () => {
    const response = await lookup('zip-code/01310-100');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      zip_code: FAKE_CEP.found,
      street: 'Avenida Paulista',
      neighborhood: 'Bela Vista',
      city: 'São Paulo',
      city_id: 3550308,
      uf: 'SP',
      state_id: 35,
    });
    expect(fake.hits.get(`/ws/${FAKE_CEP.found}/json/`)).toBeUndefined();
  });

  it('falls back to ViaCEP when BrasilAPI fails', async () => {
    const { data } = (await lookup(`zip-code/${FAKE_CEP.viaCepOnly}`)).json();
    expect(data).toMatchObject({ city: 'Brasília', city_id: 5300108, uf: 'DF', state_id: 53, street: 'Setor Bancário Sul Quadra 1' });
  });

  it('answers 404 for an unknown CEP, 422 for a malformed one and 503 when neither service answers', async () => {
    const unknown = await lookup(`zip-code/${FAKE_CEP.notFound}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'CEP não encontrado.', code: 'ZIP_CODE_NOT_FOUND' });
    expect((await lookup('zip-code/1234')).json().errors.zip).toEqual(['CEP inválido.']);
    const slow = await lookup(`zip-code/${FAKE_CEP.slow}`);
    expect(slow.statusCode).toBe(503);
    expect(slow.json().code).toBe('EXTERNAL_SERVICE_UNAVAILABLE');
  });

  it('answers 503 when the services cannot be reached at all', async () => {
    const offline = await startTestApp({ BRASILAPI_URL: 'http://127.0.0.1:9', VIACEP_URL: 'http://127.0.0.1:9', EXTERNAL_SERVICE_TIMEOUT_MS: '300' });
    try {
      const { token: offlineToken } = await offline.signedIn('sindico');
      const response = await offline.app.inject({ method: 'GET', url: `/api/v1/external_services/zip-code/${FAKE_CEP.found}`, headers: bearer(offlineToken) });
      expect(response.statusCode).toBe(503);
    } finally {
      await offline.close();
    }
  });
});
