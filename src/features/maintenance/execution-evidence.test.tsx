import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addCalendarDays, productToday } from '#contract/calendar.ts';
import { evidenceDownload, maintenanceEndpoints, maintenanceUploads, type EnabledMaintenance, type EvidenceFile } from '#contract/maintenance.ts';
import { mockDb } from '#mocks/db.ts';
import { mockUsers } from '#mocks/fixtures.ts';
import { mockRecord } from '#mocks/maintenance-fixtures.ts';
import { apiError, reply, url } from '#mocks/http-helpers.ts';
import { server } from '#mocks/server.ts';
import { renderApp, signInAs } from '#src/test/render-app.tsx';

const today = productToday();
const condominium = { uuid: mockUsers.sindico.condominium[0]!.uuid, comercial_name: mockUsers.sindico.condominium[0]!.comercial_name };
const specialised = { id: 1, name: 'Empresa especializada' };
const photoType = { id: 5, name: 'Foto do serviço' };

const evidence = (uuid: string, file_name: string, content_type: string, document_type = photoType): EvidenceFile => ({
  uuid,
  document_type,
  file_name,
  content_type,
  size: 4096,
  created_at: new Date('2026-11-20T13:30:00Z'),
});

const before = evidence('8c3d1e20-0000-4000-8000-0000000000a1', 'antes.jpg', 'image/jpeg');
const after = evidence('8c3d1e20-0000-4000-8000-0000000000a2', 'depois.jpg', 'image/jpeg');
const invoice = evidence('8c3d1e20-0000-4000-8000-0000000000a3', 'nota.pdf', 'application/pdf', { id: 2, name: 'Nota fiscal' });

const record = mockRecord({
  uuid: '6a2b0c10-0000-4000-8000-0000000000a1',
  maintenance: { uuid: '5e1d8a40-0000-4000-8000-0000000000a1', system: 'Sistema hidráulico', activity: 'Limpeza da caixa d’água' },
  condominium,
  performed_on: addCalendarDays(today, -20),
  due_on: addCalendarDays(today, -10),
  responsible_type: specialised,
  evidence: [before, invoice, after],
  created_at: new Date('2026-11-07T12:00:00Z'),
});

const maintenance: EnabledMaintenance = {
  uuid: record.maintenance.uuid,
  condominium,
  catalog_id: 1,
  system: record.maintenance.system,
  activity: record.maintenance.activity,
  type: { id: 1, name: 'Preventiva' },
  periodicity: { id: 7, name: 'Semestral', interval_unit: 'month', interval_amount: 6 },
  responsible_type: specialised,
  starts_on: addCalendarDays(today, -400),
  due_soon_days: 30,
  affects_residents: true,
  active: true,
  last_performed_on: record.performed_on,
  next_due_on: addCalendarDays(today, 160),
  status: 'up_to_date',
  public_id: 'AbCdEfGhIjKlMnOpQrSt_a',
};

/** The maintenance and its execution in the mock store; the uploads, the recording and the bytes, noting who asked and how. */
function handlers() {
  const calls = { uploads: [] as { name: string; documentType: string }[], recorded: undefined as unknown, downloads: [] as { uuid: string; authorization: string | null; size: string | null }[] };
  let sentCount = 0;
  mockDb.maintenance.programme = [maintenance];
  mockDb.maintenance.records = [record];
  server.use(
    http.post(url(maintenanceUploads.evidence), async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file') as File;
      calls.uploads.push({ name: file.name, documentType: String(form.get('document_type')) });
      sentCount += 1;
      return reply(maintenanceUploads.evidence, { data: evidence(`8c3d1e20-0000-4000-8000-0000000001${String(sentCount).padStart(2, '0')}`, file.name, file.type) }, 201);
    }),
    http.post(url(maintenanceEndpoints.record), async ({ request }) => {
      calls.recorded = await request.json();
      return reply(maintenanceEndpoints.record, { data: record }, 201);
    }),
    http.get(url(evidenceDownload), ({ request, params }) => {
      calls.downloads.push({ uuid: String(params.uuid), authorization: request.headers.get('authorization'), size: new URL(request.url).searchParams.get('size') });
      return new Response(new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])]), { headers: { 'content-type': 'image/jpeg' } });
    }),
  );
  return calls;
}

const png = (name: string) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])], name, { type: 'image/png' });

