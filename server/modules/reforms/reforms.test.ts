import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_NOT_FOUND, CLOSING_ATTACHMENT_FORBIDDEN, MISSING_ART_ATTACHMENT, WRONG_STEP_ATTACHMENT, type ReformAttachmentKind, type ReformForm, type ReformStatus } from '#contract/reforms.ts';
import type { UserType } from '#contract/users.ts';
import { condominiums, notifications, reformAttachments, reforms } from '#server/db/schema.ts';
import { runDueJobs } from '#server/platform/scheduled-jobs.ts';
import { createCondominium } from '#server/test/fixtures.ts';
import { multipart } from '#server/test/multipart.ts';
import { homeOf } from '#server/test/record-factories.ts';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';
import { reformPapers } from './reform-attachments.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

type Person = { id: string; token: string };

async function condominiumWithPeople() {
  const condominium = await createCondominium(t.db);
  const people = {} as Record<UserType | 'vizinho', Person>;
  for (const type of ['master', 'sindico', 'zelador', 'engenheiro', 'morador'] as const) {
    people[type] = await t.signedIn(type, type === 'master' ? {} : { condominiumId: condominium.id });
  }
  // Another morador of the same building, of another apartment.
  people.vizinho = await t.signedIn('morador', { condominiumId: condominium.id });
  const home = await homeOf(t.db, { condominiumId: condominium.id, userId: people.morador.id });
  return { condominiumId: condominium.id, people, home };
}

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), ...(payload && { payload }) });

const form = (apartment: string, overrides: Partial<ReformForm> = {}): ReformForm => ({
  apartment,
  title: 'Troca do piso da sala',
  description: 'Piso laminado sobre o existente, sem quebra.',
  categories: ['painting'],
  starts_on: '2026-12-01',
  ends_on: '2026-12-15',
  ...overrides,
});

async function reformAt(condominiumId: string, apartmentId: string, requesterId: string, status: ReformStatus) {
  const [row] = await t.db
    .insert(reforms)
    .values({ condominiumId, apartmentId, requesterId, title: `Reforma ${status}`, description: 'Obra.', categories: ['painting'], startsOn: '2026-12-01', endsOn: '2026-12-10', status })
    .returning({ id: reforms.id });
  return row!.id;
}

let counter = 0;
/** A distinct small PDF each time. */
const pdf = () => Buffer.from(`%PDF-1.7\n% anexo ${(counter += 1)}\n%%EOF\n`);

const sendAttachment = (token: string, condominiumId: string, kind: ReformAttachmentKind, bytes = pdf()) => {
  const body = multipart({ condominium: condominiumId, kind }, { field: 'file', name: `${kind}.pdf`, bytes, contentType: 'application/pdf' });
  return t.app.inject({ method: 'POST', url: '/api/v1/reforms/attachments', headers: { ...bearer(token), ...body.headers }, payload: body.payload });
};

/** Sends a paper and gives its uuid. */
async function attached(token: string, condominiumId: string, kind: ReformAttachmentKind): Promise<string> {
  const response = await sendAttachment(token, condominiumId, kind);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.uuid;
}

const storageKeyOf = async (attachmentId: string) =>
  (await t.db.select({ key: reformAttachments.storageKey }).from(reformAttachments).where(eq(reformAttachments.id, attachmentId)))[0]?.key;

const noticesOf = (userId: string) => t.db.select({ title: notifications.title, description: notifications.description }).from(notifications).where(eq(notifications.userId, userId));

