import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { maintenanceEndpoints, type PublicMaintenanceDetails } from '#contract/maintenance.ts';
import { apiError, reply, url } from '#mocks/http-helpers.ts';
import { server } from '#mocks/server.ts';
import { useSession } from '#src/stores/session.ts';
import { expectPath, expectToast, renderApp } from '#src/test/render-app.tsx';
import { PublicMaintenanceScreen } from '#views/public-maintenance-screen.tsx';

const ID = 'AbCdEfGhIjKlMnOpQrStUv';
const details: PublicMaintenanceDetails = {
  condominium_name: 'Residencial Jardim das Flores',
  system: 'Reservatórios de água',
  activity: 'Limpeza da caixa d’água',
  periodicity: 'Semestral',
  last_performed_on: '2026-03-01',
  last_responsible_type: 'Empresa especializada',
  next_due_on: '2026-09-01',
  status: 'due_soon',
};

describe('public maintenance screen (what the QR label opens)', () => {
  it('shows the condominium, the system and activity, periodicity, the last execution and who did it, the next due date and the status', () => {
    render(<PublicMaintenanceScreen details={details} />);
    expect(screen.getByText('Residencial Jardim das Flores')).toBeTruthy();
    expect(screen.getByText('Reservatórios de água')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Limpeza da caixa d’água' })).toBeTruthy();
    expect(screen.getByText('Vence em breve')).toBeTruthy();
    const terms = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Próximo vencimento', '01/09/2026'],
      ['Última execução', '01/03/2026'],
      ['Responsável pela última execução', 'Empresa especializada'],
      ['Periodicidade', 'Semestral'],
    ]);
  });

  it('shows nothing else: no links, buttons, forms or images to load', () => {
    const { container } = render(<PublicMaintenanceScreen details={details} />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(container.querySelectorAll('form, input, img, iframe, script')).toHaveLength(0);
  });

  it('says a maintenance never done has no last execution', () => {
    render(<PublicMaintenanceScreen details={{ ...details, last_performed_on: null, last_responsible_type: null, status: 'overdue' }} />);
    const terms = screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Próximo vencimento', '01/09/2026'],
      ['Última execução', 'Ainda não realizada'],
      ['Periodicidade', 'Semestral'],
    ]);
    expect(screen.getByText('Vencida')).toBeTruthy();
  });

  it('renders to HTML on the server as it renders in the browser (react-dom/server, no effects)', () => {
    const html = renderToStaticMarkup(<PublicMaintenanceScreen details={details} />);
    expect(html).toContain('<h1');
    expect(html).toContain('Limpeza da caixa d’água');
    expect(html).toContain('01/09/2026');
    expect(html).toContain('Vence em breve');
  });
});

describe('public maintenance route (SPEC §2 maintenance/public/details/{id})', () => {
  it("says 'Detalhe da manutenção não encontrado' and goes to /404 when the lookup fails", async () => {
    server.use(http.get(url(maintenanceEndpoints.publicDetails), () => apiError(404, 'NOT_FOUND', 'Detalhe da manutenção não encontrado')));
    const { router } = await renderApp(`/maintenance/public/details/${ID}`);
    await expectPath(router, '/404');
    await expectToast('Detalhe da manutenção não encontrado');
  });

  it('goes to /404 the same way when the server cannot be reached', async () => {
    server.use(http.get(url(maintenanceEndpoints.publicDetails), () => HttpResponse.error()));
    const { router } = await renderApp(`/maintenance/public/details/${ID}`);
    await expectPath(router, '/404');
    await expectToast('Detalhe da manutenção não encontrado');
  });

  it('shows the maintenance without signing in when the lookup finds it', async () => {
    let asked: string | undefined;
    server.use(
      http.get(url(maintenanceEndpoints.publicDetails), ({ params }) => {
        asked = String(params.id);
        return reply(maintenanceEndpoints.publicDetails, { data: details });
      }),
    );
    expect(useSession.getState().token).toBeFalsy();
    const { router } = await renderApp(`/maintenance/public/details/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Limpeza da caixa d’água' })).toBeTruthy();
    expect(screen.getByText('01/09/2026')).toBeTruthy();
    expect(asked).toBe(ID);
    expect(router.state.location.pathname).toBe(`/maintenance/public/details/${ID}`);
  });
});
