import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { MISSING_ART_ATTACHMENT, reformsEndpoints, reformUploads, type ReformAttachment, type ReformDetails } from '#contract/reforms.ts';
import { mockReform } from '#mocks/reforms-fixtures.ts';
import { mockDb } from '#mocks/db.ts';
import { MOCK_PASSWORD, mockUsers } from '#mocks/fixtures.ts';
import { apiError, reply, url } from '#mocks/http-helpers.ts';
import { mockPeople } from '#mocks/people-db.ts';
import { server } from '#mocks/server.ts';
import { expectPath, expectToast, renderApp, signInAs } from '#src/test/render-app.tsx';
import { DRAFT_RESTORED_MESSAGE } from '#src/ui/use-form-draft.ts';

const condominium = { uuid: '7f4a1f7e-2f53-4b7e-9a59-3f2a8f1d0c11', comercial_name: 'Residencial Jardim das Flores' };
const MISSING_PROFESSIONAL = 'Obras com estas categorias exigem o profissional responsável e o número da ART ou RRT.';

const artAttachment: ReformAttachment = {
  uuid: 'c0ffee00-0000-4000-8000-000000000001',
  kind: 'art',
  file_name: 'art.pdf',
  content_type: 'application/pdf',
  size: 2048,
  created_at: new Date('2026-11-20T13:00:00Z'),
};

function disapproved(): ReformDetails {
  const apartment = mockPeople.apartments[0]!;
  return {
    ...mockReform,
    condominium,
    apartment: { uuid: apartment.uuid, block: apartment.block, number: apartment.number },
    requester: { uuid: '0b7d3c52-6a0e-4f4e-8f1e-5d0f3b2a9c05', name: 'Beatriz Lima' },
    workers: [{ name: 'João Pedreiro', document: null }],
    status: 'disapproved',
    disapproval_reason: 'Falta o projeto elétrico assinado.',
    actions: ['edit'],
    updated_at: new Date('2026-11-21T13:00:00Z'),
    attachments: [artAttachment],
    history: [],
  };
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input, select, textarea' }) as HTMLInputElement;

/** The reform stored (none: an empty listing to go back to), and what the form sends to store and update. */
function reformHandlers(reform?: ReformDetails) {
  mockDb.reforms = reform ? [reform] : [];
  const sent: { store?: unknown; update?: unknown } = {};
  server.use(
    http.post(url(reformsEndpoints.store), async ({ request }) => {
      sent.store = await request.json();
      return reply(reformsEndpoints.store, { data: { ...disapproved(), status: 'pending', disapproval_reason: null } });
    }),
    http.post(url(reformsEndpoints.update), async ({ request }) => {
      sent.update = await request.json();
      return reply(reformsEndpoints.update, { data: { ...disapproved(), status: 'pending', disapproval_reason: null } });
    }),
  );
  return sent;
}

/** POST /reforms/attachments answering when `release` is called, with what the form sent. */
function heldUpload() {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const fields: Record<string, string> = {};
  server.use(
    http.post(url(reformUploads.attachment), async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file') as File;
      fields.condominium = String(form.get('condominium'));
      fields.kind = String(form.get('kind'));
      await held;
      return reply(reformUploads.attachment, { data: { ...artAttachment, kind: fields.kind as ReformAttachment['kind'], file_name: file.name, size: file.size } });
    }),
  );
  return { release: () => release(), fields };
}

const pdf = (name: string) => new File([new Uint8Array(3 * 1024)], name, { type: 'application/pdf' });

