import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CondominiumForm } from '#contract/condominiums.ts';
import { auditLog, condominiums, users } from '#server/db/schema.ts';
import { condominiumListing } from './condominiums.repository.ts';
import { MASTER_SCOPE } from '#server/platform/access/tenancy.ts';
import { listingStatements } from '#server/test/listing-statements.ts';
import { createCondominium, createUser } from '#server/test/fixtures.ts';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
let master: string;

beforeAll(async () => {
  t = await startTestApp();
  master = (await t.signedIn('master')).token;
});
afterAll(() => t.close());

const form = (overrides: Partial<CondominiumForm> = {}): CondominiumForm => ({
  cnpj: '11.444.777/0001-61',
  corporate_name: 'Condomínio Edifício Solar das Palmeiras',
  comercial_name: 'Solar das Palmeiras',
  email: 'Administracao@SolarDasPalmeiras.com.br',
  phone: '(11) 3333-4444',
  mobile_phone: '(11) 98765-4321',
  zip_code: '01310-100',
  street: 'Avenida Paulista',
  number: '1578',
  complement: 'Bloco A',
  neighborhood: 'Bela Vista',
  state_id: 35,
  city_id: 3550308,
  units: 120,
  blocks: 2,
  plan: 'Basic',
  ...overrides,
});

const masked = (cnpj: string) => cnpj.replace(/^(.{2})(.{3})(.{3})(.{4})(.{2})$/, '$1.$2.$3/$4-$5');

const store = (body: unknown, token = master) => t.app.inject({ method: 'POST', url: '/api/v1/condominium/store', headers: bearer(token), payload: body as object });

describe('creating and editing condominiums (master)', () => {
  it('creates one with normalised fields and the plan’s modules by default', async () => {
    const response = await store(form());
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({
      cnpj: '11444777000161',
      corporate_name: 'Condomínio Edifício Solar das Palmeiras',
      comercial_name: 'Solar das Palmeiras',
      email: 'administracao@solardaspalmeiras.com.br',
      phone: '1133334444',
      mobile_phone: '11987654321',
      zip_code: '01310100',
      complement: 'Bloco A',
      state: { id: 35, uf: 'SP', name: 'São Paulo' },
      city: { id: 3550308, name: 'São Paulo' },
      units: 120,
      blocks: 2,
      plan: { name: 'Basic', rank: 1 },
      allowed_modules: ['dashboard', 'users', 'apartment', 'document', 'reforms'],
      logo: null,
      active: true,
    });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, data.uuid));
    expect(audit).toMatchObject({ action: 'create', entity: 'condominium' });
  });

  it('answers 409 with the Ops! message for a CNPJ already registered, masked or not', async () => {
    const { cnpj } = await createCondominium(t.db);
    for (const typed of [cnpj, masked(cnpj)]) {
      const response = await store(form({ cnpj: typed, comercial_name: 'Outro nome' }));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: 'Este CNPJ já possui cadastro no sistema.', code: 'CNPJ_ALREADY_EXISTS' });
    }
  });

  it('accepts the alphanumeric CNPJ and the modules chosen by the master', async () => {
    const response = await store(form({ cnpj: '12.ABC.345/01DE-35', plan: 'Free', allowed_modules: ['dashboard', 'maintenance', 'maintenance'] }));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ cnpj: '12ABC34501DE35', allowed_modules: ['dashboard', 'maintenance'] });
  });

  it('refuses an invalid CNPJ, a city of another state and a missing address with per-field messages, writing nothing', async () => {
    const before = await t.db.$count(condominiums);
    const invalidCnpj = await store(form({ cnpj: '11.444.777/0001-62' }));
    expect(invalidCnpj.statusCode).toBe(422);
    expect(invalidCnpj.json().errors.cnpj).toEqual(['CNPJ inválido.']);

    const wrongCity = await store(form({ cnpj: '60.746.948/0001-12', state_id: 33 }));
    expect(wrongCity.statusCode).toBe(422);
    expect(wrongCity.json().errors.city_id).toEqual(['A cidade não pertence ao estado selecionado.']);

    const missing = await store({ cnpj: '60746948000112' });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(
      expect.arrayContaining(['corporate_name', 'comercial_name', 'zip_code', 'street', 'number', 'neighborhood', 'state_id', 'city_id', 'units', 'blocks']),
    );
    expect(await t.db.$count(condominiums)).toBe(before);
  });

  it('shows and updates one; an unknown id is 404; a duplicate CNPJ on update is 409', async () => {
    const created = (await store(form({ cnpj: '33.000.167/0001-01', comercial_name: 'Edifício Aurora' }))).json().data;
    const shown = await t.app.inject({ method: 'GET', url: `/api/v1/condominium/show/${created.uuid}`, headers: bearer(master) });
    expect(shown.json().data.comercial_name).toBe('Edifício Aurora');

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/condominium/update/${created.uuid}`,
      headers: bearer(master),
      payload: form({ cnpj: created.cnpj, comercial_name: 'Edifício Aurora Boreal', plan: 'Premium' }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ comercial_name: 'Edifício Aurora Boreal', plan: { name: 'Premium' } });

    const duplicate = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/condominium/update/${created.uuid}`,
      headers: bearer(master),
      payload: form({ cnpj: (await createCondominium(t.db)).cnpj }),
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('CNPJ_ALREADY_EXISTS');

    for (const [method, url] of [
      ['GET', `/api/v1/condominium/show/${randomUUID()}`],
      ['PUT', `/api/v1/condominium/active/${randomUUID()}`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: bearer(master) })).statusCode).toBe(404);
    }
  });
});

