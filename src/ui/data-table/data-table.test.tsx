import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockUsers } from '#mocks/fixtures.ts';
import { useSession } from '#src/stores/session.ts';
import { signInAs } from '#src/test/render-app.tsx';
import { DataTable, rowLinkClasses, type Column } from './data-table.tsx';

interface Doc {
  id: string;
  title: string;
  condominium: string;
}

const rows: Doc[] = [{ id: '1', title: 'AVCB', condominium: 'Edifício Aurora' }];

function renderTable(onOpen = () => {}, condominiumChosen = false) {
  const columns: Column<Doc>[] = [
    {
      key: 'title',
      header: 'Documento',
      card: 'title',
      cell: (row) => (
        <button type="button" onClick={onOpen} className={rowLinkClasses}>
          {row.title}
        </button>
      ),
    },
    { key: 'condominium', header: 'Condomínio', severalCondominiumsOnly: true, cell: (row) => row.condominium },
  ];
  return render(
    <DataTable caption="Documentos" columns={columns} rows={rows} rowKey={(row) => row.id} status="success" emptyMessage="Nada" errorMessage="Erro" condominiumChosen={condominiumChosen} />,
  );
}

const headers = () => within(screen.getByRole('table', { name: 'Documentos' })).getAllByRole('columnheader').map((header) => header.textContent);

describe('DataTable', () => {
  it('leaves out the condominium column for a caller with one condominium, or when the filter chose one', () => {
    signInAs('sindico');
    expect(mockUsers.sindico.condominium).toHaveLength(1);
    const view = renderTable();
    expect(headers()).toEqual(['Documento']);
    view.unmount();

    signInAs('master');
    const master = renderTable();
    expect(headers()).toEqual(['Documento', 'Condomínio']);
    master.unmount();

    renderTable(undefined, true);
    expect(headers()).toEqual(['Documento']);
    useSession.setState({ activeUser: null });
  });

  it('opens the row from its title; each detail cell carries its header for the card', async () => {
    signInAs('master');
    const onOpen = vi.fn();
    renderTable(onOpen);
    const [title, condominium] = within(screen.getAllByRole('row')[1]!).getAllByRole('cell');
    expect(title!.dataset.label).toBeUndefined();
    expect(condominium!.dataset.label).toBe('Condomínio');
    await userEvent.setup().click(within(title!).getByRole('button', { name: 'AVCB' }));
    expect(onOpen).toHaveBeenCalledOnce();
  });
});
