import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDetails } from '#contract/documents.ts';
import { addCalendarDays, productToday } from '#contract/calendar.ts';
import { ORPHAN_GRACE_MS, sweepOrphanedFiles } from '#server/adapters/storage/orphan-sweep.ts';
import { fileOwners } from '#server/modules/file-owners.ts';
import { createCondominium } from '#server/test/fixtures.ts';
import { multipart, type MultipartFile } from '#server/test/multipart.ts';
import { bearer, startTestApp, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // A small limit, so that the oversize case does not need 20 MB.
  t = await startTestApp({ DOCUMENT_MAX_MB: '0.5' });
});
afterAll(() => t.close());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
let counter = 0;
/** A distinct small PDF each time (the same bytes twice would be a duplicate). */
const pdf = (text = `documento ${(counter += 1)} ${Math.random()}`) => Buffer.from(`%PDF-1.7\n% ${text}\n%%EOF\n`);
const pdfFile = (bytes = pdf(), name = 'Convenção do condomínio.pdf'): MultipartFile => ({ field: 'file', name, bytes, contentType: 'application/pdf' });

async function condominiumWithPeople() {
  const condominium = await createCondominium(t.db);
  const people = {
    master: await t.signedIn('master'),
    sindico: await t.signedIn('sindico', { condominiumId: condominium.id }),
    zelador: await t.signedIn('zelador', { condominiumId: condominium.id }),
    morador: await t.signedIn('morador', { condominiumId: condominium.id }),
  };
  return { condominiumId: condominium.id, people };
}

function send(token: string, url: string, fields: Record<string, string>, file?: MultipartFile) {
  const body = multipart(fields, file);
  return t.app.inject({ method: 'POST', url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });
}

async function store(token: string, condominiumId: string, fields: Record<string, string> = {}, file: MultipartFile | undefined = pdfFile()) {
  return send(token, '/api/v1/documents/store', { condominium: condominiumId, title: 'Convenção', type: '1', ...fields }, file);
}

async function stored(token: string, condominiumId: string, fields: Record<string, string> = {}, file?: MultipartFile): Promise<DocumentDetails> {
  const response = await store(token, condominiumId, fields, file);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const download = (token: string, path: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/file_storage/get_file', headers: bearer(token), payload: { path } });
const get = (token: string, url: string) => t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(token) });

