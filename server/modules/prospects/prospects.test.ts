import { randomUUID } from 'node:crypto';
import { formatCnpj } from '@brazilian-utils/brazilian-utils/format-cnpj';
import { generateCnpj } from '@brazilian-utils/brazilian-utils/generate-cnpj';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisterRequest } from '#contract/prospects.ts';
import { condominiums, notifications, prospects, users } from '#server/db/schema.ts';
import { createCondominium, createUser } from '#server/test/fixtures.ts';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';
import { decodedBodies, findTokenLink, startSmtpCatcher, type CaughtMail, type SmtpCatcher } from '#testing/smtp-catcher.ts';

let smtp: SmtpCatcher;
let t: TestApp;
let master: { id: string; token: string };
const inbox: CaughtMail[] = [];

beforeAll(async () => {
  smtp = await startSmtpCatcher((mail) => inbox.push(mail));
  t = await startTestApp({ SMTP_URL: smtp.url });
  master = await t.signedIn('master');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let sequence = 0;
const request = (overrides: Partial<RegisterRequest> = {}): RegisterRequest => {
  sequence += 1;
  return {
    name: 'Marina Costa',
    email: `marina${sequence}@teste.zelo`,
    phone: '(11) 98888-7777',
    condominium_name: 'Residencial Bela Vista',
    cnpj: '11.444.777/0001-61',
    units: 64,
    message: 'Gostaria de conhecer o Zelo.',
    ...overrides,
  };
};
const register = (body: RegisterRequest) => t.app.inject({ method: 'POST', url: '/api/v1/register', payload: body });
const asMaster = (method: 'GET' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(master.token), ...(payload ? { payload } : {}) });

describe('POST /register', () => {
  it('records the request, answers with the SPEC message and notifies the masters', async () => {
    const response = await register(request());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { message: 'Em breve nossa equipe entrará em contato para realizar a liberação do acesso!' } });

    const [saved] = await t.db.select().from(prospects).where(eq(prospects.cnpj, '11444777000161'));
    expect(saved).toMatchObject({ name: 'Marina Costa', phone: '11988887777', units: 64, active: true, accessSentAt: null });
    const bell = await t.db.select().from(notifications).where(eq(notifications.userId, master.id));
    expect(bell).toEqual([expect.objectContaining({ title: 'Novo pedido de acesso', route: `/prospects-listing/${saved!.id}` })]);
  });

  it('never lets a second request for an open CNPJ change the first: it is kept as a contact and the masters are told', async () => {
    const cnpj = generateCnpj();
    await register(request({ cnpj, name: 'Primeiro Nome', email: 'primeiro@teste.zelo' }));
    const [original] = await t.db.select().from(prospects).where(eq(prospects.cnpj, cnpj));
    const takeover = await register(request({ cnpj: formatCnpj(cnpj), name: 'Outra Pessoa', email: 'outra@teste.zelo', units: 80 }));
    expect(takeover.statusCode).toBe(201);

    const rows = await t.db.select().from(prospects).where(eq(prospects.cnpj, cnpj));
    expect(rows).toEqual([original]);
    const detail = (await asMaster('GET', `/prospects/show/${original!.id}`)).json().data;
    expect(detail.email).toBe('primeiro@teste.zelo');
    expect(detail.contact_attempts).toEqual([expect.objectContaining({ name: 'Outra Pessoa', email: 'outra@teste.zelo', units: 80 })]);
    const bell = await t.db.select().from(notifications).where(eq(notifications.route, `/prospects-listing/${original!.id}`));
    expect(bell.map((notification) => notification.title)).toEqual(['Novo pedido de acesso', 'Novo contato em um pedido de acesso']);
  });

  it('does not reactivate a request the master archived, and send-access still goes to the original e-mail', async () => {
    const cnpj = generateCnpj();
    await register(request({ cnpj, email: 'dono@teste.zelo' }));
    const [original] = await t.db.select().from(prospects).where(eq(prospects.cnpj, cnpj));
    await asMaster('PUT', `/prospects/inactive/${original!.id}`);
    await register(request({ cnpj, email: 'invasor@teste.zelo' }));
    const [after] = await t.db.select().from(prospects).where(eq(prospects.id, original!.id));
    expect(after).toMatchObject({ active: false, email: 'dono@teste.zelo' });

    await asMaster('PUT', `/prospects/active/${original!.id}`);
    const sent = await asMaster('PUT', `/prospects/send-access/${original!.id}`);
    expect(sent.statusCode).toBe(200);
    const [sindico] = await t.db.select().from(users).where(eq(users.email, 'dono@teste.zelo'));
    expect(sindico?.type).toBe('sindico');
    expect(await t.db.select().from(users).where(eq(users.email, 'invasor@teste.zelo'))).toEqual([]);
  });

  it('answers 409 for a CNPJ that already has a condominium, and 422 with field messages for bad input', async () => {
    await createCondominium(t.db, { cnpj: '33000167000101' });
    const taken = await register(request({ cnpj: '33000167000101' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'Este CNPJ já possui cadastro no sistema.', code: 'CNPJ_ALREADY_EXISTS' });

    const bad = await register({ ...request(), email: 'nao-e-email', phone: '123', cnpj: '00.000.000/0000-00', units: 0, condominium_name: 'X' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      email: ['Invalid email address'],
      phone: ['Telefone inválido.'],
      cnpj: ['CNPJ inválido.'],
      units: ['O número de unidades deve ser maior que zero.'],
      condominium_name: ['O nome do condomínio deve ter ao menos 2 caracteres.'],
    });
  });
});

