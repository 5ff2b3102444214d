import { Download, Eye, ListChecks, Pencil, Plus } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { validityLabels, VALIDITIES, type CondominiumDocument } from '#contract/documents.ts';
import { useCondominiumChoices } from '#src/api/condominium-choices.ts';
import { formatCalendarDay } from '#src/lib/dates.ts';
import { downloadStoredFile } from '#src/lib/download.ts';
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
import { useOpenedRecord } from '#src/ui/data-table/use-opened-record.ts';
import { useStatusToggle } from '#src/ui/data-table/use-status-toggle.ts';
import { SelectField } from '#src/ui/select-field.tsx';
import { documentApi, documentQueries, useDocumentTypes } from './api/document-queries.ts';
import { DocumentDialog } from './document-dialog.tsx';
import { DocumentTypesDialog } from './document-types-dialog.tsx';
import { documentsListingParams } from './documents-request.ts';
import type { DocumentsSearch } from './documents-search.ts';
import { ValidityBadge } from './validity-badge.tsx';

interface DocumentsScreenProps {
  search: DocumentsSearch;
  onSearchChange: ListingNavigation<DocumentsSearch>;
}

const validityOptions = VALIDITIES.map((validity) => ({ value: validity, label: validityLabels[validity] }));

const LISTING_TEXTS: ListingTexts = {
  caption: 'Documentos cadastrados',
  filter: { label: 'Buscar documento por título, tipo ou descrição', placeholder: 'Título, tipo ou descrição' },
  noMatch: 'Nenhum documento encontrado para esta busca.',
  loadError: 'Erro ao carregar documentos',
};

/**
 * SPEC §2 /documents-register ('Cadastro de Documentos'): the staff and master send, edit and retire documents;
 * a morador finds and downloads those marked for residents. The document open is in the URL (`document`), so a
 * notification can lead to it.
 */
export function DocumentsScreen({ search, onSearchChange }: DocumentsScreenProps) {
  const user = useSessionUser();
  const canManage = user.type !== 'morador';
  const listing = documentApi.useList(search, onSearchChange, documentsListingParams);
  const condominiums = useCondominiumChoices();
  const types = useDocumentTypes();
  const [creating, setCreating] = useState(false);
  const [editingTypes, setEditingTypes] = useState(false);
  const opened = useQuery({ ...documentQueries.detail(search.document ?? ''), enabled: Boolean(search.document) });
  const status = useStatusToggle<CondominiumDocument>(documentApi.useSetActive(), (row, active) =>
    active
      ? { title: 'Ativar documento?', text: `"${row.title}" volta a ficar disponível.`, confirmLabel: 'Ativar' }
      : { title: 'Inativar documento?', text: `"${row.title}" deixa de aparecer para os moradores e de gerar avisos de vencimento.`, confirmLabel: 'Inativar' },
  );
  const open = useOpenedRecord('document', opened, search, onSearchChange);

  const columns: Column<CondominiumDocument>[] = [
    {
      key: 'title',
      header: 'Documento',
      card: 'title',
      csv: [
        { header: 'Documento', value: (row) => row.title },
        { header: 'Descrição', value: (row) => row.description },
      ],
      cell: (row) => (
        <span className="flex flex-col">
          <button type="button" onClick={() => open(row.uuid)} className={rowLinkClasses}>
            {row.title}
          </button>
          {row.description && <span className="line-clamp-2 text-sm text-slate-600 dark:text-slate-300">{row.description}</span>}
        </span>
      ),
    },
    { key: 'type', header: 'Tipo', widthRem: 12, cell: (row) => row.type.name },
    {
      key: 'validity',
      header: 'Validade',
      widthRem: 10,
      csv: [
        { header: 'Validade', value: (row) => row.valid_until && formatCalendarDay(row.valid_until) },
        { header: 'Situação da validade', value: (row) => (row.validity ? validityLabels[row.validity] : 'Sem validade') },
      ],
      cell: (row) => <ValidityBadge validUntil={row.valid_until} validity={row.validity} />,
    },
    { key: 'condominium', header: 'Condomínio', widthRem: 12, severalCondominiumsOnly: true, cell: (row) => row.condominium.comercial_name },
    ...(canManage ? [statusColumn(status, (row) => `documento ${row.title}`)] : []),
    actionsColumn<CondominiumDocument>(
      (row) => (
        <span className="inline-flex gap-1">
          <button type="button" onClick={() => void downloadStoredFile(row.file.path, row.file.file_name)} aria-label={`Baixar ${row.title}`} className={rowActionClasses}>
            <RowActionLabel icon={Download} word="Baixar" />
          </button>
          <button type="button" onClick={() => open(row.uuid)} aria-label={`${canManage ? 'Editar' : 'Ver'} ${row.title}`} className={rowActionClasses}>
            <RowActionLabel icon={canManage ? Pencil : Eye} word={canManage ? 'Editar' : 'Ver'} />
          </button>
        </span>
      ),
      { count: 2 },
    ),
  ];

  return (
    <div className="space-y-4">
      <div className="card grid gap-4 p-4 sm:grid-cols-2 xl:grid-cols-4">
        <CondominiumFilter choices={condominiums} value={search.condominium} onChange={(condominium) => listing.setSearch({ condominium })} />
        <SelectField
          name="documentType"
          label="Tipo"
          placeholder="Todos os tipos"
          options={(types.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
          loading={types.isPending}
          value={search.documentType ? String(search.documentType) : ''}
          onChange={(event) => listing.setSearch({ documentType: event.target.value ? Number(event.target.value) : undefined })}
        />
        <SelectField
          name="validity"
          label="Validade"
          placeholder="Qualquer validade"
          options={validityOptions}
          value={search.validity ?? ''}
          onChange={(event) => listing.setSearch({ validity: VALIDITIES.find((validity) => validity === event.target.value) })}
        />
        {canManage && <StatusFilter value={search.status} onChange={(status) => listing.setSearch({ status })} />}
      </div>
      <ListingView
        condominiumChosen={Boolean(search.condominium)}
        listing={listing}
        texts={LISTING_TEXTS}
        columns={columns}
        rowKey={(row) => row.uuid}
        emptyMessage={canManage ? 'Nenhum documento cadastrado ainda. Use "Enviar documento" para guardar a convenção, o AVCB, as atas…' : 'Nenhum documento disponível para moradores ainda.'}
        actions={
          canManage && (
            <>
              {user.type === 'master' && (
                <Button type="button" variant="secondary" onClick={() => setEditingTypes(true)}>
                  <ListChecks aria-hidden="true" className="size-4" />
                  Tipos de documento
                </Button>
              )}
              <Button type="button" onClick={() => setCreating(true)}>
                <Plus aria-hidden="true" className="size-4" />
                Enviar documento
              </Button>
            </>
          )
        }
      />
      {editingTypes && <DocumentTypesDialog onClose={() => setEditingTypes(false)} />}
      {creating && <DocumentDialog canManage condominiums={condominiums.options} defaultCondominium={search.condominium} onClose={() => setCreating(false)} />}
      {search.document && opened.data && (
        <DocumentDialog key={opened.data.uuid} document={opened.data} canManage={canManage} condominiums={condominiums.options} onClose={() => open(undefined)} />
      )}
    </div>
  );
}