describe('documents: upload, versions and download', () => {
  it('stores a PDF, lists it, and gives the same bytes back under its original name', async () => {
    const { condominiumId, people } = await condominiumWithPeople();
    const bytes = pdf();
    const document = await stored(people.sindico.token, condominiumId, { visible_to_residents: 'true', description: 'Aprovada em assembleia' }, pdfFile(bytes));
    expect(document).toMatchObject({ title: 'Convenção', type: { id: 1, name: 'Convenção do condomínio' }, visible_to_residents: true, active: true, validity: null });
    expect(document.file).toMatchObject({ number: 1, file_name: 'Convenção do condomínio.pdf', content_type: 'application/pdf', size: bytes.length });
    expect(document.file.author?.uuid).toBe(people.sindico.id);
    expect(document.versions).toHaveLength(1);

    const listing = (await get(people.zelador.token, '/documents/listing')).json().data;
    expect(listing.data.map((item: { uuid: string }) => item.uuid)).toEqual([document.uuid]);

    for (const reader of [people.sindico, people.morador, people.master]) {
      const file = await download(reader.token, document.file.path);
      expect(file.statusCode).toBe(200);
      expect(sha256(file.rawPayload)).toBe(sha256(bytes));
      expect(file.headers).toMatchObject({ 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff' });
      expect(file.headers['content-disposition']).toContain(`attachment; filename="Convencao do condominio.pdf"; filename*=UTF-8''${encodeURIComponent('Convenção do condomínio.pdf')}`);
    }
  });

  it('keeps every version when the file is replaced, each downloadable, and updates fields without a new file', async () => {
    const { condominiumId, people } = await condominiumWithPeople();
    const first = pdf('primeira');
    const second = pdf('segunda');
    const document = await stored(people.sindico.token, condominiumId, {}, pdfFile(first, 'ata-v1.pdf'));

    const replaced = await send(people.zelador.token, `/api/v1/documents/update/${document.uuid}`, { title: 'Convenção (2025)', type: '1' }, pdfFile(second, 'ata-v2.pdf'));
    expect(replaced.statusCode, replaced.body).toBe(200);
    const details: DocumentDetails = replaced.json().data;
    expect(details.title).toBe('Convenção (2025)');
    expect(details.versions.map((version) => [version.number, version.file_name, version.author?.uuid])).toEqual([
      [2, 'ata-v2.pdf', people.zelador.id],
      [1, 'ata-v1.pdf', people.sindico.id],
    ]);
    expect(details.file.number).toBe(2);
    expect(sha256((await download(people.sindico.token, details.versions[1]!.path)).rawPayload)).toBe(sha256(first));
    expect(sha256((await download(people.sindico.token, details.versions[0]!.path)).rawPayload)).toBe(sha256(second));

    const renamed = await send(people.sindico.token, `/api/v1/documents/update/${document.uuid}`, { title: 'Convenção consolidada', type: '1' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({ title: 'Convenção consolidada', versions: [{ number: 2 }, { number: 1 }] });
  });

  it('refuses the same file twice in a condominium, and accepts it in another', async () => {
    const { condominiumId, people } = await condominiumWithPeople();
    const other = await condominiumWithPeople();
    const bytes = pdf();
    await stored(people.sindico.token, condominiumId, {}, pdfFile(bytes));
    const again = await store(people.sindico.token, condominiumId, { title: 'Outra cópia' }, pdfFile(bytes));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'DOCUMENT_ALREADY_EXISTS', message: 'Este documento já possui cadastro no sistema.' });
    expect((await store(other.people.sindico.token, other.condominiumId, {}, pdfFile(bytes))).statusCode).toBe(201);
  });

  it('refuses a file over the limit (413) or of another type (415), and a missing file or title (422)', async () => {
    const { condominiumId, people } = await condominiumWithPeople();
    const large = await store(people.sindico.token, condominiumId, {}, pdfFile(Buffer.concat([pdf(), Buffer.alloc(600 * 1024)])));
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('O arquivo passa do limite de 512 KB.');
    const script = await store(people.sindico.token, condominiumId, {}, { field: 'file', name: 'nota.pdf', bytes: Buffer.from('<script>alert(1)</script>'), contentType: 'application/pdf' });
    expect(script.statusCode).toBe(415);
    expect(script.json().message).toBe('Envie um arquivo PDF, PNG, JPEG, WebP, DOCX, XLSX, PPTX, ODT ou ODS.');
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('qualquer/coisa.txt')]);
    expect((await store(people.sindico.token, condominiumId, {}, { field: 'file', name: 'a.docx', bytes: zip })).statusCode).toBe(415);
    const docx = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('[Content_Types].xml ... word/document.xml')]);
    expect((await store(people.sindico.token, condominiumId, {}, { field: 'file', name: 'regimento.docx', bytes: docx })).json().data.file.content_type).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );

    const missing = await send(people.sindico.token, '/api/v1/documents/store', { condominium: condominiumId, title: '', type: '1' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({ file: ['Selecione um arquivo.'], title: ['Informe o título do documento.'] });
  });

  it('leaves no stored file behind when the rows cannot be written', async () => {
    const { condominiumId, people } = await condominiumWithPeople();
    const keysBefore = await storedKeys();
    // An unknown type fails inside the transaction, after the file was stored.
    const refused = await store(people.sindico.token, condominiumId, { type: '9999' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ type: ['Tipo de documento não encontrado.'] });
    expect(await storedKeys()).toEqual(keysBefore);
  });
});

