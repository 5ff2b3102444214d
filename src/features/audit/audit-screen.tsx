import { X } from 'lucide-react';
import type { AuditEntry } from '#contract/audit.ts';
import { userTypeLabels } from '#contract/users.ts';
import { useCondominiumChoices } from '#src/api/condominium-choices.ts';
import { formatDateTime } from '#src/lib/dates.ts';
import type { AuditSearch } from './audit-search.ts';
import { Button } from '#src/ui/button.tsx';
import { CondominiumFilter } from '#src/ui/data-table/condominium-filter.tsx';
import type { Column } from '#src/ui/data-table/data-table.tsx';
import { ListingView, type ListingTexts } from '#src/ui/data-table/listing-view.tsx';
import type { ListingNavigation } from '#src/ui/data-table/use-listing.ts';
import { Field } from '#src/ui/field.tsx';
import { FilterPanel } from '#src/ui/filter-panel.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { useAuditTrail } from './api/use-audit-trail.ts';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, auditActionLabel, auditEntityLabel, optionsOf } from './audit-labels.ts';

interface AuditScreenProps {
  search: AuditSearch;
  onSearchChange: ListingNavigation<AuditSearch>;
}

/** Who acted: the system's own work (daily jobs) has no one. */
const SYSTEM = 'Sistema';
/** The platform's own rows (an access request, the master reading a CPF) belong to no condominium. */
const PLATFORM = 'Plataforma';

/** The filters in the panel (on a phone, behind "Filtros"); the person, set from a row, shows beside the list. */
const PANEL_FILTERS = ['condominium', 'action', 'entity', 'from', 'to'] as const;

const actionOptions = optionsOf(AUDIT_ACTIONS);
const entityOptions = optionsOf(AUDIT_ENTITIES);

const recordOf = (row: AuditEntry) => row.entity_label ?? row.entity_id;
const actorOf = (row: AuditEntry) => (row.actor ? `${row.actor.name} (${userTypeLabels[row.actor.type]})` : SYSTEM);

const LISTING_TEXTS: ListingTexts = {
  caption: 'Trilha de auditoria',
  noMatch: 'Nenhum registro de auditoria com esses filtros.',
  loadError: 'Erro ao carregar a auditoria',
};

/**
 * Issue 25 §4, /auditoria: the audit trail, newest first, with its filters in the URL. The master sees the
 * platform's; a síndico their condominiums'. A person's name in a row filters the trail by them.
 */
export function AuditScreen({ search, onSearchChange }: AuditScreenProps) {
  const listing = useAuditTrail(search, onSearchChange);
  const condominiums = useCondominiumChoices();
  const filtered = Boolean(search.condominium || search.actor || search.action || search.entity || search.from || search.to);
  const chosenActor = search.actor ? listing.query.data?.data.find((row) => row.actor?.uuid === search.actor)?.actor : undefined;

  const columns: Column<AuditEntry>[] = [
    {
      key: 'when',
      header: 'Data e hora',
      widthRem: 9.5,
      className: 'whitespace-nowrap tabular-nums',
      csv: (row) => formatDateTime(row.created_at),
      cell: (row) => <time dateTime={row.created_at.toISOString()}>{formatDateTime(row.created_at)}</time>,
    },
    {
      key: 'action',
      header: 'Ação',
      card: 'title',
      widthRem: 12,
      csv: (row) => auditActionLabel(row.action),
      cell: (row) => <span className="font-medium text-slate-900 dark:text-white">{auditActionLabel(row.action)}</span>,
    },
    {
      key: 'record',
      header: 'Registro',
      csv: [
        { header: 'Tipo de registro', value: (row) => auditEntityLabel(row.entity) },
        { header: 'Registro', value: recordOf },
      ],
      cell: (row) => (
        <span className="block min-w-0">
          <span className="block text-slate-900 dark:text-white">{auditEntityLabel(row.entity)}</span>
          {recordOf(row) && <span className="block break-words text-slate-600 dark:text-slate-300">{recordOf(row)}</span>}
        </span>
      ),
    },
    {
      key: 'actor',
      header: 'Quem',
      csv: actorOf,
      cell: (row) =>
        row.actor ? (
          <span className="block min-w-0">
            <button
              type="button"
              onClick={() => listing.setSearch({ actor: row.actor!.uuid })}
              aria-label={`Ver só o que ${row.actor.name} fez`}
              className="-my-2 min-h-11 min-w-11 text-start text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-300"
            >
              {row.actor.name}
            </button>
            <span className="block text-sm text-slate-600 dark:text-slate-300">{userTypeLabels[row.actor.type]}</span>
          </span>
        ) : (
          <span className="text-slate-600 dark:text-slate-300">{SYSTEM}</span>
        ),
    },
    {
      key: 'condominium',
      header: 'Condomínio',
      widthRem: 12,
      severalCondominiumsOnly: true,
      csv: (row) => row.condominium?.comercial_name ?? PLATFORM,
      cell: (row) => row.condominium?.comercial_name ?? <span className="text-slate-600 dark:text-slate-300">{PLATFORM}</span>,
    },
    { key: 'ip', header: 'IP', widthRem: 9, className: 'tabular-nums break-all', csv: (row) => row.ip, cell: (row) => row.ip ?? '—' },
  ];

  return (
    <div className="space-y-4">
      <FilterPanel activeCount={PANEL_FILTERS.filter((key) => search[key] !== undefined).length}>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
          <CondominiumFilter choices={condominiums} value={search.condominium} onChange={(condominium) => listing.setSearch({ condominium })} />
          <SelectField
            name="action"
            label="Ação"
            placeholder="Todas as ações"
            options={actionOptions}
            value={search.action ?? ''}
            onChange={(event) => listing.setSearch({ action: event.target.value || undefined })}
          />
          <SelectField
            name="entity"
            label="Tipo de registro"
            placeholder="Todos os registros"
            options={entityOptions}
            value={search.entity ?? ''}
            onChange={(event) => listing.setSearch({ entity: event.target.value || undefined })}
          />
          <Field name="from" type="date" label="De" value={search.from ?? ''} max={search.to} onChange={(event) => listing.setSearch({ from: event.target.value || undefined })} />
          <Field name="to" type="date" label="Até" value={search.to ?? ''} min={search.from} onChange={(event) => listing.setSearch({ to: event.target.value || undefined })} />
        </div>
      </FilterPanel>
      {filtered && (
        <div className="flex flex-wrap items-center gap-2">
          {search.actor && (
            <span className="inline-flex min-h-11 items-center gap-1 rounded-full bg-brand-50 ps-4 text-sm text-brand-900 dark:bg-slate-800 dark:text-brand-100">
              Pessoa: {chosenActor?.name ?? 'selecionada'}
              <button
                type="button"
                onClick={() => listing.setSearch({ actor: undefined })}
                aria-label="Remover o filtro de pessoa"
                className="inline-flex size-11 items-center justify-center rounded-full hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-slate-700"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </span>
          )}
          <Button type="button" variant="secondary" onClick={() => onSearchChange({})}>
            Limpar filtros
          </Button>
        </div>
      )}
      <ListingView
        condominiumChosen={Boolean(search.condominium)}
        listing={listing}
        texts={LISTING_TEXTS}
        columns={columns}
        rowKey={(row) => String(row.id)}
        emptyMessage={filtered ? 'Nenhum registro de auditoria com esses filtros.' : 'Nenhuma ação registrada ainda.'}
      />
    </div>
  );
}