describe('the master’s prospects', () => {
  it('lists newest first, filters without accents, shows and updates one', async () => {
    await register(request({ cnpj: '19131243000197', condominium_name: 'Condomínio Três Corações' }));
    const listing = (await asMaster('GET', '/prospects/listing?filter=tres%20coracoes')).json().data;
    expect(listing).toMatchObject({ current_page: 1, last_page: 1, per_page: 10, total: 1, total_capped: false });
    const found = listing.data[0];
    // The phone number and the CNPJ match however they are typed: masked, bare, or spaced.
    for (const filter of ['(11) 98888-7777', '11988887777', '19.131.243/0001-97', 'tres 98888-7777']) {
      const byNumber = (await asMaster('GET', `/prospects/listing?filter=${encodeURIComponent(filter)}`)).json().data;
      expect(byNumber.data.map((prospect: { uuid: string }) => prospect.uuid), filter).toContain(found.uuid);
    }
    expect(found).toMatchObject({ condominium_name: 'Condomínio Três Corações', access_sent_at: null, condominium_uuid: null });

    expect((await asMaster('GET', `/prospects/show/${found.uuid}`)).json().data.uuid).toBe(found.uuid);
    const updated = await asMaster('PUT', `/prospects/update/${found.uuid}`, { ...request({ cnpj: '19131243000197' }), name: 'Paulo Mendes' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.name).toBe('Paulo Mendes');

    const inactive = await asMaster('PUT', `/prospects/inactive/${found.uuid}`);
    expect(inactive.json().data.active).toBe(false);
    expect((await asMaster('PUT', `/prospects/active/${found.uuid}`)).json().data.active).toBe(true);
    expect((await asMaster('GET', `/prospects/show/${randomUUID()}`)).statusCode).toBe(404);
  });

  it('answers 409 when an update would give two open requests the same CNPJ', async () => {
    await register(request({ cnpj: '12ABC34501DE35' }));
    const other = (await register(request({ cnpj: '46395000000139' })), await t.db.select().from(prospects).where(eq(prospects.cnpj, '46395000000139')))[0]!;
    const response = await asMaster('PUT', `/prospects/update/${other.id}`, request({ cnpj: '12ABC34501DE35' }));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('PROSPECT_ALREADY_EXISTS');
  });
});

describe('send access', () => {
  async function freshProspect(overrides: Partial<RegisterRequest> = {}) {
    const body = request({ cnpj: '11222333000181', ...overrides });
    await register(body);
    const [row] = await t.db.select().from(prospects).where(eq(prospects.email, body.email));
    return row!;
  }

  it('creates the condominium and its síndico in one step and e-mails a set-password link that works', async () => {
    const prospect = await freshProspect({ name: 'Helena Prado', condominium_name: 'Residencial Girassol', units: 30 });
    const response = await asMaster('PUT', `/prospects/send-access/${prospect.id}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.access_sent_at).not.toBeNull();

    const [condominium] = await t.db.select().from(condominiums).where(eq(condominiums.id, data.condominium_uuid));
    expect(condominium).toMatchObject({ cnpj: '11222333000181', comercialName: 'Residencial Girassol', units: 30, mobilePhone: '11988887777', active: true });
    const [sindico] = await t.db.select().from(users).where(eq(users.email, prospect.email));
    expect(sindico).toMatchObject({ type: 'sindico', name: 'Helena Prado', passwordHash: null });

    await t.outbox.kick();
    const mail = inbox.findLast((candidate) => candidate.to.includes(prospect.email));
    // The síndico has no password yet: the message carries only a link to create one.
    expect(decodedBodies(mail!.raw).join('\n')).toContain('crie sua senha pelo link abaixo');
    const link = findTokenLink(mail!, '/reset-password');
    expect(link).toBeDefined();
    const token = new URL(link!).searchParams.get('token')!;
    const set = await t.app.inject({ method: 'POST', url: '/api/v1/password/reset', payload: { token, password: 'Senha-do-sindico-1', password_confirmation: 'Senha-do-sindico-1' } });
    expect(set.statusCode).toBe(200);

    const signIn = await t.app.inject({ method: 'POST', url: '/api/v1/auth', payload: { email: prospect.email, password: 'Senha-do-sindico-1' } });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().data).toMatchObject({ type: 'sindico', condominium: [{ comercial_name: 'Residencial Girassol', plan: { name: 'Free' } }] });
  });

  it('sending again creates nothing new and e-mails a fresh link to the same síndico', async () => {
    const prospect = await freshProspect({ cnpj: '04252011000110' });
    const first = (await asMaster('PUT', `/prospects/send-access/${prospect.id}`)).json().data;
    const second = await asMaster('PUT', `/prospects/send-access/${prospect.id}`);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.condominium_uuid).toBe(first.condominium_uuid);
    expect(await t.db.$count(condominiums, eq(condominiums.cnpj, '04252011000110'))).toBe(1);
    expect(await t.db.$count(users, eq(users.email, prospect.email))).toBe(1);
    await t.outbox.kick();
    expect(inbox.filter((mail) => mail.to.includes(prospect.email))).toHaveLength(2);
    // The welcome is said once, on the first access, and leads to the condominium's profile.
    const [sindico] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, prospect.email));
    const welcome = await t.db.select({ title: notifications.title, route: notifications.route }).from(notifications).where(eq(notifications.userId, sindico!.id));
    expect(welcome).toEqual([{ title: 'Bem-vindo ao Zelo!', route: '/condominium-profile' }]);
  });

  it('writes nothing when the e-mail already belongs to a user, and refuses an archived request', async () => {
    const existing = await createUser(t.db, { type: 'morador' });
    const prospect = await freshProspect({ cnpj: '07526557000100', email: existing.email });
    const conflict = await asMaster('PUT', `/prospects/send-access/${prospect.id}`);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ message: 'Este email já possui cadastro no sistema.', code: 'EMAIL_ALREADY_EXISTS' });
    expect(await t.db.$count(condominiums, eq(condominiums.cnpj, '07526557000100'))).toBe(0);
    const [unchanged] = await t.db.select().from(prospects).where(eq(prospects.id, prospect.id));
    expect(unchanged?.accessSentAt).toBeNull();

    const archived = await freshProspect({ cnpj: '45997418000153' });
    await asMaster('PUT', `/prospects/inactive/${archived.id}`);
    const refused = await asMaster('PUT', `/prospects/send-access/${archived.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('PROSPECT_INACTIVE');
  });
});