describe('the listing', () => {
  it('pages by 10 and filters by name or CNPJ without caring for accents, case or the CNPJ mask', async () => {
    const fresh = await startTestApp();
    try {
      const { token } = await fresh.signedIn('master');
      for (let index = 0; index < 12; index += 1) await createCondominium(fresh.db, { name: `Residencial Número ${String(index).padStart(2, '0')}` });
      await createCondominium(fresh.db, { name: 'Edifício São João', cnpj: '60746948000112' });
      await createCondominium(fresh.db, { name: 'Residencial Jardim das Flores', cnpj: '12ABC34501DE35' });
      // signedIn('master') creates no condominium: 14 in all.
      const list = (query: string) =>
        fresh.app.inject({ method: 'GET', url: `/api/v1/condominium/listing${query}`, headers: bearer(token) }).then((response) => response.json().data ?? response.json());

      const first = await list('');
      expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 14, total_capped: false });
      expect(first.data).toHaveLength(10);
      expect((await list('?page=2')).data).toHaveLength(4);

      // Word by word, in any order, accents and case ignored.
      const names = async (filter: string) =>
        (await list(`?filter=${encodeURIComponent(filter)}`)).data.map((item: { comercial_name: string }) => item.comercial_name);
      expect(await names('jardim flores')).toEqual(['Residencial Jardim das Flores']);
      expect(await names('FLORES residencial')).toEqual(['Residencial Jardim das Flores']);
      expect(await names('jardim joão')).toEqual([]);
      expect(await names('NUMERO 01')).toContain('Residencial Número 01');

      expect((await list('?filter=sao%20joao')).data.map((item: { comercial_name: string }) => item.comercial_name)).toEqual(['Edifício São João']);
      expect((await list(`?filter=${encodeURIComponent('60.746.948/0001-12')}`)).total).toBe(1);
      // A whole CNPJ is looked up by equality (numeric or alphanumeric, in any case); part of one still matches.
      expect(await names('12.abc.345/01de-35')).toEqual(['Residencial Jardim das Flores']);
      expect(await names('60746948')).toEqual(['Edifício São João']);
      const byCnpj = await listingStatements(fresh.db, condominiumListing(MASTER_SCOPE), { page: 1, per_page: 10, filter: '12ABC34501DE35' });
      expect(byCnpj.join('\n')).toContain('"condominiums"."cnpj" = $');
      expect((await list('?filter=%25')).total).toBe(0);
      expect((await list('?page=0')).code).toBe('VALIDATION_ERROR');

      // The listing's status filter (the SPA keeps it in the URL as `status`).
      await createCondominium(fresh.db, { name: 'Residencial Desativado', active: false });
      expect((await list('?status=inactive')).data.map((item: { comercial_name: string }) => item.comercial_name)).toEqual(['Residencial Desativado']);
      expect((await list('?status=active')).total).toBe(14);
      expect((await list('?status=todos')).code).toBe('VALIDATION_ERROR');
    } finally {
      await fresh.close();
    }
  });
});