describe('reforms: the transition table (every status × action × type)', () => {
  it('allows each step only from its statuses and to its people; everything else is 403, 404 or 409', async () => {
    const home = await condominiumWithPeople();
    const away = await condominiumWithPeople();
    const actors: [string, Person, 'home' | 'away'][] = [
      ['master', home.people.master, 'home'],
      ['sindico', home.people.sindico, 'home'],
      ['zelador', home.people.zelador, 'home'],
      ['engenheiro', home.people.engenheiro, 'home'],
      ['morador (quem pediu)', home.people.morador, 'home'],
      ['morador vizinho', home.people.vizinho, 'home'],
      ['síndico de outro condomínio', away.people.sindico, 'away'],
    ];
    const deciders = ['master', 'sindico', 'engenheiro'];
    const expected = (action: string, status: ReformStatus, actor: string): number => {
      if (actor === 'síndico de outro condomínio') return 404;
      if (action === 'edit') {
        if (actor === 'zelador' || actor === 'engenheiro') return 403;
        if (actor === 'morador vizinho') return 404;
        if (actor === 'morador (quem pediu)') return ['pending', 'disapproved'].includes(status) ? 200 : 409;
        return status === 'pending' ? 200 : 409;
      }
      if (!deciders.includes(actor)) return 403;
      const from = action === 'finish' ? ['approved'] : ['pending'];
      return from.includes(status) ? 200 : 409;
    };

    const mismatches: string[] = [];
    for (const status of ['pending', 'approved', 'disapproved', 'finished'] as const) {
      for (const action of ['approve', 'disapprove', 'finish', 'edit'] as const) {
        for (const [actor, person] of actors) {
          const id = await reformAt(home.condominiumId, home.home, home.people.morador.id, status);
          const response =
            action === 'edit'
              ? await call(person.token, 'POST', `/reforms/update/${id}`, form(home.home))
              : await call(person.token, 'PUT', `/reforms/${action}/${id}`, action === 'disapprove' ? { reason: 'Falta a ART.' } : action === 'finish' ? { notes: 'Sem pendências.' } : undefined);
          const want = expected(action, status, actor);
          if (response.statusCode !== want) mismatches.push(`${action} from ${status} as ${actor}: ${response.statusCode}, expected ${want}`);
          if (response.statusCode === 409) expect(response.json().code).toBe('REFORM_TRANSITION_NOT_ALLOWED');
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('reforms: the NBR 16280 path', () => {
  it('goes from submission to disapproval, correction, approval and the closing term, telling each side and keeping the history', async () => {
    const { condominiumId, people, home } = await condominiumWithPeople();
    const art = await attached(people.morador.token, condominiumId, 'art');
    const professional = { professional_name: 'Eng. Paula Reis', professional_registry: 'CREA-SP 123456' };
    const created = await call(people.morador.token, 'POST', '/reforms/store', form(home, { categories: ['electrical', 'painting'], ...professional, art_number: 'ART 2026-0001', attachments: [art] }));
    expect(created.statusCode, created.body).toBe(201);
    const reform = created.json().data;
    expect(reform).toMatchObject({ status: 'pending', actions: ['edit'], requester: { uuid: people.morador.id } });
    expect((await noticesOf(people.sindico.id)).map((notice) => notice.title)).toContain('Nova reforma para análise');
    expect((await noticesOf(people.engenheiro.id)).map((notice) => notice.title)).toContain('Nova reforma para análise');
    expect((await call(people.sindico.token, 'GET', `/reforms/${reform.uuid}`)).json().data.actions).toEqual(['inactivate', 'edit', 'approve', 'disapprove']);
    expect((await call(people.zelador.token, 'GET', `/reforms/show/${reform.uuid}`)).json().data.actions).toEqual([]);

    const noReason = await call(people.sindico.token, 'PUT', `/reforms/disapprove/${reform.uuid}`, { reason: ' ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toEqual({ reason: ['Informe o motivo da reprovação.'] });
    await call(people.sindico.token, 'PUT', `/reforms/disapprove/${reform.uuid}`, { reason: 'A ART não cobre a troca do quadro elétrico.' });
    const seen = (await call(people.morador.token, 'GET', `/reforms/${reform.uuid}`)).json().data;
    expect(seen).toMatchObject({ status: 'disapproved', disapproval_reason: 'A ART não cobre a troca do quadro elétrico.', actions: ['edit'] });
    expect(await noticesOf(people.morador.id)).toContainEqual({
      title: 'Reforma reprovada',
      description: 'A reforma "Troca do piso da sala" foi reprovada: A ART não cobre a troca do quadro elétrico.',
    });

    const corrected = await call(people.morador.token, 'POST', `/reforms/update/${reform.uuid}`, form(home, { categories: ['electrical'], ...professional, art_number: 'ART 2026-0002', attachments: [art] }));
    expect(corrected.json().data).toMatchObject({ status: 'pending', art_number: 'ART 2026-0002', disapproval_reason: null });
    expect((await call(people.engenheiro.token, 'PUT', `/reforms/approve/${reform.uuid}`)).json().data.status).toBe('approved');
    const finishedEarly = await call(people.engenheiro.token, 'PUT', `/reforms/approve/${reform.uuid}`);
    expect(finishedEarly.json()).toMatchObject({ code: 'REFORM_TRANSITION_NOT_ALLOWED', message: 'Esta reforma está aprovada: ela não pode ser aprovada.' });
    const finished = await call(people.engenheiro.token, 'PUT', `/reforms/finish/${reform.uuid}`, { notes: 'Vistoria final: quadro novo, sem pendências.' });
    expect(finished.json().data.status).toBe('finished');

    const history = finished.json().data.history as { action: string; from_status: string | null; to_status: string; reason: string | null; by: { uuid: string } }[];
    expect(history.map((step) => [step.action, step.from_status, step.to_status, step.by.uuid])).toEqual([
      ['submit', null, 'pending', people.morador.id],
      ['disapprove', 'pending', 'disapproved', people.sindico.id],
      ['submit', 'disapproved', 'pending', people.morador.id],
      ['approve', 'pending', 'approved', people.engenheiro.id],
      ['finish', 'approved', 'finished', people.engenheiro.id],
    ]);
    expect(history.at(-1)!.reason).toBe('Vistoria final: quadro novo, sem pendências.');
    expect((await noticesOf(people.morador.id)).map((notice) => notice.title)).toEqual(expect.arrayContaining(['Reforma aprovada', 'Reforma concluída']));
  });

  it('asks for the professional and the ART where the work needs them, and only for the morador’s own apartment', async () => {
    const { people, home } = await condominiumWithPeople();
    const missing = await call(people.morador.token, 'POST', '/reforms/store', form(home, { categories: ['gas'], ends_on: '2026-11-30' }));
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(['art_number', 'ends_on', 'professional_name', 'professional_registry']);

    const notTheirs = await call(people.vizinho.token, 'POST', '/reforms/store', form(home));
    expect(notTheirs.statusCode).toBe(422);
    expect(notTheirs.json().errors).toEqual({ apartment: ['Apartamento não encontrado.'] });
    // The síndico may register one for a unit (a paper request brought to the office).
    expect((await call(people.sindico.token, 'POST', '/reforms/store', form(home))).statusCode).toBe(201);
  });

  it('shows a morador only the reforms of their apartments, and refuses steps on an inactive reform', async () => {
    const { condominiumId, people, home } = await condominiumWithPeople();
    const id = await reformAt(condominiumId, home, people.morador.id, 'pending');
    const listed = async (token: string) => (await call(token, 'GET', '/reforms/listing')).json().data.data.map((item: { uuid: string }) => item.uuid);
    expect(await listed(people.morador.token)).toContain(id);
    expect(await listed(people.vizinho.token)).not.toContain(id);
    expect(await listed(people.zelador.token)).toContain(id);

    expect((await call(people.sindico.token, 'PUT', `/reforms/inactive/${id}`)).json().data).toMatchObject({ active: false, actions: ['activate'] });
    const refused = await call(people.sindico.token, 'PUT', `/reforms/approve/${id}`);
    expect(refused.json()).toMatchObject({ code: 'REFORM_TRANSITION_NOT_ALLOWED', message: 'Esta reforma está inativa: ela não pode ser aprovada.' });
    expect((await call(people.sindico.token, 'PUT', `/reforms/inactive/${id}`)).json().message).toBe('Esta reforma já está inativa.');
  });

  it('filters by one step, or by every open one (em análise or aprovada), where the dashboard’s count leads', async () => {
    const { condominiumId, people, home } = await condominiumWithPeople();
    const ids = Object.fromEntries(await Promise.all((['pending', 'approved', 'disapproved', 'finished'] as const).map(async (status) => [status, await reformAt(condominiumId, home, people.morador.id, status)])));
    const listed = async (situation: string) => {
      const answer = await call(people.sindico.token, 'GET', `/reforms/listing?situation=${situation}&per_page=100`);
      return answer.json().data.data.map((item: { uuid: string }) => item.uuid).sort();
    };
    expect(await listed('approved')).toEqual([ids.approved]);
    expect(await listed('open')).toEqual([ids.pending, ids.approved].sort());
    const unknown = await call(people.sindico.token, 'GET', '/reforms/listing?situation=aberta');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.situation).toEqual(['Situação da reforma inválida.']);
  });
});

describe('reforms: the papers (plano, ART or RRT, projects)', () => {
  const electrical = { categories: ['electrical' as const], professional_name: 'Eng. Paula Reis', professional_registry: 'CREA-SP 123456', art_number: 'ART 2026-0003' };

  it('refuses work that needs a professional without an ART or RRT attached, and papers that are not the sender’s', async () => {
    const { condominiumId, people, home } = await condominiumWithPeople();
    const plan = await attached(people.morador.token, condominiumId, 'plan');
    const withoutArt = await call(people.morador.token, 'POST', '/reforms/store', form(home, { ...electrical, attachments: [plan] }));
    expect(withoutArt.statusCode).toBe(422);
    expect(withoutArt.json().errors).toEqual({ attachments: [MISSING_ART_ATTACHMENT] });

    const neighbours = await attached(people.vizinho.token, condominiumId, 'art');
    const elsewhere = await condominiumWithPeople();
    const foreign = await attached(elsewhere.people.sindico.token, elsewhere.condominiumId, 'art');
    for (const stranger of [neighbours, foreign]) {
      const refused = await call(people.morador.token, 'POST', '/reforms/store', form(home, { ...electrical, attachments: [plan, stranger] }));
      expect(refused.json().errors).toEqual({ attachments: [ATTACHMENT_NOT_FOUND] });
    }
    expect(await t.db.$count(reforms, eq(reforms.condominiumId, condominiumId))).toBe(0);

    const art = await attached(people.morador.token, condominiumId, 'art');
    const created = await call(people.morador.token, 'POST', '/reforms/store', form(home, { ...electrical, attachments: [plan, art] }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.attachments.map((attachment: { kind: string; file_name: string }) => [attachment.kind, attachment.file_name])).toEqual([
      ['plan', 'plan.pdf'],
      ['art', 'art.pdf'],
    ]);
    // Claimed by one reform, a paper cannot be named by another.
    const again = await call(people.morador.token, 'POST', '/reforms/store', form(home, { ...electrical, attachments: [art] }));
    expect(again.json().errors).toEqual({ attachments: [ATTACHMENT_NOT_FOUND] });
  });

  it('gives the bytes to whoever follows the reform, and removes the file of a paper an update leaves out', async () => {
    const { condominiumId, people, home } = await condominiumWithPeople();
    const [plan, art] = [await attached(people.morador.token, condominiumId, 'plan'), await attached(people.morador.token, condominiumId, 'art')];
    const download = (token: string, id: string) => call(token, 'GET', `/reforms/attachments/${id}`);
    // Before a reform names it, only its sender reads it.
    expect((await download(people.morador.token, plan)).statusCode).toBe(200);
    expect((await download(people.sindico.token, plan)).statusCode).toBe(404);

    const reform = (await call(people.morador.token, 'POST', '/reforms/store', form(home, { ...electrical, attachments: [plan, art] }))).json().data;
    for (const reader of [people.morador, people.sindico, people.zelador, people.engenheiro, people.master]) {
      const response = await download(reader.token, plan);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain('plan.pdf');
      expect(response.body.startsWith('%PDF-1.7')).toBe(true);
    }
    expect((await download(people.vizinho.token, plan)).statusCode).toBe(404);

    const planKey = (await storageKeyOf(plan))!;
    const updated = await call(people.morador.token, 'POST', `/reforms/update/${reform.uuid}`, form(home, { ...electrical, attachments: [art] }));
    expect(updated.json().data.attachments.map((attachment: { uuid: string }) => attachment.uuid)).toEqual([art]);
    expect(await storageKeyOf(plan)).toBeUndefined();
    expect(await t.storage.open(planKey)).toBeNull();
    expect((await download(people.morador.token, plan)).statusCode).toBe(404);
  });

  it('refuses a file that is not a paper, and a condominium that is not the sender’s', async () => {
    const { condominiumId, people } = await condominiumWithPeople();
    const executable = await sendAttachment(people.morador.token, condominiumId, 'plan', Buffer.from('MZ\x90\x00 not a pdf'));
    expect(executable.statusCode).toBe(415);
    const elsewhere = await createCondominium(t.db);
    expect((await sendAttachment(people.morador.token, elsewhere.id, 'plan')).statusCode).toBe(404);
    const badKind = await sendAttachment(people.morador.token, condominiumId, 'selfie' as ReformAttachmentKind);
    expect(badKind.statusCode).toBe(422);
    expect(badKind.json().errors).toEqual({ kind: ['Tipo de anexo inválido.'] });
  });

  it('removes, once a day, the papers of forms that were never saved', async () => {
    const { condominiumId, people, home } = await condominiumWithPeople();
    const [abandoned, recent, kept] = [
      await attached(people.morador.token, condominiumId, 'plan'),
      await attached(people.morador.token, condominiumId, 'plan'),
      await attached(people.morador.token, condominiumId, 'plan'),
    ];
    await call(people.morador.token, 'POST', '/reforms/store', form(home, { attachments: [kept] }));
    const twoDaysAgo = new Date(Date.now() - 48 * 60 * 60_000);
    await t.db.update(reformAttachments).set({ createdAt: twoDaysAgo }).where(eq(reformAttachments.condominiumId, condominiumId));
    await t.db.update(reformAttachments).set({ createdAt: new Date() }).where(eq(reformAttachments.id, recent));
    const abandonedKey = (await storageKeyOf(abandoned))!;

    await runDueJobs(t.appDb, [reformPapers.job(t.storage)], pino({ level: 'silent' }), '2026-12-02');
    expect(await storageKeyOf(abandoned)).toBeUndefined();
    expect(await t.storage.open(abandonedKey)).toBeNull();
    expect(await storageKeyOf(recent)).toBeDefined();
    expect(await storageKeyOf(kept)).toBeDefined();
  });
});

describe('reforms: the closing term’s papers (the signed term, photos)', () => {
  const kindsAndNames = (reform: { attachments: { kind: string; file_name: string }[] }) => reform.attachments.map((attachment) => [attachment.kind, attachment.file_name]);

  it('finishes with the signed term and photos, kept beside the request’s papers and readable by whoever follows it', async () => {
    const { condominiumId, people, home } = await condominiumWithPeople();
    const plan = await attached(people.morador.token, condominiumId, 'plan');
    const created = (await call(people.morador.token, 'POST', '/reforms/store', form(home, { attachments: [plan] }))).json().data;
    expect((await call(people.sindico.token, 'PUT', `/reforms/approve/${created.uuid}`)).statusCode).toBe(200);

    const term = await attached(people.engenheiro.token, condominiumId, 'closing_term');
    const photo = await attached(people.engenheiro.token, condominiumId, 'closing_photo');
    const finished = await call(people.engenheiro.token, 'PUT', `/reforms/finish/${created.uuid}`, { notes: 'Sem pendências.', attachments: [term, photo] });
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json().data.status).toBe('finished');
    expect(kindsAndNames(finished.json().data)).toEqual([
      ['plan', 'plan.pdf'],
      ['closing_term', 'closing_term.pdf'],
      ['closing_photo', 'closing_photo.pdf'],
    ]);
    const seen = await call(people.morador.token, 'GET', `/reforms/${created.uuid}`);
    expect(kindsAndNames(seen.json().data)).toEqual(kindsAndNames(finished.json().data));
    expect((await call(people.morador.token, 'GET', `/reforms/attachments/${term}`)).statusCode).toBe(200);
  });

  it('lets only those who finish send them, refuses the wrong step’s papers, and another condominium’s síndico gets 404', async () => {
    const { condominiumId, people, home } = await condominiumWithPeople();
    const away = await condominiumWithPeople();
    const approved = await reformAt(condominiumId, home, people.morador.id, 'approved');

    const byMorador = await sendAttachment(people.morador.token, condominiumId, 'closing_term');
    expect(byMorador.statusCode).toBe(403);
    expect(byMorador.json().message).toBe(CLOSING_ATTACHMENT_FORBIDDEN);
    expect((await sendAttachment(people.zelador.token, condominiumId, 'closing_photo')).statusCode).toBe(403);
    // The engenheiro decides and closes, but does not ask for reforms.
    expect((await sendAttachment(people.engenheiro.token, condominiumId, 'plan')).statusCode).toBe(403);
    expect((await sendAttachment(away.people.sindico.token, condominiumId, 'closing_term')).statusCode).toBe(404);

    // A request's paper is not a closing paper, and a closing paper is not a request's.
    const plan = await attached(people.sindico.token, condominiumId, 'plan');
    const wrongStep = await call(people.sindico.token, 'PUT', `/reforms/finish/${approved}`, { notes: 'Sem pendências.', attachments: [plan] });
    expect(wrongStep.statusCode).toBe(422);
    expect(wrongStep.json().errors).toEqual({ attachments: [WRONG_STEP_ATTACHMENT] });
    const term = await attached(people.sindico.token, condominiumId, 'closing_term');
    const asRequest = await call(people.sindico.token, 'POST', '/reforms/store', form(home, { attachments: [term] }));
    expect(asRequest.json().errors).toEqual({ attachments: [WRONG_STEP_ATTACHMENT] });

    // Another condominium's síndico neither sees the reform nor can name their own file on it.
    const theirs = await attached(away.people.sindico.token, away.condominiumId, 'closing_term');
    expect((await call(away.people.sindico.token, 'PUT', `/reforms/finish/${approved}`, { notes: 'Sem pendências.', attachments: [theirs] })).statusCode).toBe(404);
    // Nor may this síndico name a file someone else sent.
    const engineers = await attached(people.engenheiro.token, condominiumId, 'closing_photo');
    const notMine = await call(people.sindico.token, 'PUT', `/reforms/finish/${approved}`, { notes: 'Sem pendências.', attachments: [engineers] });
    expect(notMine.json().errors).toEqual({ attachments: [ATTACHMENT_NOT_FOUND] });

    // Nothing of a refused finish was written.
    const still = (await call(people.sindico.token, 'GET', `/reforms/${approved}`)).json().data;
    expect([still.status, still.attachments]).toEqual(['approved', []]);
    const finished = await call(people.sindico.token, 'PUT', `/reforms/finish/${approved}`, { notes: 'Sem pendências.', attachments: [term] });
    expect(kindsAndNames(finished.json().data)).toEqual([['closing_term', 'closing_term.pdf']]);
  });
});

describe('reforms: the plan (SPEC §6)', () => {
  it('refuses a morador whose condominium’s plan lacks reforms, and never the staff', async () => {
    const condominiumId = (await createCondominium(t.db)).id;
    await t.db.update(condominiums).set({ allowedModules: ['dashboard', 'document'] }).where(eq(condominiums.id, condominiumId));
    const morador = await t.signedIn('morador', { condominiumId });
    const sindico = await t.signedIn('sindico', { condominiumId });
    const refused = await call(morador.token, 'GET', '/reforms/listing');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('MODULE_NOT_ENABLED');
    expect((await call(sindico.token, 'GET', '/reforms/listing')).statusCode).toBe(200);
  });
});
