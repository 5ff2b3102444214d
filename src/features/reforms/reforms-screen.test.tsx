import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { reformsEndpoints, reformUploads, type ReformAttachment, type ReformDetails } from '#contract/reforms.ts';
import { mockDb } from '#mocks/db.ts';
import { apiError, reply, url } from '#mocks/http-helpers.ts';
import { mockReform } from '#mocks/reforms-fixtures.ts';
import { server } from '#mocks/server.ts';
import { expectPath, renderApp, signInAs } from '#src/test/render-app.tsx';

describe('reforms (/reforms-register)', () => {
  it('lists the reforms with their step, and opens one with its history and the síndico’s steps', async () => {
    const user = userEvent.setup();
    signInAs('sindico');
    await renderApp('/reforms-register');
    const row = (await screen.findByText('Troca do quadro elétrico')).closest('tr')!;
    expect(within(row).getByText('Em análise')).toBeTruthy();
    expect(within(row).getByText('01/12/2026 a 05/12/2026')).toBeTruthy();
    await user.click(within(row).getByRole('button', { name: 'Ver reforma Troca do quadro elétrico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Troca do quadro elétrico' });
    expect(within(dialog).getByText('ART 2026-0001')).toBeTruthy();
    expect(within(dialog).getByText('Enviada para análise')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Aprovar' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Concluir' })).toBeNull();
  });

  it('refuses an empty disapproval reason on the field, before sending, and shows the server’s answer next to it', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    server.use(
      http.put(url(reformsEndpoints.disapprove), async ({ request }) => {
        sent.push(await request.json());
        return apiError(422, 'VALIDATION_ERROR', 'Motivo muito vago.', { reason: ['Motivo muito vago.'] });
      }),
    );
    signInAs('sindico');
    await renderApp(`/reforms-register?reform=${mockReform.uuid}`);
    const dialog = await screen.findByRole('dialog', { name: 'Troca do quadro elétrico' });
    await user.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reprovar reforma' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo da reprovação' });
    expect(await within(dialog).findByText('Informe o motivo da reprovação.')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(reason);
    expect(sent).toEqual([]);

    await user.type(reason, 'Falta');
    await user.click(within(dialog).getByRole('button', { name: 'Reprovar reforma' }));
    expect(await within(dialog).findByText('Motivo muito vago.')).toBeTruthy();
    expect(sent).toEqual([{ reason: 'Falta' }]);
  });

  it('refuses an empty closing term on the field, and asks before finishing a reform whose work has not started', async () => {
    const user = userEvent.setup();
    // The work period starts on 2026-12-01; today is before it.
    vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z'), toFake: ['Date'] });
    mockDb.reforms = [{ ...mockReform, status: 'approved', actions: ['inactivate', 'finish'] }];
    const sent: unknown[] = [];
    server.use(
      http.put(url(reformsEndpoints.finish), async ({ request }) => {
        sent.push(await request.json());
        return reply(reformsEndpoints.finish, { data: { ...mockReform, status: 'finished', actions: ['inactivate'] } });
      }),
    );
    signInAs('sindico');
    await renderApp(`/reforms-register?reform=${mockReform.uuid}`);
    const dialog = await screen.findByRole('dialog', { name: 'Troca do quadro elétrico' });
    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    await user.click(within(dialog).getByRole('button', { name: 'Concluir reforma' }));
    expect(await within(dialog).findByText('Descreva o termo de encerramento: o que a vistoria final encontrou.')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Termo de encerramento' }), 'Sem pendências.');
    await user.click(within(dialog).getByRole('button', { name: 'Concluir reforma' }));
    const confirmation = await screen.findByRole('alertdialog', { name: 'Concluir antes do início da obra?' });
    expect(within(confirmation).getByText(/começa em 01\/12\/2026/)).toBeTruthy();
    await user.click(within(confirmation).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Concluir reforma' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Concluir mesmo assim' }));
    await waitFor(() => expect(sent).toEqual([{ notes: 'Sem pendências.', attachments: [] }]));
    vi.useRealTimers();
  });

  it('finishes with the signed term and photos attached, and lists them apart on the reform', async () => {
    const user = userEvent.setup();
    const approved: ReformDetails = { ...mockReform, starts_on: '2026-01-05', ends_on: '2026-01-20', status: 'approved', actions: ['inactivate', 'finish'] };
    mockDb.reforms = [approved];
    const kinds: string[] = [];
    let sent: unknown;
    const stored = (kind: ReformAttachment['kind'], name: string, index: number): ReformAttachment => ({
      uuid: `c0ffee00-0000-4000-8000-00000000010${index}`,
      kind,
      file_name: name,
      content_type: 'application/pdf',
      size: 3072,
      created_at: new Date('2026-11-27T12:00:00Z'),
    });
    const papers: ReformAttachment[] = [];
    server.use(
      http.post(url(reformUploads.attachment), async ({ request }) => {
        const form = await request.formData();
        const kind = String(form.get('kind')) as ReformAttachment['kind'];
        kinds.push(`${String(form.get('condominium'))} ${kind}`);
        const paper = stored(kind, (form.get('file') as File).name, papers.length);
        papers.push(paper);
        return reply(reformUploads.attachment, { data: paper });
      }),
      http.put(url(reformsEndpoints.finish), async ({ request }) => {
        sent = await request.json();
        const finished: ReformDetails = { ...approved, status: 'finished', actions: ['inactivate'], attachments: papers };
        mockDb.reforms = [finished];
        return reply(reformsEndpoints.finish, { data: finished });
      }),
    );
    signInAs('engenheiro');
    await renderApp(`/reforms-register?reform=${mockReform.uuid}`);
    const dialog = await screen.findByRole('dialog', { name: 'Troca do quadro elétrico' });
    await user.click(within(dialog).getByRole('button', { name: 'Concluir' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Termo de encerramento' }), 'Sem pendências.');
    const pdf = (name: string) => new File([new Uint8Array(3 * 1024)], name, { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText('Arquivos: Termo de encerramento assinado'), pdf('termo-assinado.pdf'));
    await user.upload(within(dialog).getByLabelText('Arquivos: Fotos da vistoria final'), pdf('fotos.pdf'));
    await within(dialog).findByText('fotos.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Concluir reforma' }));

    // Its work started long ago: no question asked.
    await waitFor(() => expect(sent).toEqual({ notes: 'Sem pendências.', attachments: papers.map((paper) => paper.uuid) }));
    expect(kinds).toEqual([`${mockReform.condominium.uuid} closing_term`, `${mockReform.condominium.uuid} closing_photo`]);
    const closing = await within(dialog).findByRole('region', { name: 'Anexos do encerramento' });
    expect(within(closing).getByText('termo-assinado.pdf')).toBeTruthy();
    expect(within(closing).getByText('Fotos da vistoria final')).toBeTruthy();
    expect(within(within(dialog).getByRole('region', { name: 'Anexos' })).getByText('Nenhum anexo.')).toBeTruthy();
  });

  it('offers the zelador no step, only the record', async () => {
    mockDb.reforms = [{ ...mockReform, actions: [] }];
    signInAs('zelador');
    await renderApp(`/reforms-register?reform=${mockReform.uuid}`);
    const dialog = await screen.findByRole('dialog', { name: 'Troca do quadro elétrico' });
    expect(within(dialog).queryByRole('button', { name: 'Aprovar' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Reprovar' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Situação' })).toBeNull();
  });

  it('offers a new reform to those who ask for them, not to the zelador', async () => {
    signInAs('morador');
    const { unmount } = await renderApp('/reforms-register');
    expect((await screen.findByRole('link', { name: 'Nova reforma' })).getAttribute('href')).toBe('/reforms-register-add');
    unmount();
    signInAs('zelador');
    await renderApp('/reforms-register');
    await screen.findByText('Troca do quadro elétrico');
    expect(screen.queryByRole('link', { name: 'Nova reforma' })).toBeNull();
  });

  it('lists the attachments, prints the record and leads the requester to the edit page', async () => {
    const user = userEvent.setup();
    // happy-dom has no print dialog: the call is what the button owes.
    const print = vi.fn();
    vi.stubGlobal('print', print);
    mockDb.reforms = [
      {
        ...mockReform,
        actions: ['edit'],
        attachments: [{ uuid: 'c0ffee00-0000-4000-8000-000000000001', kind: 'art', file_name: 'art-quadro.pdf', content_type: 'application/pdf', size: 2048, created_at: new Date('2026-11-20T13:00:00Z') }],
      },
    ];
    signInAs('morador');
    const { router } = await renderApp(`/reforms-register?reform=${mockReform.uuid}`);
    const dialog = await screen.findByRole('dialog', { name: 'Troca do quadro elétrico' });
    const attachments = within(dialog).getByRole('region', { name: 'Anexos' });
    expect(within(attachments).getByText('ART ou RRT')).toBeTruthy();
    expect(within(attachments).getByText('art-quadro.pdf')).toBeTruthy();
    expect(within(attachments).getByRole('button', { name: 'Baixar art-quadro.pdf' })).toBeTruthy();
    expect(within(dialog).getByText('Registro de reforma — ABNT NBR 16280')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Imprimir' }));
    expect(print).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();

    await user.click(within(dialog).getByRole('link', { name: 'Editar' }));
    await expectPath(router, `/reforms-register-edit/${mockReform.uuid}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Reforma' })).toBeTruthy();
  }, 20_000);

  it('offers no edit when the server does not list it', async () => {
    signInAs('sindico');
    await renderApp(`/reforms-register?reform=${mockReform.uuid}`);
    const dialog = await screen.findByRole('dialog', { name: 'Troca do quadro elétrico' });
    expect(within(dialog).queryByRole('link', { name: 'Editar' })).toBeNull();
    expect(within(dialog).getByText('Nenhum anexo.')).toBeTruthy();
  });
});