describe('documents: a crash between the file and its rows', () => {
  it('leaves a file no row names, which the sweep at the next start removes; stored documents stay', async () => {
    const { condominiumId, people } = await condominiumWithPeople();
    const kept = await stored(people.sindico.token, condominiumId);
    // What a process that died after `put` and before its transaction leaves behind.
    const orphan = await t.storage.put(`documents/${condominiumId}`, pdf(), { contentType: 'application/pdf', extension: 'pdf' });
    const later = new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
    expect(await sweepOrphanedFiles(t.storage, fileOwners(t.appDb), later)).toBeGreaterThanOrEqual(1);
    expect(await t.storage.open(orphan.key)).toBeNull();
    expect((await download(people.sindico.token, kept.file.path)).statusCode).toBe(200);
  });
});

async function storedKeys() {
  const keys: string[] = [];
  for await (const object of t.storage.list('documents')) keys.push(object.key);
  return keys.sort();
}

describe('documents: who sees and fetches what', () => {
  it('shows a morador only the active documents marked for residents, and fetches nothing else for them', async () => {
    const { condominiumId, people } = await condominiumWithPeople();
    const visible = await stored(people.sindico.token, condominiumId, { title: 'Regimento', visible_to_residents: 'true' });
    const hidden = await stored(people.sindico.token, condominiumId, { title: 'Contrato da portaria' });
    const retired = await stored(people.sindico.token, condominiumId, { title: 'Apólice antiga', visible_to_residents: 'true' });
    expect((await t.app.inject({ method: 'PUT', url: `/api/v1/documents/inactive/${retired.uuid}`, headers: bearer(people.sindico.token) })).statusCode).toBe(200);

    const titles = async (token: string) => (await get(token, '/documents/listing')).json().data.data.map((item: { title: string }) => item.title);
    expect(await titles(people.morador.token)).toEqual(['Regimento']);
    expect(await titles(people.zelador.token)).toEqual(['Apólice antiga', 'Contrato da portaria', 'Regimento']);

    expect((await download(people.morador.token, visible.file.path)).statusCode).toBe(200);
    for (const document of [hidden, retired]) {
      const refused = await download(people.morador.token, document.file.path);
      expect(refused.statusCode).toBe(404);
      expect(refused.rawPayload.toString()).not.toContain('%PDF');
      expect((await get(people.morador.token, `/documents/show/${document.uuid}`)).statusCode).toBe(404);
    }
    // Managers still fetch an inactive document's file.
    expect((await download(people.sindico.token, retired.file.path)).statusCode).toBe(200);
  });

  it("answers another tenant's document and any other path as missing, with no bytes", async () => {
    const home = await condominiumWithPeople();
    const away = await condominiumWithPeople();
    const theirs = await stored(away.people.sindico.token, away.condominiumId, { visible_to_residents: 'true' });
    const mine = await stored(home.people.sindico.token, home.condominiumId, { visible_to_residents: 'true' });

    expect((await get(home.people.sindico.token, `/documents/show/${theirs.uuid}`)).statusCode).toBe(404);
    const [, , file] = mine.file.path.split('/');
    const attempts = [
      theirs.file.path,
      `../${mine.file.path}`,
      `documents/${home.condominiumId}/../${away.condominiumId}/${file}`,
      `documents%2F${home.condominiumId}%2F${file}`,
      encodeURIComponent(`../../${mine.file.path}`),
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '..%252f..%252fetc%252fpasswd',
      '/etc/passwd',
      `/${mine.file.path}`,
      `${t.config.dataDir}/uploads/${mine.file.path}`,
      'C:\\Windows\\win.ini',
      `${mine.file.path}\u0000.png`,
      'documents',
    ];
    for (const path of attempts) {
      for (const reader of [home.people.sindico, home.people.morador]) {
        const refused = await download(reader.token, path);
        expect(refused.statusCode, path).toBe(404);
        expect(refused.rawPayload.toString(), path).not.toContain('%PDF');
      }
    }
    expect((await download(home.people.morador.token, mine.file.path)).statusCode).toBe(200);
  });
});

