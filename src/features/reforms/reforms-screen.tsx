import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from '@tanstack/react-router';
import { Eye, Plus } from 'lucide-react';
import { apartmentLabel } from '#contract/apartments.ts';
import { REFORM_SITUATIONS, reformSituationLabels, type Reform } from '#contract/reforms.ts';
import { useCondominiumChoices } from '#src/api/condominium-choices.ts';
import { formatCalendarDay } from '#src/lib/dates.ts';
import { useSessionUser } from '#src/stores/session.ts';
import { buttonClasses } from '#src/ui/button.tsx';
import { actionsColumn, statusColumn } from '#src/ui/data-table/columns.tsx';
import { rowLinkClasses, type Column } from '#src/ui/data-table/data-table.tsx';
import { ListingView, type ListingTexts } from '#src/ui/data-table/listing-view.tsx';
import { rowActionClasses } from '#src/ui/data-table/row-action.ts';
import { RowActionLabel } from '#src/ui/data-table/row-action-label.tsx';
import { CondominiumFilter } from '#src/ui/data-table/condominium-filter.tsx';
import { StatusFilter } from '#src/ui/data-table/status-filter.tsx';
import type { ListingNavigation } from '#src/ui/data-table/use-listing.ts';
import { useOpenedRecord } from '#src/ui/data-table/use-opened-record.ts';
import { useStatusToggle } from '#src/ui/data-table/use-status-toggle.ts';
import { SelectField } from '#src/ui/select-field.tsx';
import { reformApi, reformQueries } from './api/reform-queries.ts';
import { ReformDialog } from './reform-dialog.tsx';
import { canRequestReform } from './reform-requesters.ts';
import { ReformStatusBadge, reformStatusText } from './reform-status-badge.tsx';
import { reformsListingParams } from './reforms-request.ts';
import type { ReformsSearch } from './reforms-search.ts';

interface ReformsScreenProps {
  search: ReformsSearch;
  onSearchChange: ListingNavigation<ReformsSearch>;
}

const situationOptions = REFORM_SITUATIONS.map((situation) => ({ value: situation, label: reformSituationLabels[situation] }));

const LISTING_TEXTS: ListingTexts = {
  caption: 'Reformas cadastradas',
  filter: { label: 'Buscar reforma por título, obra, empresa ou responsável', placeholder: 'Título, obra, empresa ou responsável' },
  noMatch: 'Nenhuma reforma encontrada para esta busca.',
  loadError: 'Erro ao carregar reformas',
};

/**
 * SPEC §2 /reforms-register ('Cadastro de Reformas'): every type follows the reforms it may see (a morador, those of
 * their apartments); the reform open is in the URL (`reform`), where its notifications lead, with the steps the
 * caller may take now.
 */
export function ReformsScreen({ search, onSearchChange }: ReformsScreenProps) {
  const user = useSessionUser();
  const keepsRecords = user.type === 'master' || user.type === 'sindico';
  const listing = reformApi.useList(search, onSearchChange, reformsListingParams);
  const condominiums = useCondominiumChoices();
  const opened = useQuery({ ...reformQueries.detail(search.reform ?? ''), enabled: Boolean(search.reform) });
  const status = useStatusToggle<Reform>(reformApi.useSetActive(), (row, active) =>
    active
      ? { title: 'Ativar reforma?', text: `"${row.title}" volta a seguir o fluxo de análise.`, confirmLabel: 'Ativar' }
      : { title: 'Inativar reforma?', text: `"${row.title}" fica só no arquivo: nenhuma etapa pode ser tomada até reativá-la.`, confirmLabel: 'Inativar' },
  );
  const showCondominium = condominiums.options.length > 1 && !search.condominium;
  const open = useOpenedRecord('reform', opened, search, onSearchChange);
  // Leaving for the edit page, the layout re-keys its page at once and shows this one again until that page has
  // loaded: the record must not open again then, or its closing would bring the listing back over the edit page.
  const onListing = useLocation({ select: (location) => location.pathname === '/reforms-register' });
  // Where the add and edit pages come back to: this page and filter, without the reform open.
  const listingSearch = { ...search, reform: undefined };

  const columns: Column<Reform>[] = [
    {
      key: 'title',
      header: 'Reforma',
      card: 'title',
      csv: [
        { header: 'Reforma', value: (row) => row.title },
        { header: 'Apartamento', value: (row) => apartmentLabel(row.apartment) },
        ...(showCondominium ? [{ header: 'Condomínio', value: (row: Reform) => row.condominium.comercial_name }] : []),
      ],
      cell: (row) => (
        <span className="flex flex-col">
          {/* The whole row opens the reform: the way into a pending one on a phone (issue 23). */}
          <button type="button" onClick={() => open(row.uuid)} className={rowLinkClasses}>
            {row.title}
          </button>
          <span className="text-sm text-slate-600 dark:text-slate-300">
            Apartamento {apartmentLabel(row.apartment)}
            {showCondominium && ` · ${row.condominium.comercial_name}`}
          </span>
        </span>
      ),
    },
    {
      key: 'period',
      header: 'Período',
      widthRem: 12,
      csv: [
        { header: 'Início', value: (row) => formatCalendarDay(row.starts_on) },
        { header: 'Término', value: (row) => formatCalendarDay(row.ends_on) },
      ],
      cell: (row) => `${formatCalendarDay(row.starts_on)} a ${formatCalendarDay(row.ends_on)}`,
    },
    { key: 'situation', header: 'Situação', widthRem: 9, csv: (row) => reformStatusText(row.status, row.active), cell: (row) => <ReformStatusBadge status={row.status} active={row.active} /> },
    { key: 'requester', header: 'Solicitante', widthRem: 11, csv: (row) => row.requester?.name, cell: (row) => row.requester?.name ?? '—' },
    ...(keepsRecords ? [statusColumn(status, (row) => `reforma ${row.title}`)] : []),
    actionsColumn<Reform>((row) => (
      <button type="button" onClick={() => open(row.uuid)} aria-label={`Ver reforma ${row.title}`} className={rowActionClasses}>
        <RowActionLabel icon={Eye} word="Ver" />
      </button>
    )),
  ];

  return (
    <div className="space-y-4">
      <div className="card grid gap-4 p-4 sm:grid-cols-2 xl:grid-cols-3">
        <CondominiumFilter choices={condominiums} value={search.condominium} onChange={(condominium) => listing.setSearch({ condominium })} />
        <SelectField
          name="situation"
          label="Etapa"
          placeholder="Todas as etapas"
          options={situationOptions}
          value={search.situation ?? ''}
          onChange={(event) => listing.setSearch({ situation: REFORM_SITUATIONS.find((situation) => situation === event.target.value) })}
        />
        {keepsRecords && <StatusFilter value={search.status} onChange={(value) => listing.setSearch({ status: value })} />}
      </div>
      <ListingView
        listing={listing}
        texts={LISTING_TEXTS}
        columns={columns}
        rowKey={(row) => row.uuid}
        emptyMessage={user.type === 'morador' ? 'Nenhuma reforma dos seus apartamentos ainda.' : 'Nenhuma reforma pedida ainda.'}
        actions={
          canRequestReform(user.type) && (
            <Link to="/reforms-register-add" state={{ listingSearch }} className={buttonClasses('primary')}>
              <Plus aria-hidden="true" className="size-4" />
              Nova reforma
            </Link>
          )
        }
      />
      {onListing && search.reform && opened.data && <ReformDialog key={opened.data.uuid} reform={opened.data} listingSearch={listingSearch} onClose={() => open(undefined)} />}
    </div>
  );
}