describe('requesting a reform (/reforms-register-add)', () => {
  it('says what is missing on each field, in pt-BR, and asks for the ART when the work needs it', async () => {
    const user = userEvent.setup();
    const sent = reformHandlers();
    signInAs('sindico');
    await renderApp('/reforms-register-add');
    await screen.findByRole('heading', { level: 1, name: 'Cadastrar Reforma' });
    await user.click(screen.getByRole('button', { name: 'Cadastrar reforma' }));

    expect(await screen.findByText('Selecione o apartamento.')).toBeTruthy();
    expect(screen.getByText('Informe o título da reforma.')).toBeTruthy();
    expect(screen.getByText('Descreva a obra.')).toBeTruthy();
    expect(screen.getByText('Selecione ao menos uma categoria da obra.')).toBeTruthy();
    expect(screen.getAllByText('Informe a data.')).toHaveLength(2);
    expect(screen.queryByText(MISSING_ART_ATTACHMENT)).toBeNull();

    // The contract's professional rule speaks once the rest is filled; the ART attachment is asked for at once.
    await waitFor(() => expect(within(field('Apartamento') as unknown as HTMLElement).getByRole('option', { name: 'Torre 1-101' })).toBeTruthy());
    await user.selectOptions(field('Apartamento'), 'Torre 1-101');
    await user.type(field('Título'), 'Troca do quadro elétrico');
    await user.type(field('Descrição da obra'), 'Quadro novo com DR.');
    await user.type(field('Início previsto'), '2026-12-05');
    await user.type(field('Término previsto'), '2026-12-01');
    await user.click(screen.getByRole('checkbox', { name: 'Instalações elétricas (exige ART/RRT)' }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar reforma' }));
    expect(await screen.findByText('O término deve ser depois do início.')).toBeTruthy();
    expect(await screen.findByText(MISSING_ART_ATTACHMENT)).toBeTruthy();
    expect(screen.getAllByText(MISSING_PROFESSIONAL)).toHaveLength(3);
    expect(field('Número da ART ou RRT (obrigatório)').getAttribute('aria-invalid')).toBe('true');
    expect(sent.store).toBeUndefined();
  }, 20_000);

  it('sends a file as soon as it is chosen, with its progress, waits for it before saving, and removes it', async () => {
    const user = userEvent.setup();
    reformHandlers();
    const upload = heldUpload();
    signInAs('morador');
    await renderApp('/reforms-register-add');
    await screen.findByRole('heading', { level: 1, name: 'Cadastrar Reforma' });
    // The morador's only apartment, from their profile, is already chosen.
    await waitFor(() => expect(field('Apartamento').value).toBe(mockPeople.apartments[0]!.uuid));

    await user.upload(field('Arquivos: ART ou RRT'), pdf('art-eletrica.pdf'));
    const progress = await screen.findByRole('progressbar', { name: 'Envio de art-eletrica.pdf' });
    expect(Number(progress.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
    await waitFor(() => expect(upload.fields).toEqual({ condominium: condominium.uuid, kind: 'art' }));

    await user.click(screen.getByRole('button', { name: 'Cadastrar reforma' }));
    expect(await screen.findByText('Aguarde o envio dos anexos terminar antes de salvar.')).toBeTruthy();

    upload.release();
    const remove = await screen.findByRole('button', { name: 'Remover art-eletrica.pdf' });
    expect(screen.queryByRole('progressbar', { name: 'Envio de art-eletrica.pdf' })).toBeNull();
    expect(screen.getByText('3 KB')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Baixar art-eletrica.pdf' })).toBeTruthy();

    await user.click(remove);
    expect(screen.queryByText('art-eletrica.pdf')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Anexar ART ou RRT' }));
  }, 20_000);

  it('keeps what was typed and the papers already sent through a session refused at the save, back after signing in again', async () => {
    const user = userEvent.setup();
    reformHandlers();
    const upload = heldUpload();
    upload.release();
    signInAs('morador');
    const { router } = await renderApp('/reforms-register-add');
    await waitFor(() => expect(field('Apartamento').value).toBe(mockPeople.apartments[0]!.uuid));
    await user.type(field('Título'), 'Troca do piso da sala');
    await user.type(field('Descrição da obra'), 'Piso laminado sobre o existente.');
    await user.click(screen.getByRole('checkbox', { name: 'Pintura' }));
    await user.type(field('Início previsto'), '2026-12-01');
    await user.type(field('Término previsto'), '2026-12-05');
    await user.upload(field('Arquivos: ART ou RRT'), pdf('art-piso.pdf'));
    await screen.findByRole('button', { name: 'Remover art-piso.pdf' });
    server.use(http.post(url(reformsEndpoints.store), () => HttpResponse.json({ message: 'Token expirado' }, { status: 401 })));
    await user.click(screen.getByRole('button', { name: 'Cadastrar reforma' }));

    await expectPath(router, '/');
    await user.type(await screen.findByLabelText('E-mail'), mockUsers.morador.email);
    await user.type(screen.getByLabelText('Senha'), MOCK_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    await expectPath(router, '/reforms-register-add');
    await waitFor(() => expect(field('Título').value).toBe('Troca do piso da sala'));
    expect(field('Término previsto').value).toBe('2026-12-05');
    expect(screen.getByRole('checkbox', { name: 'Pintura' })).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Remover art-piso.pdf' })).toBeTruthy();
    await expectToast(DRAFT_RESTORED_MESSAGE);
  }, 20_000);

  it('asks to wait for the ART being sent rather than for the ART, once it was asked for', async () => {
    const user = userEvent.setup();
    reformHandlers();
    const upload = heldUpload();
    signInAs('morador');
    await renderApp('/reforms-register-add');
    await screen.findByRole('heading', { level: 1, name: 'Cadastrar Reforma' });
    await waitFor(() => expect(field('Apartamento').value).toBe(mockPeople.apartments[0]!.uuid));
    await user.click(screen.getByRole('checkbox', { name: 'Instalações elétricas (exige ART/RRT)' }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar reforma' }));
    expect(await screen.findByText(MISSING_ART_ATTACHMENT)).toBeTruthy();

    await user.upload(field('Arquivos: ART ou RRT'), pdf('art-eletrica.pdf'));
    await screen.findByRole('progressbar', { name: 'Envio de art-eletrica.pdf' });
    await user.click(screen.getByRole('button', { name: 'Cadastrar reforma' }));
    expect(await screen.findByText('Aguarde o envio dos anexos terminar antes de salvar.')).toBeTruthy();
    expect(screen.queryByText(MISSING_ART_ATTACHMENT)).toBeNull();

    upload.release();
    await screen.findByRole('button', { name: 'Remover art-eletrica.pdf' });
    await waitFor(() => expect(screen.queryByText('Aguarde o envio dos anexos terminar antes de salvar.')).toBeNull());
    expect(screen.queryByText(MISSING_ART_ATTACHMENT)).toBeNull();
  }, 20_000);

  it('refuses a file of a type the reform does not keep, without sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    reformHandlers();
    signInAs('morador');
    await renderApp('/reforms-register-add');
    await screen.findByRole('heading', { level: 1, name: 'Cadastrar Reforma' });
    await user.upload(field('Arquivos: Plano de reforma'), new File(['x'], 'plano.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByText(/^Escolha um arquivo/)).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  }, 20_000);

  it('sends the request with its ART and workers, then says so and goes back to the listing', async () => {
    const user = userEvent.setup();
    const sent = reformHandlers();
    const upload = heldUpload();
    upload.release();
    signInAs('morador');
    const { router } = await renderApp('/reforms-register-add');
    await screen.findByRole('heading', { level: 1, name: 'Cadastrar Reforma' });
    await waitFor(() => expect(field('Apartamento').value).toBe(mockPeople.apartments[0]!.uuid));
    await user.type(field('Título'), 'Troca do quadro elétrico');
    await user.type(field('Descrição da obra'), 'Quadro novo com DR.');
    await user.click(screen.getByRole('checkbox', { name: 'Instalações elétricas (exige ART/RRT)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pintura' }));
    await user.type(field('Início previsto'), '2026-12-01');
    await user.type(field('Término previsto'), '2026-12-05');
    await user.type(field('Nome do profissional'), 'Eng. Paula Reis');
    await user.type(field('Registro no CREA ou CAU'), 'CREA-SP 123456');
    await user.type(field('Número da ART ou RRT (obrigatório)'), 'ART 2026-0001');
    await user.click(screen.getByRole('button', { name: 'Adicionar trabalhador' }));
    await user.type(field('Nome do trabalhador 1'), 'João Pedreiro');
    await user.upload(field('Arquivos: ART ou RRT'), pdf('art.pdf'));
    await screen.findByRole('button', { name: 'Remover art.pdf' });
    await user.click(screen.getByRole('button', { name: 'Cadastrar reforma' }));

    expect(await screen.findByRole('dialog', { name: 'Cadastro realizado com sucesso!' }, { timeout: 5_000 })).toBeTruthy();
    await expectPath(router, '/reforms-register');
    expect(sent.store).toEqual({
      apartment: mockPeople.apartments[0]!.uuid,
      title: 'Troca do quadro elétrico',
      description: 'Quadro novo com DR.',
      categories: ['electrical', 'painting'],
      starts_on: '2026-12-01',
      ends_on: '2026-12-05',
      professional_name: 'Eng. Paula Reis',
      professional_registry: 'CREA-SP 123456',
      art_number: 'ART 2026-0001',
      company: null,
      workers: [{ name: 'João Pedreiro', document: null }],
      attachments: [artAttachment.uuid],
    });
  }, 30_000);

  it('puts the server’s field errors on their fields', async () => {
    const user = userEvent.setup();
    reformHandlers(disapproved());
    server.use(http.post(url(reformsEndpoints.update), () => apiError(422, 'VALIDATION_ERROR', 'Confira os campos destacados.', { title: ['Já existe uma reforma com este título.'] })));
    signInAs('morador');
    await renderApp(`/reforms-register-edit/${disapproved().uuid}`);
    await user.click(await screen.findByRole('button', { name: 'Reenviar para análise' }));
    expect(await screen.findByText('Já existe uma reforma com este título.')).toBeTruthy();
    expect(field('Título').getAttribute('aria-invalid')).toBe('true');
  }, 20_000);

  it('tells the zelador that only the morador, the síndico and master ask for reforms', async () => {
    signInAs('zelador');
    await renderApp('/reforms-register-add');
    expect(await screen.findByRole('heading', { name: 'Você não pode pedir reformas' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cadastrar reforma' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar para as reformas' }).getAttribute('href')).toBe('/reforms-register');
  });
});

describe('correcting a reform (/reforms-register-edit/{id})', () => {
  it('shows why it was disapproved, and sends it back for analysis', async () => {
    const user = userEvent.setup();
    const reform = disapproved();
    const sent = reformHandlers(reform);
    signInAs('morador');
    const { router } = await renderApp(`/reforms-register-edit/${reform.uuid}`);
    await screen.findByRole('heading', { level: 1, name: 'Editar Reforma' });
    const note = await screen.findByRole('note');
    expect(within(note).getByText('Falta o projeto elétrico assinado.')).toBeTruthy();
    expect(field('Título').value).toBe('Troca do quadro elétrico');
    expect(screen.getByRole('button', { name: 'Remover art.pdf' })).toBeTruthy();

    await user.clear(field('Título'));
    await user.type(field('Título'), 'Troca do quadro elétrico e tomadas');
    await user.click(screen.getByRole('button', { name: 'Reenviar para análise' }));

    expect(await screen.findByRole('dialog', { name: 'Cadastro atualizado com sucesso!' }, { timeout: 5_000 })).toBeTruthy();
    await expectPath(router, '/reforms-register');
    expect(sent.update).toMatchObject({ title: 'Troca do quadro elétrico e tomadas', attachments: [artAttachment.uuid], workers: [{ name: 'João Pedreiro', document: null }] });
  }, 20_000);

  it('offers no form when the reform may not be edited, saying why', async () => {
    reformHandlers({ ...disapproved(), status: 'approved', disapproval_reason: null, actions: [] });
    signInAs('morador');
    await renderApp(`/reforms-register-edit/${disapproved().uuid}`);
    expect(await screen.findByText('Esta reforma está aprovada: só reformas em análise ou reprovadas podem ser alteradas.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salvar alterações' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Voltar para as reformas' })).toBeTruthy();
  });

  it('tells a síndico that only the requester corrects a pending reform', async () => {
    reformHandlers({ ...disapproved(), status: 'pending', disapproval_reason: null, actions: ['approve', 'disapprove'] });
    signInAs('sindico');
    await renderApp(`/reforms-register-edit/${disapproved().uuid}`);
    expect(await screen.findByText('Esta reforma está em análise: só quem a pediu pode corrigi-la.')).toBeTruthy();
  });

  it('keeps the download of an attachment to the file itself (GET /reforms/attachments/{uuid})', async () => {
    const user = userEvent.setup();
    let asked: string | undefined;
    reformHandlers(disapproved());
    server.use(
      http.get('*/api/v1/reforms/attachments/:uuid', ({ params }) => {
        asked = String(params.uuid);
        return new HttpResponse(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    signInAs('morador');
    await renderApp(`/reforms-register-edit/${disapproved().uuid}`);
    await user.click(await screen.findByRole('button', { name: 'Baixar art.pdf' }));
    await waitFor(() => expect(asked).toBe(artAttachment.uuid));
  });
});
