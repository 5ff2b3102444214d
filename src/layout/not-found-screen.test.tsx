import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { maintenanceEndpoints } from '#contract/maintenance.ts';
import { apiError, url } from '#mocks/http-helpers.ts';
import { server } from '#mocks/server.ts';
import { expectPath, expectToast, renderApp, signInAs } from '#src/test/render-app.tsx';

const UNKNOWN_LABEL = `/maintenance/public/details/${'Z'.repeat(22)}`;

describe('the 404 screen (SPEC §2 /404)', () => {
  it('tells a visitor whose QR label names nothing whom to ask, instead of offering a login that cannot help them', async () => {
    server.use(http.get(url(maintenanceEndpoints.publicDetails), () => apiError(404, 'NOT_FOUND', 'Detalhe da manutenção não encontrado')));
    const { router } = await renderApp(UNKNOWN_LABEL);
    await expectPath(router, '/404');
    await expectToast('Detalhe da manutenção não encontrado');
    const visitor = await screen.findByRole('region', { name: 'Chegou aqui pela etiqueta QR de um equipamento?' });
    expect(visitor.textContent).toContain('A etiqueta não é mais válida. Para saber da manutenção deste equipamento, procure a administração do condomínio (o síndico ou o zelador).');
    expect(screen.queryByRole('link', { name: 'Voltar ao início' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Entrar' }).getAttribute('href')).toBe('/');
  });

  it('leads a signed-in person back to the start, without the visitor’s advice', async () => {
    signInAs('zelador');
    const { router } = await renderApp('/nao-existe');
    await expectPath(router, '/404');
    expect(await screen.findByText('A página que você procurou não existe ou não está disponível para o seu perfil de acesso.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar ao início' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('region', { name: 'Chegou aqui pela etiqueta QR de um equipamento?' })).toBeNull();
  });
});