describe('documents: the listing', () => {
  it('filters word by word over title, type and description, and by type, validity and status', async () => {
    const { condominiumId, people } = await condominiumWithPeople();
    const today = productToday();
    const types = (await get(people.sindico.token, '/documents_types')).json().data as { id: number; name: string; expires: boolean }[];
    const avcb = types.find((type) => type.name.startsWith('AVCB'))!;
    const insurance = types.find((type) => type.name === 'Apólice de seguro')!;
    expect(avcb.expires).toBe(true);
    await stored(people.sindico.token, condominiumId, { title: 'AVCB torre A', type: String(avcb.id), valid_until: addCalendarDays(today, 10) });
    await stored(people.sindico.token, condominiumId, { title: 'Seguro predial', type: String(insurance.id), valid_until: addCalendarDays(today, -1), description: 'Porto Seguro, incêndio' });
    await stored(people.sindico.token, condominiumId, { title: 'Ata de março', type: '3', valid_until: addCalendarDays(today, 400) });

    const titles = async (query: string) => (await get(people.sindico.token, `/documents/listing?${query}`)).json().data.data.map((item: { title: string }) => item.title);
    expect(await titles('filter=incendio porto')).toEqual(['Seguro predial']);
    expect(await titles(`filter=${encodeURIComponent('bombeiros torre')}`)).toEqual(['AVCB torre A']);
    expect(await titles(`type=${insurance.id}`)).toEqual(['Seguro predial']);
    expect(await titles('validity=expiring')).toEqual(['AVCB torre A']);
    expect(await titles('validity=expired')).toEqual(['Seguro predial']);
    expect(await titles('validity=valid')).toEqual(['Ata de março']);
    expect((await get(people.sindico.token, '/documents/listing?validity=amanha')).statusCode).toBe(422);

    const listed = (await get(people.sindico.token, '/documents/listing?validity=expiring')).json().data.data[0];
    expect(listed.validity).toBe('expiring');

    // Saved already expiring or expired: the síndico's bell says so at once, not at the next day's job.
    const bell = (await get(people.sindico.token, '/notifications/all-unread')).json().data.notifications as { title: string; route: string }[];
    expect(bell.map((notice) => notice.title).sort()).toEqual(['Documento perto do vencimento', 'Documento vencido']);
    expect(bell.find((notice) => notice.title === 'Documento perto do vencimento')?.route).toBe(`/documents-register?document=${listed.uuid}`);
  });

  it('lets master add and rename types; a renamed type is found by its new name', async () => {
    const { condominiumId, people } = await condominiumWithPeople();
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/documents_types', headers: bearer(people.master.token), payload: { name: 'Laudo de elevadores', expires: true } });
    expect(created.statusCode, created.body).toBe(201);
    const type = created.json().data;
    await stored(people.sindico.token, condominiumId, { title: 'Vistoria anual', type: String(type.id) });

    const duplicate = await t.app.inject({ method: 'POST', url: '/api/v1/documents_types', headers: bearer(people.master.token), payload: { name: 'laudo de ELEVADORES', expires: false } });
    expect(duplicate.statusCode).toBe(409);

    const renamed = await t.app.inject({ method: 'PUT', url: `/api/v1/documents_types/${type.id}`, headers: bearer(people.master.token), payload: { name: 'Laudo de elevadores e escadas rolantes', expires: true } });
    expect(renamed.statusCode).toBe(200);
    const found = (await get(people.sindico.token, '/documents/listing?filter=escadas%20vistoria')).json().data.data;
    expect(found.map((item: { title: string; type: { name: string } }) => [item.title, item.type.name])).toEqual([['Vistoria anual', 'Laudo de elevadores e escadas rolantes']]);
  });
});