async function openRecording() {
  const user = userEvent.setup();
  const calls = handlers();
  signInAs('zelador');
  await renderApp(`/maintenance-details/${maintenance.uuid}`);
  await user.click(await screen.findByRole('button', { name: 'Registrar execução' }));
  const dialog = await screen.findByRole('dialog', { name: 'Registrar execução' });
  return { user, calls, dialog };
}

describe('the evidence of an execution being recorded', () => {
  it('keeps a photo taken before its type is chosen, asks the type beside it, and refuses to save without it', async () => {
    const { user, calls, dialog } = await openRecording();

    await user.upload(within(dialog).getByLabelText('Foto do comprovante'), png('caixa.png'));
    const type = within(dialog).getByLabelText('Tipo do comprovante caixa.png');
    expect(within(dialog).getByRole('button', { name: 'Ver caixa.png' })).toBeTruthy();
    expect(calls.uploads).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Registrar execução' }));
    expect(await within(dialog).findByText('Escolha o tipo deste comprovante.')).toBeTruthy();
    expect(type.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(type);
    expect(within(dialog).getByText('caixa.png')).toBeTruthy();
    expect(calls.recorded).toBeUndefined();

    await waitFor(() => expect(within(type).getByRole('option', { name: photoType.name })).toBeTruthy());
    await user.selectOptions(type, photoType.name);
    expect(await within(dialog).findByText(/· Enviado/)).toBeTruthy();
    expect(calls.uploads).toEqual([{ name: 'caixa.png', documentType: String(photoType.id) }]);
    expect(within(dialog).queryByText('Escolha o tipo deste comprovante.')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Registrar execução' }));
    await screen.findByRole('dialog', { name: 'Sucesso!' });
    expect(calls.recorded).toMatchObject({ evidence: ['8c3d1e20-0000-4000-8000-000000000101'] });
  }, 20_000);

  it('sends a file again with the type chosen last, and records only that copy', async () => {
    const { user, calls, dialog } = await openRecording();
    await user.upload(within(dialog).getByLabelText('Arquivos do comprovante'), png('recibo.png'));
    const type = within(dialog).getByLabelText('Tipo do comprovante recibo.png');
    await waitFor(() => expect(within(type).getByRole('option', { name: 'Nota fiscal' })).toBeTruthy());
    await user.selectOptions(type, 'Nota fiscal');
    expect(await within(dialog).findByText(/· Enviado/)).toBeTruthy();
    await user.selectOptions(type, photoType.name);
    await waitFor(() => expect(calls.uploads).toHaveLength(2));
    expect(await within(dialog).findByText(/· Enviado/)).toBeTruthy();
    expect(calls.uploads[1]).toEqual({ name: 'recibo.png', documentType: String(photoType.id) });

    await user.click(within(dialog).getByRole('button', { name: 'Registrar execução' }));
    await screen.findByRole('dialog', { name: 'Sucesso!' });
    expect(calls.recorded).toMatchObject({ evidence: ['8c3d1e20-0000-4000-8000-000000000102'] });
  }, 20_000);

  it('keeps a file whose sending failed, holds the save back until it is sent again, then records it', async () => {
    const { user, calls, dialog } = await openRecording();
    server.use(http.post(url(maintenanceUploads.evidence), () => apiError(503, 'UNAVAILABLE', 'Serviço indisponível. Tente novamente.'), { once: true }));
    await user.upload(within(dialog).getByLabelText('Foto do comprovante'), png('laudo.png'));
    const type = within(dialog).getByLabelText('Tipo do comprovante laudo.png');
    await waitFor(() => expect(within(type).getByRole('option', { name: photoType.name })).toBeTruthy());
    await user.selectOptions(type, photoType.name);
    expect(await within(dialog).findByText('Serviço indisponível. Tente novamente.')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Registrar execução' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Há comprovantes que não foram enviados: tente de novo ou remova-os.');
    expect(calls.recorded).toBeUndefined();

    await user.click(within(dialog).getByRole('button', { name: 'Enviar laudo.png de novo' }));
    expect(await within(dialog).findByText(/· Enviado/)).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Registrar execução' }));
    await screen.findByRole('dialog', { name: 'Sucesso!' });
    expect(calls.recorded).toMatchObject({ evidence: ['8c3d1e20-0000-4000-8000-000000000101'] });
  }, 20_000);

  it('shows the photos as thumbnails that open a viewer, stepped by keys and buttons, and gives focus back on Escape', async () => {
    const { user, dialog } = await openRecording();
    await user.upload(within(dialog).getByLabelText('Arquivos do comprovante'), [png('frente.png'), png('fundo.png')]);

    const first = within(dialog).getByRole('button', { name: 'Ver frente.png' });
    await user.click(first);
    const viewer = await screen.findByRole('dialog', { name: 'frente.png' });
    expect(within(viewer).getByText('Tipo não escolhido · 1 KB · 1 de 2')).toBeTruthy();
    const image = await within(viewer).findByRole('img', { name: 'frente.png' });
    await waitFor(() => expect(image.getAttribute('src')).toMatch(/^blob:/));

    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'fundo.png' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByRole('dialog', { name: 'frente.png' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByRole('dialog', { name: 'fundo.png' })).toBeTruthy();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'fundo.png' })).toBeNull());
    // The image last shown: its thumbnail, not the one that opened the viewer.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Ver fundo.png' })));
    // The recording dialog is still open, with both files.
    expect(screen.getByRole('dialog', { name: 'Registrar execução' })).toBeTruthy();
  }, 20_000);
});

