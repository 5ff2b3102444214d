import { Link } from '@tanstack/react-router';
import { ClipboardList, Pencil, Plus } from 'lucide-react';
import type { CondominiumListItem } from '#contract/condominiums.ts';
import { formatCnpj } from '#src/lib/formatters.ts';
import type { ListingSearch } from '#src/lib/listing-search.ts';
import { buttonClasses } from '#src/ui/button.tsx';
import { rowLinkClasses, type Column } from '#src/ui/data-table/data-table.tsx';
import { ListingView, type ListingTexts } from '#src/ui/data-table/listing-view.tsx';
import { actionsColumn, statusColumn } from '#src/ui/data-table/columns.tsx';
import type { ListingNavigation } from '#src/ui/data-table/use-listing.ts';
import { useStatusToggle } from '#src/ui/data-table/use-status-toggle.ts';
import { condominiumApi } from './api/condominium-queries.ts';
import { CondominiumLogo } from './condominium-details.tsx';
import { rowActionClasses } from '#src/ui/data-table/row-action.ts';
import { RowActionLabel } from '#src/ui/data-table/row-action-label.tsx';

interface CondominiumsScreenProps {
  search: ListingSearch;
  onSearchChange: ListingNavigation;
}

const LISTING_TEXTS: ListingTexts = {
  caption: 'Condomínios cadastrados',
  filter: { label: 'Buscar condomínio por nome ou CNPJ', placeholder: 'Buscar por nome ou CNPJ' },
  noMatch: 'Nenhum condomínio encontrado para esta busca.',
  loadError: 'Erro ao carregar condomínios',
};

/** SPEC §2 /condominium-register: the master's paged, filtered listing of condominiums. */
export function CondominiumsScreen({ search, onSearchChange }: CondominiumsScreenProps) {
  const listing = condominiumApi.useList(search, onSearchChange);
  const status = useStatusToggle<CondominiumListItem>(condominiumApi.useSetActive(), (row, active) =>
    active
      ? {
          title: 'Ativar condomínio?',
          text: `${row.comercial_name} volta a ficar ativo e seus usuários podem entrar novamente.`,
          confirmLabel: 'Ativar',
        }
      : {
          title: 'Inativar condomínio?',
          text: `${row.comercial_name} fica inativo e seus usuários deixam de entrar no sistema.`,
          confirmLabel: 'Inativar',
        },
  );

  const columns: Column<CondominiumListItem>[] = [
    {
      key: 'name',
      header: 'Condomínio',
      card: 'title',
      csv: [
        { header: 'Condomínio', value: (row) => row.comercial_name },
        { header: 'Razão social', value: (row) => row.corporate_name },
      ],
      cell: (row) => (
        <span className="flex items-center gap-3 text-start">
          <CondominiumLogo name={row.comercial_name} logo={row.logo} />
          <span className="min-w-0">
            <Link to="/condominium-register-edit/$id" params={{ id: row.uuid }} state={{ listingSearch: search }} className={`block ${rowLinkClasses}`}>
              {row.comercial_name}
            </Link>
            <span className="block text-xs text-slate-600 dark:text-slate-300">{row.corporate_name}</span>
          </span>
        </span>
      ),
    },
    { key: 'cnpj', header: 'CNPJ', widthRem: 11.5, csv: (row) => formatCnpj(row.cnpj), cell: (row) => <span className="whitespace-nowrap tabular-nums">{formatCnpj(row.cnpj)}</span> },
    // "Rio de Janeiro/RJ" on one line at 1440 px; a longer name wraps between its words.
    { key: 'city', header: 'Cidade/UF', widthRem: 12, csv: (row) => row.city && `${row.city.name}/${row.city.uf}`, cell: (row) => (row.city ? `${row.city.name}/${row.city.uf}` : '—') },
    { key: 'plan', header: 'Plano', widthRem: 7, cell: (row) => row.plan.name },
    statusColumn(status, (row) => row.comercial_name),
    actionsColumn(
      (row) => (
        <span className="inline-flex gap-1">
          {/* SPEC §2 condominium-register/maintenance/{id}: the condominium's maintenance programme (issue 14). */}
          <Link
            to="/condominium-register/maintenance/$id"
            params={{ id: row.uuid }}
            state={{ listingSearch: search }}
            title="Manutenções"
            aria-label={`Manutenções de ${row.comercial_name}`}
            className={rowActionClasses}
          >
            <RowActionLabel icon={ClipboardList} word="Manutenções" />
          </Link>
          <Link
            to="/condominium-register-edit/$id"
            params={{ id: row.uuid }}
            state={{ listingSearch: search }}
            aria-label={`Editar ${row.comercial_name}`}
            className={rowActionClasses}
          >
            <RowActionLabel icon={Pencil} word="Editar" />
          </Link>
        </span>
      ),
      { count: 2 },
    ),
  ];

  return (
    <ListingView
      listing={listing}
      texts={LISTING_TEXTS}
      columns={columns}
      rowKey={(row) => row.uuid}
      emptyMessage="Nenhum condomínio cadastrado ainda."
      actions={
        <Link to="/condominium-register-add" className={buttonClasses('primary')}>
          <Plus aria-hidden="true" className="size-4" />
          Cadastrar condomínio
        </Link>
      }
    />
  );
}
