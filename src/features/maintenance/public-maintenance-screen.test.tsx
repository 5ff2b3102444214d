import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '#mocks/server.ts';
import { expectPath, expectToast, renderApp } from '#src/test/render-app.tsx';

const ID = '0b9f3c1e-4d2a-4c55-9a67-2f1e8d3b7c10';

// The server has no GET /qrcode-data/{id} yet (issue 14): each case answers it here.
describe('public maintenance detail (SPEC §2 maintenance/public/details/{id}), the stand-in route', () => {
  it("says 'Detalhe da manutenção não encontrado' and goes to /404 when the lookup fails", async () => {
    server.use(http.get('*/api/v1/qrcode-data/:id', () => HttpResponse.json({ message: 'Não encontrado.', code: 'NOT_FOUND' }, { status: 404 })));
    const { router } = await renderApp(`/maintenance/public/details/${ID}`);
    await expectPath(router, '/404');
    await expectToast('Detalhe da manutenção não encontrado');
  });

  it('goes to /404 the same way when the server cannot be reached', async () => {
    server.use(http.get('*/api/v1/qrcode-data/:id', () => HttpResponse.error()));
    const { router } = await renderApp(`/maintenance/public/details/${ID}`);
    await expectPath(router, '/404');
    await expectToast('Detalhe da manutenção não encontrado');
  });

  it('shows the maintenance without signing in when the lookup finds it', async () => {
    server.use(http.get('*/api/v1/qrcode-data/:id', ({ params }) => HttpResponse.json({ data: { uuid: params.id, name: 'Limpeza da caixa d’água' } })));
    const { router } = await renderApp(`/maintenance/public/details/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Limpeza da caixa d’água' })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/maintenance/public/details/${ID}`);
  });
});
