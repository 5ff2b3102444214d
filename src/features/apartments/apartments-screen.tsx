import { Building2, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { apartmentLabel, type Apartment } from '#contract/apartments.ts';
import { residentRelationLabels } from '#contract/users.ts';
import { useCondominiumChoices } from '#src/api/condominium-choices.ts';
import type { ListingSearch } from '#src/lib/listing-search.ts';
import { useSessionUser } from '#src/stores/session.ts';
import { Button } from '#src/ui/button.tsx';
import { actionsColumn, statusColumn } from '#src/ui/data-table/columns.tsx';
import { rowLinkClasses, type Column } from '#src/ui/data-table/data-table.tsx';
import { ListingView, type ListingTexts } from '#src/ui/data-table/listing-view.tsx';
import { rowActionClasses } from '#src/ui/data-table/row-action.ts';
import { RowActionLabel } from '#src/ui/data-table/row-action-label.tsx';
import { CondominiumFilter } from '#src/ui/data-table/condominium-filter.tsx';
import { StatusFilter } from '#src/ui/data-table/status-filter.tsx';
import type { ListingNavigation } from '#src/ui/data-table/use-listing.ts';
import { useStatusToggle } from '#src/ui/data-table/use-status-toggle.ts';
import { cn } from '#views/cn.ts';
import { apartmentApi } from './api/apartment-queries.ts';
import { ApartmentDialog } from './apartment-dialog.tsx';
import { BuildingDialog } from './building-dialog.tsx';

interface ApartmentsScreenProps {
  search: ListingSearch;
  onSearchChange: ListingNavigation;
}

type Editing = { kind: 'apartment'; apartment?: Apartment } | { kind: 'building' } | null;

const LISTING_TEXTS: ListingTexts = {
  caption: 'Apartamentos cadastrados',
  filter: { label: 'Buscar apartamento por bloco ou número', placeholder: 'Bloco ou número, como A-101' },
  noMatch: 'Nenhum apartamento encontrado para esta busca.',
  loadError: 'Erro ao carregar apartamentos',
};

/** SPEC §2 /apartments-register ('Listagem de Apartamentos'): the master and the síndico manage, zelador and engenheiro read. */
export function ApartmentsScreen({ search, onSearchChange }: ApartmentsScreenProps) {
  const user = useSessionUser();
  const canManage = user.type === 'master' || user.type === 'sindico';
  const listing = apartmentApi.useList(search, onSearchChange);
  const condominiums = useCondominiumChoices();
  const [editing, setEditing] = useState<Editing>(null);
  const status = useStatusToggle<Apartment>(apartmentApi.useSetActive(), (row, active) =>
    active
      ? { title: 'Ativar apartamento?', text: `O apartamento ${apartmentLabel(row)} volta a ficar ativo.`, confirmLabel: 'Ativar' }
      : { title: 'Inativar apartamento?', text: `O apartamento ${apartmentLabel(row)} fica inativo e deixa de aparecer nas escolhas de moradores.`, confirmLabel: 'Inativar' },
  );

  const columns: Column<Apartment>[] = [
    { key: 'block', header: 'Bloco/Torre', widthRem: 9, csv: (row) => row.block, cell: (row) => row.block || '—' },
    {
      key: 'number',
      header: 'Número',
      widthRem: 7,
      card: 'title',
      csv: (row) => row.number,
      cell: (row) =>
        canManage ? (
          <button type="button" onClick={() => setEditing({ kind: 'apartment', apartment: row })} className={cn('tabular-nums', rowLinkClasses)}>
            {row.number}
          </button>
        ) : (
          <span className="font-medium text-slate-900 tabular-nums dark:text-white">{row.number}</span>
        ),
    },
    { key: 'floor', header: 'Andar', widthRem: 6, csv: (row) => (row.floor === 0 ? 'Térreo' : row.floor), cell: (row) => (row.floor === null ? '—' : row.floor === 0 ? 'Térreo' : row.floor) },
    {
      key: 'residents',
      header: 'Moradores',
      csv: (row) => row.residents.map((resident) => `${resident.name} (${residentRelationLabels[resident.relation]})`).join(', '),
      cell: (row) =>
        row.residents.length === 0 ? (
          <span className="text-slate-600 dark:text-slate-300">Nenhum morador</span>
        ) : (
          <ul>
            {row.residents.map((resident) => (
              <li key={resident.uuid}>
                {resident.name} <span className="text-slate-600 dark:text-slate-300">({residentRelationLabels[resident.relation]})</span>
              </li>
            ))}
          </ul>
        ),
    },
    { key: 'condominium', header: 'Condomínio', severalCondominiumsOnly: true, cell: (row) => row.condominium.comercial_name },
    statusColumn(status, (row) => `apartamento ${apartmentLabel(row)}`, () => canManage),
    ...(canManage
      ? [
          actionsColumn<Apartment>((row) => (
            <button type="button" onClick={() => setEditing({ kind: 'apartment', apartment: row })} aria-label={`Editar apartamento ${apartmentLabel(row)}`} className={rowActionClasses}>
              <RowActionLabel icon={Pencil} word="Editar" />
            </button>
          )),
        ]
      : []),
  ];

  return (
    <div className="space-y-4">
      <div className="card grid gap-4 p-4 sm:grid-cols-2">
        <CondominiumFilter choices={condominiums} value={search.condominium} onChange={(condominium) => listing.setSearch({ condominium })} />
        <StatusFilter value={search.status} onChange={(status) => listing.setSearch({ status })} />
      </div>
      <ListingView
        condominiumChosen={Boolean(search.condominium)}
        listing={listing}
        texts={LISTING_TEXTS}
        columns={columns}
        rowKey={(row) => row.uuid}
        emptyMessage={canManage ? 'Nenhum apartamento cadastrado ainda. Use "Cadastrar prédio" para criar todos de uma vez.' : 'Nenhum apartamento cadastrado ainda.'}
        actions={
          canManage && (
            <>
              <Button type="button" variant="secondary" onClick={() => setEditing({ kind: 'building' })}>
                <Building2 aria-hidden="true" className="size-4" />
                Cadastrar prédio
              </Button>
              <Button type="button" onClick={() => setEditing({ kind: 'apartment' })}>
                <Plus aria-hidden="true" className="size-4" />
                Cadastrar apartamento
              </Button>
            </>
          )
        }
      />
      {editing?.kind === 'apartment' && (
        <ApartmentDialog apartment={editing.apartment} condominiums={condominiums.options} defaultCondominium={search.condominium} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'building' && (
        <BuildingDialog condominiums={condominiums.options} defaultCondominium={search.condominium} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}
