import { useState } from 'react';
import type { CatalogActivity, Periodicity, ReferenceItem } from '#contract/maintenance.ts';
import { DialogCloseButton, DialogContent, DialogDescription, DialogRoot, DialogTitle } from '#src/ui/dialog.tsx';
import { EditableList } from '#src/ui/editable-list.tsx';
import { InlineLoading } from '#src/ui/pending-screen.tsx';
import { useClosingDialog } from '#src/ui/use-closing-dialog.ts';
import { useEvidenceDocumentTypes, useMaintenanceCatalog, useMaintenancePeriodicities, useMaintenanceTypes, useResponsibleTypes } from './api/programme-queries.ts';
import { CatalogActivityFormView, intervalText, PeriodicityFormView, ReferenceItemFormView, type ListWording } from './reference-forms.tsx';
import { ReferenceTabs, type TabDefinition } from './reference-tabs.tsx';

type Tab = 'catalog' | 'types' | 'periodicities' | 'responsibleTypes' | 'documentTypes';

const TABS: readonly TabDefinition<Tab>[] = [
  { key: 'catalog', label: 'Atividades do catálogo' },
  { key: 'types', label: 'Tipos de manutenção' },
  { key: 'periodicities', label: 'Periodicidades' },
  { key: 'responsibleTypes', label: 'Responsáveis' },
  { key: 'documentTypes', label: 'Tipos de comprovante' },
];

const WORDING: Record<Tab, ListWording> = {
  catalog: { noun: 'atividade', newLabel: 'Nova atividade', created: 'Atividade cadastrada no catálogo.', updated: 'Atividade do catálogo atualizada.' },
  types: { noun: 'tipo de manutenção', newLabel: 'Novo tipo de manutenção', created: 'Tipo de manutenção cadastrado.', updated: 'Tipo de manutenção atualizado.' },
  periodicities: { noun: 'periodicidade', newLabel: 'Nova periodicidade', created: 'Periodicidade cadastrada.', updated: 'Periodicidade atualizada.' },
  responsibleTypes: { noun: 'tipo de responsável', newLabel: 'Novo tipo de responsável', created: 'Tipo de responsável cadastrado.', updated: 'Tipo de responsável atualizado.' },
  documentTypes: { noun: 'tipo de comprovante', newLabel: 'Novo tipo de comprovante', created: 'Tipo de comprovante cadastrado.', updated: 'Tipo de comprovante atualizado.' },
};

const activeText = (active: boolean, feminine = false) => (active ? (feminine ? 'Ativa' : 'Ativo') : feminine ? 'Inativa' : 'Inativo');

/**
 * 'Catálogo e listas' (issue 14: reference data seeded, editable by master): the catalogue's standard activities and
 * the four lists behind it, one tab each. Master adds, renames and retires; nothing is deleted, so what programmes
 * and executions already name keeps its meaning, and forms stop offering what is inactive.
 */
export function ReferenceDataDialog({ onClose }: { onClose: () => void }) {
  const closing = useClosingDialog(onClose);
  const [tab, setTab] = useState<Tab>('catalog');
  return (
    <DialogRoot {...closing.rootProps}>
      <DialogContent afterClose={closing.afterClose} width="3xl" className="flex max-h-[calc(100dvh-2rem)] flex-col">
        <div className="mb-4 flex items-start justify-between gap-3">
          <div>
            <DialogTitle>Catálogo e listas</DialogTitle>
            <DialogDescription>O que se retira fica inativo: as manutenções que já o usam continuam iguais, e os formulários deixam de oferecê-lo.</DialogDescription>
          </div>
          <DialogCloseButton label="Fechar" />
        </div>
        <div className="min-h-0 overflow-y-auto">
          <ReferenceTabs label="Listas de manutenção" tabs={TABS} selected={tab} onSelect={setTab}>
            {tab === 'catalog' ? (
              <CatalogPanel />
            ) : tab === 'periodicities' ? (
              <PeriodicitiesPanel />
            ) : (
              <NamedListPanel key={tab} list={tab} />
            )}
          </ReferenceTabs>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}

const NAMED_LISTS = { types: useMaintenanceTypes, responsibleTypes: useResponsibleTypes, documentTypes: useEvidenceDocumentTypes } as const;

function NamedListPanel({ list }: { list: keyof typeof NAMED_LISTS }) {
  const items = NAMED_LISTS[list]();
  const wording = WORDING[list];
  if (!items.data) return <InlineLoading />;
  return (
    <EditableList<ReferenceItem>
      items={items.data}
      itemKey={(item) => item.id}
      label={TABS.find((tab) => tab.key === list)!.label}
      newLabel={wording.newLabel}
      editLabel={(item) => `Editar ${wording.noun} ${item.name}`}
      name={(item) => item.name}
      details={(item) => activeText(item.active)}
      renderForm={(item, done) => <ReferenceItemFormView list={list} item={item} wording={wording} onDone={done} />}
    />
  );
}

function PeriodicitiesPanel() {
  const periodicities = useMaintenancePeriodicities();
  const wording = WORDING.periodicities;
  if (!periodicities.data) return <InlineLoading />;
  return (
    <EditableList<Periodicity>
      items={periodicities.data}
      itemKey={(item) => item.id}
      label="Periodicidades"
      newLabel={wording.newLabel}
      editLabel={(item) => `Editar ${wording.noun} ${item.name}`}
      name={(item) => item.name}
      details={(item) => `${intervalText(item)} · ${activeText(item.active, true)}`}
      renderForm={(item, done) => <PeriodicityFormView item={item} wording={wording} onDone={done} />}
    />
  );
}

function CatalogPanel() {
  const catalog = useMaintenanceCatalog();
  const types = useMaintenanceTypes();
  const periodicities = useMaintenancePeriodicities();
  const responsibleTypes = useResponsibleTypes();
  const wording = WORDING.catalog;
  if (!catalog.data || !types.data || !periodicities.data || !responsibleTypes.data) return <InlineLoading />;
  const lookups = {
    types: types.data,
    periodicities: periodicities.data,
    responsibleTypes: responsibleTypes.data,
    systems: [...new Set(catalog.data.map((activity) => activity.system))].sort((a, b) => a.localeCompare(b, 'pt-BR')),
  };
  return (
    <EditableList<CatalogActivity>
      items={catalog.data}
      itemKey={(item) => item.id}
      label="Atividades do catálogo"
      newLabel={wording.newLabel}
      editLabel={(item) => `Editar ${wording.noun} ${item.activity}`}
      name={(item) => item.activity}
      details={(item) =>
        [item.system, item.periodicity.name, item.responsible_type.name, item.type.name, ...(item.affects_residents ? ['Afeta os moradores'] : []), activeText(item.active, true)].join(' · ')
      }
      renderForm={(item, done) => <CatalogActivityFormView item={item} wording={wording} lookups={lookups} onDone={done} />}
    />
  );
}
