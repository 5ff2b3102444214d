import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { reformsEndpoints, type ReformDetails } from '#contract/reforms.ts';
import { apiError, page, reply, url } from '#mocks/http-helpers.ts';
import { server } from '#mocks/server.ts';
import { expectPath, renderApp, signInAs } from '#src/test/render-app.tsx';

const submitted: ReformDetails = {
  uuid: '9b2f6c1e-4d3a-4b8e-9f1a-2c3d4e5f6a7b',
  condominium: { uuid: '3f8a1c52-6b1e-4d2a-9c11-0a1b2c3d4e5f', comercial_name: 'Residencial Jardim das Flores' },
  apartment: { uuid: '1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d', block: 'Torre 1', number: '101' },
  requester: { uuid: '0b6c6c1e-2222-4a8e-9a41-0a1b2c3d4e5f', name: 'Beatriz Lima' },
  title: 'Troca do quadro elétrico',
  description: 'Quadro novo com DR.',
  categories: ['electrical'],
  starts_on: '2026-12-01',
  ends_on: '2026-12-05',
  professional_name: 'Eng. Paula Reis',
  professional_registry: 'CREA-SP 123456',
  art_number: 'ART 2026-0001',
  company: null,
  workers: [],
  status: 'pending',
  active: true,
  disapproval_reason: null,
  actions: ['inactivate', 'approve', 'disapprove'],
  created_at: new Date('2026-11-20T13:00:00Z'),
  updated_at: new Date('2026-11-20T13:00:00Z'),
  attachments: [],
  history: [{ action: 'submit', from_status: null, to_status: 'pending', reason: null, by: { uuid: '0b6c6c1e-2222-4a8e-9a41-0a1b2c3d4e5f', name: 'Beatriz Lima' }, at: new Date('2026-11-20T13:00:00Z') }],
};

function reformHandlers(reform: ReformDetails) {
  server.use(
    http.get(url(reformsEndpoints.listing), ({ request }) => reply(reformsEndpoints.listing, { data: page(request, [reform]) })),
    http.get(url(reformsEndpoints.show), () => reply(reformsEndpoints.show, { data: reform })),
  );
}

describe('reforms (/reforms-register)', () => {
  it('lists the reforms with their step, and opens one with its history and the síndico’s steps', async () => {
    const user = userEvent.setup();
    reformHandlers(submitted);
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

  it('asks for the reason of a disapproval and shows the server’s answer next to it', async () => {
    const user = userEvent.setup();
    reformHandlers(submitted);
    let sent: unknown;
    server.use(
      http.put(url(reformsEndpoints.disapprove), async ({ request }) => {
        sent = await request.json();
        return apiError(422, 'VALIDATION_ERROR', 'Informe o motivo da reprovação.', { reason: ['Informe o motivo da reprovação.'] });
      }),
    );
    signInAs('sindico');
    await renderApp(`/reforms-register?reform=${submitted.uuid}`);
    const dialog = await screen.findByRole('dialog', { name: 'Troca do quadro elétrico' });
    await user.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reprovar reforma' }));
    await waitFor(() => expect(sent).toEqual({ reason: '' }));
    expect(await within(dialog).findByText('Informe o motivo da reprovação.')).toBeTruthy();
  });

  it('offers the zelador no step, only the record', async () => {
    reformHandlers({ ...submitted, actions: [] });
    signInAs('zelador');
    await renderApp(`/reforms-register?reform=${submitted.uuid}`);
    const dialog = await screen.findByRole('dialog', { name: 'Troca do quadro elétrico' });
    expect(within(dialog).queryByRole('button', { name: 'Aprovar' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Reprovar' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Situação' })).toBeNull();
  });

  it('offers a new reform to those who ask for them, not to the zelador', async () => {
    reformHandlers(submitted);
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
    reformHandlers({
      ...submitted,
      actions: ['edit'],
      attachments: [{ uuid: 'c0ffee00-0000-4000-8000-000000000001', kind: 'art', file_name: 'art-quadro.pdf', content_type: 'application/pdf', size: 2048, created_at: new Date('2026-11-20T13:00:00Z') }],
    });
    signInAs('morador');
    const { router } = await renderApp(`/reforms-register?reform=${submitted.uuid}`);
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
    await expectPath(router, `/reforms-register-edit/${submitted.uuid}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Editar Reforma' })).toBeTruthy();
  }, 20_000);

  it('offers no edit when the server does not list it', async () => {
    reformHandlers(submitted);
    signInAs('sindico');
    await renderApp(`/reforms-register?reform=${submitted.uuid}`);
    const dialog = await screen.findByRole('dialog', { name: 'Troca do quadro elétrico' });
    expect(within(dialog).queryByRole('link', { name: 'Editar' })).toBeNull();
    expect(within(dialog).getByText('Nenhum anexo.')).toBeTruthy();
  });
});