/** The browser's IntersectionObserver, told by the test when a thumbnail comes near the screen (or at once: `seen`). */
function watchThumbnails({ seen }: { seen: boolean }) {
  const watching: { callback: IntersectionObserverCallback; element?: Element }[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; element?: Element };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback };
        watching.push(this.entry);
      }
      observe(element: Element) {
        this.entry.element = element;
        if (seen) queueMicrotask(() => this.entry.callback([{ isIntersecting: true, target: element } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver));
      }
      disconnect() {
        watching.splice(watching.indexOf(this.entry), 1);
      }
    },
  );
  return watching;
}

describe('the evidence of a recorded execution (/maintenance-details/{id})', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches a photo only once its thumbnail comes near the screen', async () => {
    const watching = watchThumbnails({ seen: false });
    const calls = handlers();
    signInAs('sindico');
    await renderApp(`/maintenance-details/${maintenance.uuid}`);
    const thumbnail = await screen.findByRole('button', { name: 'Ver antes.jpg' });
    expect(calls.downloads).toEqual([]);

    const observed = watching.find((entry) => entry.element === thumbnail)!;
    act(() => observed.callback([{ isIntersecting: true, target: thumbnail } as unknown as IntersectionObserverEntry], {} as IntersectionObserver));
    await waitFor(() => expect(thumbnail.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/));
    // The thumbnail's small copy, not the photo: that comes only when the viewer shows it.
    expect(calls.downloads.map(({ uuid, size }) => [uuid, size])).toEqual([[before.uuid, 'thumbnail']]);
  });

  it('shows photos as thumbnails fetched with the session’s token, opening the viewer; other files stay downloadable', async () => {
    watchThumbnails({ seen: true });
    const user = userEvent.setup();
    const calls = handlers();
    signInAs('sindico');
    await renderApp(`/maintenance-details/${maintenance.uuid}`);

    const files = await screen.findByRole('list', { name: 'Comprovantes' });
    const thumbnail = within(files).getByRole('button', { name: 'Ver antes.jpg' });
    expect(within(files).getByRole('button', { name: 'Ver depois.jpg' })).toBeTruthy();
    expect(within(files).queryByRole('button', { name: 'Ver nota.pdf' })).toBeNull();
    expect(within(files).getByRole('button', { name: 'Baixar nota.pdf' })).toBeTruthy();
    await waitFor(() => expect(thumbnail.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/));
    expect(calls.downloads.map((download) => download.uuid).sort()).toEqual([before.uuid, after.uuid].sort());
    expect(calls.downloads.every((download) => download.size === 'thumbnail')).toBe(true);
    expect(calls.downloads.every((download) => download.authorization?.startsWith('Bearer '))).toBe(true);

    await user.click(thumbnail);
    const viewer = await screen.findByRole('dialog', { name: 'antes.jpg' });
    expect(within(viewer).getByText(/^Foto do serviço · .* · 1 de 2$/)).toBeTruthy();
    await waitFor(() => expect(within(viewer).getByRole('img', { name: 'antes.jpg' }).getAttribute('src')).toMatch(/^blob:/));
    expect(calls.downloads.filter((download) => download.size === null).map((download) => download.uuid)).toEqual([before.uuid]);
    expect(within(viewer).getByRole('button', { name: 'Baixar' })).toBeTruthy();

    await user.click(within(viewer).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(thumbnail);
  });
});