describe('activation', () => {
  it('inactivating ends the sessions of its people for good and refuses their sign-in; activating lets them sign in again', async () => {
    const condominium = await createCondominium(t.db);
    const sindico = await createUser(t.db, { type: 'sindico', condominiumId: condominium.id });
    const { token } = (await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { email: sindico.email, password: sindico.password } })).json().data;

    const inactive = await t.app.inject({ method: 'PUT', url: `/api/v1/condominium/inactive/${condominium.id}`, headers: bearer(master) });
    expect(inactive.json().data.active).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/validate-token', headers: bearer(token) })).statusCode).toBe(401);
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { email: sindico.email, password: sindico.password } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('CONDOMINIUM_INACTIVE');

    await t.app.inject({ method: 'PUT', url: `/api/v1/condominium/active/${condominium.id}`, headers: bearer(master) });
    // The token issued before stays dead: reactivation is not a way back into an old session.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/validate-token', headers: bearer(token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { email: sindico.email, password: sindico.password } })).statusCode).toBe(200);
  });

  it('inactivating a user ends their sessions for good, whatever writes the flag', async () => {
    const zelador = await t.signedIn('zelador');
    await t.db.update(users).set({ active: false }).where(eq(users.id, zelador.id));
    await t.db.update(users).set({ active: true }).where(eq(users.id, zelador.id));
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/validate-token', headers: bearer(zelador.token) })).statusCode).toBe(401);
  });
});

describe('the condominium profile (its own people)', () => {
  it("lets its members read it and answers another tenant's as 404", async () => {
    const zelador = await t.signedIn('zelador');
    const other = await createCondominium(t.db);
    const own = await t.app.inject({ method: 'GET', url: `/api/v1/condominium/${zelador.condominiumId}`, headers: bearer(zelador.token) });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.uuid).toBe(zelador.condominiumId);
    const foreign = await t.app.inject({ method: 'GET', url: `/api/v1/condominium/${other.id}`, headers: bearer(zelador.token) });
    expect(foreign.statusCode).toBe(404);
  });

  it('lets the síndico change the editable fields of their own condominium only', async () => {
    const sindico = await t.signedIn('sindico');
    const profile = {
      comercial_name: 'Residencial Renovado',
      email: '',
      phone: '',
      mobile_phone: '(21) 99876-5432',
      zip_code: '20040-002',
      street: 'Avenida Rio Branco',
      number: '1',
      complement: '',
      neighborhood: 'Centro',
      state_id: 33,
      city_id: 3304557,
      units: 48,
      blocks: 1,
    };
    const response = await t.app.inject({ method: 'PUT', url: `/api/v1/condominium/profile/${sindico.condominiumId}`, headers: bearer(sindico.token), payload: profile });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ comercial_name: 'Residencial Renovado', email: null, complement: null, city: { id: 3304557, name: 'Rio de Janeiro' } });

    const planChange = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/condominium/profile/${sindico.condominiumId}`,
      headers: bearer(sindico.token),
      payload: { ...profile, plan: 'Premium', cnpj: '11444777000161' },
    });
    expect(planChange.statusCode).toBe(422);
    expect(planChange.json().errors).toMatchObject({ plan: ['Campo não permitido.'], cnpj: ['Campo não permitido.'] });

    const other = await createCondominium(t.db);
    const foreign = await t.app.inject({ method: 'PUT', url: `/api/v1/condominium/profile/${other.id}`, headers: bearer(sindico.token), payload: profile });
    expect(foreign.statusCode).toBe(404);
    const [untouched] = await t.db.select().from(condominiums).where(eq(condominiums.id, other.id));
    expect(untouched?.comercialName).toBe(other.comercialName);

    const zelador = await t.signedIn('zelador', { condominiumId: sindico.condominiumId });
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/condominium/profile/${sindico.condominiumId}`, headers: bearer(zelador.token), payload: profile })).statusCode).toBe(403);
  });
});

