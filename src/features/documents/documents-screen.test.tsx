import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { productToday, shownCalendarDay } from '#contract/calendar.ts';
import { documentsEndpoints, type DocumentDetails } from '#contract/documents.ts';
import { mockDb } from '#mocks/db.ts';
import { mockAvcb } from '#mocks/documents-fixtures.ts';
import { apiError, reply, url } from '#mocks/http-helpers.ts';
import { server } from '#mocks/server.ts';
import { expectToast, renderApp, signInAs } from '#src/test/render-app.tsx';
import { PAUSED_BUTTON_LABEL } from '#src/ui/button.tsx';

const today = productToday();

afterEach(() => vi.restoreAllMocks());

describe('documents listing (/documents-register)', () => {
  it('shows the síndico each document with its type and validity, and the actions of a manager', async () => {
    signInAs('sindico');
    await renderApp('/documents-register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cadastro de Documentos' })).toBeTruthy();
    const row = (await screen.findByText('AVCB torre A')).closest('tr')!;
    expect(within(row).getByText('Renovado em 2025')).toBeTruthy();
    expect(within(row).getByText('Vence em 30 dias')).toBeTruthy();
    expect(within(row).getByRole('switch', { name: 'Ativo: documento AVCB torre A' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Baixar AVCB torre A' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Editar AVCB torre A' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar documento' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Situação' })).toBeTruthy();
  });

  it('lets a morador read and download, not manage; an empty list says so in their words', async () => {
    mockDb.documents = [];
    signInAs('morador');
    await renderApp('/documents-register');
    expect(await screen.findByText('Nenhum documento disponível para moradores ainda.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar documento' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Situação' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Validade' })).toBeTruthy();
  });

  it('opens the document a link names, with every version of its file', async () => {
    signInAs('morador');
    await renderApp(`/documents-register?document=${mockAvcb.uuid}`);
    const dialog = await screen.findByRole('dialog', { name: 'AVCB torre A' });
    const versions = within(dialog).getAllByRole('listitem');
    expect(versions.map((item) => item.textContent)).toEqual([expect.stringContaining('Versão 2 · avcb-2025.pdf'), expect.stringContaining('Versão 1 · avcb-2024.pdf')]);
    expect(within(dialog).getByRole('button', { name: 'Baixar versão 1 (avcb-2024.pdf)' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Salvar alterações' })).toBeNull();
  });

  it('says a linked document is not found, and closes it', async () => {
    mockDb.documents = [];
    signInAs('sindico');
    const { router } = await renderApp('/documents-register?document=00000000-0000-4000-8000-000000000000');
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('document', expect.any(String)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for the title, the type and the file before sending anything', async () => {
    const user = userEvent.setup();
    signInAs('sindico');
    await renderApp('/documents-register');
    await user.click(await screen.findByRole('button', { name: 'Enviar documento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enviar documento' });
    await user.click(within(dialog).getByRole('button', { name: 'Enviar documento' }));
    expect(await within(dialog).findByText('Informe o título do documento.')).toBeTruthy();
    expect(within(dialog).getByText('Selecione o tipo do documento.')).toBeTruthy();

    await user.type(within(dialog).getByLabelText('Título'), 'Convenção');
    await user.selectOptions(within(dialog).getByLabelText('Tipo'), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar documento' }));
    expect(await within(dialog).findByText('Selecione um arquivo.')).toBeTruthy();

    // What was typed is not thrown away by Esc: closing asks first.
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Continuar editando' })).toBeNull());
    expect((within(dialog).getByLabelText('Título') as HTMLInputElement).value).toBe('Convenção');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.click(await screen.findByRole('button', { name: 'Sair sem salvar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Enviar documento' })).toBeNull());
  }, 20_000);

  it('lets master rename a type and retire it; the others do not see the button', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    server.use(
      http.put(url(documentsEndpoints.updateType), async ({ request, params }) => {
        sent = await request.json();
        return reply(documentsEndpoints.updateType, { data: { id: Number(params.id), name: 'Convenção', expires: false, active: false } });
      }),
    );
    signInAs('master');
    await renderApp('/documents-register');
    await user.click(await screen.findByRole('button', { name: 'Tipos de documento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tipos de documento' });
    await user.click(within(dialog).getByRole('button', { name: 'Editar tipo Convenção do condomínio' }));
    const form = within(dialog).getByRole('form', { name: 'Editar tipo Convenção do condomínio' });
    await user.clear(within(form).getByLabelText('Nome do tipo'));
    await user.type(within(form).getByLabelText('Nome do tipo'), 'Convenção');
    await user.click(within(form).getByLabelText('Ativo'));
    await user.click(within(form).getByRole('button', { name: 'Salvar tipo' }));
    await waitFor(() => expect(sent).toEqual({ name: 'Convenção', expires: false, active: false }));
    expect(await within(dialog).findByRole('button', { name: 'Novo tipo' })).toBeTruthy();
  });

  it('shows the types button to master only', async () => {
    signInAs('sindico');
    await renderApp('/documents-register');
    await screen.findByText('AVCB torre A');
    expect(screen.queryByRole('button', { name: 'Tipos de documento' })).toBeNull();
  });

  it('only logs a failed download (SPEC §8)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    server.use(http.post('*/api/v1/file_storage/get_file', () => apiError(404, 'NOT_FOUND', 'Arquivo não encontrado.')));
    signInAs('sindico');
    await renderApp('/documents-register');
    await user.click(await screen.findByRole('button', { name: 'Baixar AVCB torre A' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Erro ao baixar o arquivo:', expect.anything()));
  });
});

describe('documents listing: Exportar CSV (issue 23 §4)', () => {
  /** 150 documents: two pages of the export's 100 rows, fifteen of the screen's 10. */
  const many = Array.from({ length: 150 }, (_, index): DocumentDetails => ({ ...mockAvcb, uuid: `5a0f8d4e-2c3b-4a1d-9e8f-${String(index).padStart(12, '0')}`, title: `AVCB ${index + 1}` }));

  /** The file handed to the browser's downloads: its name and its text. */
  function captureDownload() {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    return {
      fileName: () => (clicked.mock.contexts[0] as HTMLAnchorElement | undefined)?.download,
      text: () => blobs[0]!.text(),
    };
  }

  it('exports every page that matches the filters, not only the one on screen, as a spreadsheet for Excel in pt-BR', async () => {
    const user = userEvent.setup();
    mockDb.documents = [{ ...many[0]!, title: '=HYPERLINK("x")', description: 'Renovado; "com" ressalvas' }, ...many.slice(1)];
    const exportRequests: URLSearchParams[] = [];
    server.events.on('request:start', ({ request }) => {
      const params = new URL(request.url).searchParams;
      if (request.url.includes('/documents/listing') && params.get('per_page') === '100') exportRequests.push(params);
    });
    const download = captureDownload();
    signInAs('sindico');
    await renderApp('/documents-register?filter=AVCB&validity=expiring&status=active');
    await screen.findByText('AVCB 2');

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(download.fileName()).toBe(`documentos-cadastrados-${today}.csv`));
    server.events.removeAllListeners();

    expect(exportRequests.map((params) => Object.fromEntries(params))).toEqual([1, 2].map((page) => ({ page: String(page), per_page: '100', filter: 'AVCB', validity: 'expiring', status: 'active' })));
    const lines = (await download.text()).split('\r\n');
    const validUntil = shownCalendarDay(mockAvcb.valid_until!);
    expect(lines[0]).toBe('\uFEFFDocumento;Descrição;Tipo;Validade;Situação da validade;Status');
    expect(lines[1]).toBe(`"'=HYPERLINK(""x"")";"Renovado; ""com"" ressalvas";AVCB (Auto de Vistoria do Corpo de Bombeiros);${validUntil};Vence em 30 dias;Ativo`);
    expect(lines[150]).toBe(`AVCB 150;Renovado em 2025;AVCB (Auto de Vistoria do Corpo de Bombeiros);${validUntil};Vence em 30 dias;Ativo`);
    // 150 rows after the header, and the line end of the last.
    expect(lines).toHaveLength(152);
    expect(lines[151]).toBe('');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeTruthy();
  });

  it('names the condominium of each row for someone with several, as the table does', async () => {
    const user = userEvent.setup();
    const download = captureDownload();
    signInAs('master');
    await renderApp('/documents-register');
    await screen.findByText('AVCB torre A');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(download.fileName()).toBeDefined());
    const [header, row] = (await download.text()).split('\r\n');
    expect(header).toBe('\uFEFFDocumento;Descrição;Tipo;Validade;Situação da validade;Condomínio;Status');
    expect(row).toContain(';Residencial Jardim das Flores;Ativo');
  });

  it('says so in a toast when a page cannot be read, and saves nothing', async () => {
    const user = userEvent.setup();
    mockDb.documents = many;
    server.use(
      http.get(url(documentsEndpoints.listing), ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2' ? apiError(500, 'INTERNAL_ERROR', 'Erro interno do servidor.') : undefined,
      ),
    );
    const download = captureDownload();
    signInAs('morador');
    await renderApp('/documents-register');
    await screen.findByText('AVCB 1');
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await expectToast('Erro ao exportar CSV. Erro interno do servidor.');
    expect(download.fileName()).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeTruthy();
  });

  it('says it is exporting while the pages come, and offline waits for the connection to export', async () => {
    const user = userEvent.setup();
    // The export's page waits here until the test lets it through.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get(url(documentsEndpoints.listing), async ({ request }) => (new URL(request.url).searchParams.get('per_page') === '100' ? released.then(() => undefined) : undefined)));
    const download = captureDownload();
    signInAs('sindico');
    await renderApp('/documents-register');
    await screen.findByText('AVCB torre A');

    await act(() => void window.dispatchEvent(new Event('offline')));
    try {
      await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
      expect(await screen.findByRole('button', { name: PAUSED_BUTTON_LABEL })).toBeTruthy();
    } finally {
      await act(() => void window.dispatchEvent(new Event('online')));
    }
    const exporting = await screen.findByRole('button', { name: 'Exportando…' });
    expect(exporting.getAttribute('aria-busy')).toBe('true');
    expect(download.fileName()).toBeUndefined();

    release();
    await waitFor(() => expect(download.fileName()).toBe(`documentos-cadastrados-${today}.csv`));
    expect(await screen.findByRole('button', { name: 'Exportar CSV' })).toBe(exporting);
  });

  it('offers no export while the listing is empty', async () => {
    mockDb.documents = [];
    signInAs('sindico');
    await renderApp('/documents-register');
    await screen.findByText(/Nenhum documento cadastrado ainda/);
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).toBeNull();
  });
});
