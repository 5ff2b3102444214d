import { Link } from '@tanstack/react-router';
import { Eye } from 'lucide-react';
import type { Prospect } from '#contract/prospects.ts';
import { formatDate } from '#src/lib/dates.ts';
import { formatCnpj, formatPhone } from '#src/lib/formatters.ts';
import type { ListingSearch } from '#src/lib/listing-search.ts';
import { rowLinkClasses, type Column } from '#src/ui/data-table/data-table.tsx';
import { ListingView, type ListingTexts } from '#src/ui/data-table/listing-view.tsx';
import { actionsColumn, statusColumn } from '#src/ui/data-table/columns.tsx';
import type { ListingNavigation } from '#src/ui/data-table/use-listing.ts';
import { useStatusToggle } from '#src/ui/data-table/use-status-toggle.ts';
import { prospectApi } from './api/prospect-queries.ts';
import { EmailText } from '#src/ui/email-text.tsx';
import { prospectSituation } from './prospect-situation.ts';
import { SituationBadge } from './situation-badge.tsx';
import { rowActionClasses } from '#src/ui/data-table/row-action.ts';
import { RowActionLabel } from '#src/ui/data-table/row-action-label.tsx';

interface ProspectsScreenProps {
  search: ListingSearch;
  onSearchChange: ListingNavigation;
}

const nowrap = 'whitespace-nowrap';

const LISTING_TEXTS: ListingTexts = {
  caption: 'Pedidos de acesso',
  // Short enough for a phone's search box; the label says the rest.
  filter: { label: 'Buscar pedido por nome, e-mail, condomínio ou CNPJ', placeholder: 'Nome, e-mail, condomínio ou CNPJ' },
  noMatch: 'Nenhum pedido encontrado para esta busca.',
  loadError: 'Erro ao carregar prospects',
};

/** SPEC §2 /prospects-listing: the access requests, paged and filtered, each opening its detail. */
export function ProspectsScreen({ search, onSearchChange }: ProspectsScreenProps) {
  const listing = prospectApi.useList(search, onSearchChange);
  const status = useStatusToggle<Prospect>(prospectApi.useSetActive(), (row, active) =>
    active
      ? { title: 'Reativar pedido?', text: `O pedido de ${row.name} (${row.condominium_name}) volta a ficar ativo.`, confirmLabel: 'Reativar' }
      : {
          title: 'Arquivar pedido?',
          text: `O pedido de ${row.name} (${row.condominium_name}) fica inativo, como arquivado. Você pode reativá-lo depois.`,
          confirmLabel: 'Arquivar',
        },
  );

  const columns: Column<Prospect>[] = [
    {
      key: 'requester',
      header: 'Nome, e-mail e telefone',
      card: 'title',
      csv: [
        { header: 'Nome', value: (row) => row.name },
        { header: 'E-mail', value: (row) => row.email },
        { header: 'Telefone', value: (row) => formatPhone(row.phone) },
      ],
      cell: (row) => (
        <span className="block min-w-0">
          <Link to="/prospects-listing/$id" params={{ id: row.uuid }} state={{ listingSearch: search }} className={`block ${rowLinkClasses}`}>
            {row.name}
          </Link>
          <EmailText email={row.email} className="block text-slate-700 dark:text-slate-200" />
          <span className="block whitespace-nowrap text-slate-600 dark:text-slate-300">{formatPhone(row.phone)}</span>
        </span>
      ),
    },
    {
      key: 'condominium',
      header: 'Condomínio e CNPJ',
      csv: [
        { header: 'Condomínio', value: (row) => row.condominium_name },
        { header: 'CNPJ', value: (row) => formatCnpj(row.cnpj) },
      ],
      cell: (row) => (
        <span className="block min-w-0">
          <span className="block text-slate-900 dark:text-white">{row.condominium_name}</span>
          <span className="block whitespace-nowrap text-slate-600 tabular-nums dark:text-slate-300">{formatCnpj(row.cnpj)}</span>
        </span>
      ),
    },
    { key: 'units', header: 'Unidades', widthRem: 7, cell: (row) => row.units },
    { key: 'date', header: 'Data', className: nowrap, widthRem: 7.5, cell: (row) => formatDate(row.created_at) },
    { key: 'situation', header: 'Situação', widthRem: 13, csv: (row) => prospectSituation(row).label, cell: (row) => <SituationBadge prospect={row} /> },
    statusColumn(status, (row) => row.name),
    actionsColumn((row) => (
      <Link to="/prospects-listing/$id" params={{ id: row.uuid }} state={{ listingSearch: search }} aria-label={`Abrir o pedido de ${row.name}`} className={rowActionClasses}>
        <RowActionLabel icon={Eye} word="Abrir" />
      </Link>
    )),
  ];

  return (
    <ListingView
      listing={listing}
      texts={LISTING_TEXTS}
      columns={columns}
      rowKey={(row) => row.uuid}
      emptyMessage="Nenhum pedido de acesso recebido ainda."
    />
  );
}