describe('the logo', () => {
  const png = () => sharp({ create: { width: 1200, height: 600, channels: 4, background: '#7E96FC' } }).png().toBuffer();

  function upload(token: string, condominiumId: string, file: Buffer, fileName = 'logo.png', contentType = 'image/png') {
    const boundary = '----zelo-test-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="condominium"\r\n\r\n${condominiumId}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/condominium/logo',
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  }

  it('re-encodes an accepted image to a 512 px WebP served publicly, and replaces the previous file', async () => {
    const sindico = await t.signedIn('sindico');
    const first = await upload(sindico.token, sindico.condominiumId!, await png());
    expect(first.statusCode).toBe(200);
    const logo: string = first.json().data.logo;
    expect(logo).toMatch(new RegExp(`^/api/v1/condominium/logo/${sindico.condominiumId}\\?v=[0-9a-f-]{36}$`));

    const served = await t.app.inject({ method: 'GET', url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 256 });

    const [before] = await t.db.select({ logo: condominiums.logo }).from(condominiums).where(eq(condominiums.id, sindico.condominiumId!));
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#000000' } }).jpeg().toBuffer();
    const second = await upload(sindico.token, sindico.condominiumId!, jpeg, 'foto.jpg', 'image/jpeg');
    expect(second.json().data.logo).not.toBe(logo);
    expect(await t.storage.open(before!.logo!)).toBeNull();
  });

  async function logoOf(condominiumId: string) {
    const [row] = await t.db.select({ logo: condominiums.logo }).from(condominiums).where(eq(condominiums.id, condominiumId));
    return row?.logo ?? null;
  }

  async function storedLogos(condominiumId: string) {
    const keys = [];
    for await (const object of t.storage.list(`logos/${condominiumId}`)) keys.push(object.key);
    return keys;
  }

  it('takes 16 parallel uploads of one image without an error, keeping exactly the file the row names', async () => {
    const sindico = await t.signedIn('sindico');
    const image = await png();
    const responses = await Promise.all(Array.from({ length: 16 }, () => upload(sindico.token, sindico.condominiumId!, image)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(16).fill(200));
    const key = await logoOf(sindico.condominiumId!);
    expect(await t.storage.open(key!)).not.toBeNull();
    expect(await storedLogos(sindico.condominiumId!)).toEqual([key]);
  });

  it('never leaves the row naming a removed file when two images race, round after round', async () => {
    const sindico = await t.signedIn('sindico');
    const images = [await png(), await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123456' } }).jpeg().toBuffer()];
    for (let round = 0; round < 30; round += 1) {
      const responses = await Promise.all(images.map((image) => upload(sindico.token, sindico.condominiumId!, image)));
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
      const key = await logoOf(sindico.condominiumId!);
      expect(await t.storage.open(key!), `round ${round}`).not.toBeNull();
    }
    expect(await storedLogos(sindico.condominiumId!)).toEqual([await logoOf(sindico.condominiumId!)]);
  });

  it('refuses what is not PNG, JPEG or WebP by its bytes, whatever its name says', async () => {
    const sindico = await t.signedIn('sindico');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const response = await upload(sindico.token, sindico.condominiumId!, svg, 'logo.png', 'image/png');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'Envie um arquivo PNG, JPEG ou WebP.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      errors: { logo: ['Envie um arquivo PNG, JPEG ou WebP.'] },
    });

    const truncated = (await png()).subarray(0, 40);
    const broken = await upload(sindico.token, sindico.condominiumId!, truncated);
    expect(broken.statusCode).toBe(422);
    expect(broken.json()).toMatchObject({ code: 'INVALID_IMAGE', errors: { logo: ['Envie uma imagem PNG, JPEG ou WebP válida.'] } });
    const [row] = await t.db.select({ logo: condominiums.logo }).from(condominiums).where(eq(condominiums.id, sindico.condominiumId!));
    expect(row?.logo).toBeNull();
  });

  it('refuses a file over 2 MB with 413', async () => {
    const sindico = await t.signedIn('sindico');
    const huge = Buffer.concat([await png(), Buffer.alloc(2 * 1024 * 1024 + 1)]);
    const response = await upload(sindico.token, sindico.condominiumId!, huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'O arquivo passa do limite de 2 MB.', code: 'PAYLOAD_TOO_LARGE' });
  });

  it("answers 404 for another tenant's condominium and 422 without a file", async () => {
    const sindico = await t.signedIn('sindico');
    const other = await createCondominium(t.db);
    expect((await upload(sindico.token, other.id, await png())).statusCode).toBe(404);
    expect((await upload(sindico.token, 'not-a-uuid', await png())).json().errors.condominium).toEqual(['Identificador inválido.']);
    const master = await t.signedIn('master');
    expect((await upload(master.token, other.id, await png())).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/condominium/logo/${randomUUID()}` })).statusCode).toBe(404);
  });
});
