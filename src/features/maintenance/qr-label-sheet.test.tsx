import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { create } from 'qrcode';
import { describe, expect, it } from 'vitest';
import type { EnabledMaintenance } from '#contract/maintenance.ts';
import { mockDb } from '#mocks/db.ts';
import { mockOwnCondominium } from '#mocks/fixtures.ts';
import { renderApp, signInAs } from '#src/test/render-app.tsx';
import { qrPath } from './qr-code.tsx';
import { QrLabelSheet } from './qr-label-sheet.tsx';

const ORIGIN = 'https://zelo.example';
const maintenance = (index: number, overrides: Partial<EnabledMaintenance>): EnabledMaintenance => ({
  uuid: `0000000${index}-1111-4111-8111-111111111111`,
  condominium: { uuid: mockOwnCondominium.uuid, comercial_name: mockOwnCondominium.comercial_name },
  catalog_id: index,
  system: 'Reservatórios de água',
  activity: 'Limpeza da caixa d’água',
  type: { id: 1, name: 'Preventiva' },
  periodicity: { id: 7, name: 'Semestral', interval_unit: 'month', interval_amount: 6 },
  responsible_type: { id: 1, name: 'Empresa especializada' },
  starts_on: '2026-01-10',
  due_soon_days: 30,
  affects_residents: true,
  active: true,
  last_performed_on: null,
  next_due_on: '2026-01-10',
  status: 'up_to_date',
  public_id: `Pub${index}dEfGhIjKlMnOpQrStUv`.slice(0, 22),
  ...overrides,
});
const maintenances = [
  maintenance(1, {}),
  maintenance(2, { system: 'Combate a incêndio', activity: 'Recarga dos extintores' }),
  maintenance(3, { system: 'Portaria', activity: 'Teste do interfone', active: false }),
];

describe('QR label sheet', () => {
  it('draws one label per active maintenance: the QR code of its public page, its system, activity and condominium', async () => {
    render(<QrLabelSheet condominiumName="Residencial Jardim das Flores" maintenances={maintenances} origin={ORIGIN} />);
    const labels = within(await screen.findByRole('list', { name: 'Etiquetas QR' })).getAllByRole('listitem');
    expect(labels).toHaveLength(2);
    expect(screen.queryByText('Teste do interfone')).toBeNull();

    const [first, second] = labels as [HTMLElement, HTMLElement];
    const firstUrl = `${ORIGIN}/maintenance/public/details/${maintenances[0]!.public_id}`;
    const code = within(first).getByRole('img', { name: `Código QR de Limpeza da caixa d’água: ${firstUrl}` });
    expect(code.getAttribute('data-qr-value')).toBe(firstUrl);
    // The drawing is the QR symbol of that address, module for module.
    expect(code.querySelector('path')!.getAttribute('d')).toBe(qrPath(create(firstUrl, { errorCorrectionLevel: 'M' })));
    expect(within(first).getByText('Reservatórios de água')).toBeTruthy();
    expect(within(first).getByText('Residencial Jardim das Flores')).toBeTruthy();
    expect(within(second).getByRole('img').getAttribute('data-qr-value')).toBe(`${ORIGIN}/maintenance/public/details/${maintenances[1]!.public_id}`);
    expect(within(second).getByText('Recarga dos extintores')).toBeTruthy();
  });

  it('says there is nothing to print when no maintenance is active', async () => {
    render(<QrLabelSheet condominiumName="Residencial Jardim das Flores" maintenances={[maintenances[2]!]} origin={ORIGIN} />);
    expect(await screen.findByText(/Nenhuma manutenção ativa neste condomínio/)).toBeTruthy();
  });

  it("opens from the programme screen's 'Imprimir etiquetas QR', with this site's addresses", async () => {
    const user = userEvent.setup();
    mockDb.maintenance.catalog = [];
    mockDb.maintenance.programme = maintenances;
    signInAs('master');
    await renderApp(`/condominium-register/maintenance/${mockOwnCondominium.uuid}`);
    await screen.findByRole('group', { name: 'Configuração: Teste do interfone' });
    await user.click(screen.getByRole('button', { name: 'Imprimir etiquetas QR' }));
    const sheet = await screen.findByRole('dialog', { name: 'Etiquetas QR' });
    const labels = within(await within(sheet).findByRole('list', { name: 'Etiquetas QR' })).getAllByRole('listitem');
    expect(labels.map((label) => within(label).getByRole('img').getAttribute('data-qr-value'))).toEqual(
      maintenances.slice(0, 2).map((item) => `${window.location.origin}/maintenance/public/details/${item.public_id}`),
    );
    expect(within(sheet).getByRole('button', { name: 'Imprimir' })).toBeTruthy();
  });

  it('cannot be opened before any active maintenance is saved', async () => {
    const user = userEvent.setup();
    signInAs('master');
    await renderApp(`/condominium-register/maintenance/${mockOwnCondominium.uuid}`);
    await screen.findByRole('button', { name: 'Habilitar manutenções' });
    const open = screen.getByRole('button', { name: 'Imprimir etiquetas QR' });
    expect(open.getAttribute('aria-disabled')).toBe('true');
    await user.click(open);
    expect(screen.queryByRole('dialog', { name: 'Etiquetas QR' })).toBeNull();
  });
});
