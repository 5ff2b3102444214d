import { ListChecks, QrCode } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '#src/ui/button.tsx';
import { InlineLoading } from '#src/ui/pending-screen.tsx';
import {
  useEnabledMaintenances,
  useMaintenanceCatalog,
  useMaintenancePeriodicities,
  useMaintenanceTypes,
  useResponsibleTypes,
} from './api/programme-queries.ts';
import { ProgrammeEditor } from './programme-editor.tsx';
import { ReferenceDataDialog } from './reference-data-dialog.tsx';

// The label sheet and its QR library load when the sheet is first opened.
const QrLabelSheetDialog = lazy(() => import('#src/features/maintenance/qr-label-sheet.tsx').then((module) => ({ default: module.QrLabelSheetDialog })));

interface ProgrammeScreenProps {
  condominiumUuid: string;
  /** The condominium's name, from its record; until it comes, the one its enabled maintenances carry. */
  condominiumName?: string;
}

/** SPEC §2 condominium-register/maintenance/{id} (master): a condominium's ABNT NBR 5674 maintenance programme. */
export function ProgrammeScreen({ condominiumUuid, condominiumName }: ProgrammeScreenProps) {
  const catalog = useMaintenanceCatalog();
  const types = useMaintenanceTypes();
  const periodicities = useMaintenancePeriodicities();
  const responsibleTypes = useResponsibleTypes();
  const enabled = useEnabledMaintenances(condominiumUuid);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [listsOpen, setListsOpen] = useState(false);
  const name = condominiumName ?? enabled.data?.[0]?.condominium.comercial_name ?? '';
  const queries = [catalog, types, periodicities, responsibleTypes, enabled];
  const hasLabels = enabled.data?.some((maintenance) => maintenance.active) ?? false;

  return (
    <div className="space-y-6">
      <div className="card flex flex-col gap-4 p-5 md:flex-row md:items-center md:justify-between md:p-6">
        <div className="min-w-0">
          <p className="text-sm font-medium text-slate-600 dark:text-slate-300">Programa de manutenção</p>
          <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{name || 'Condomínio'}</h2>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button variant="secondary" onClick={() => setListsOpen(true)}>
            <ListChecks aria-hidden="true" className="size-4" />
            Catálogo e listas
          </Button>
          <Button
            variant="secondary"
            onClick={() => setSheetOpen(true)}
            aria-disabled={!hasLabels}
            title={hasLabels ? undefined : 'Salve ao menos uma manutenção ativa para imprimir as etiquetas.'}
          >
            <QrCode aria-hidden="true" className="size-4" />
            Imprimir etiquetas QR
          </Button>
        </div>
      </div>

      {catalog.data && types.data && periodicities.data && responsibleTypes.data && enabled.data ? (
        <ProgrammeEditor
          condominiumUuid={condominiumUuid}
          catalog={catalog.data}
          enabled={enabled.data}
          lookups={{ types: types.data, periodicities: periodicities.data, responsibleTypes: responsibleTypes.data }}
        />
      ) : queries.some((query) => query.error) ? (
        <div role="alert" className="card flex flex-col items-center gap-3 p-10 text-center">
          <p className="text-lg font-semibold text-slate-900 dark:text-white">Não foi possível carregar o programa de manutenção.</p>
          <Button variant="secondary" onClick={() => queries.filter((query) => query.error).forEach((query) => void query.refetch())}>
            Tentar novamente
          </Button>
        </div>
      ) : (
        <InlineLoading />
      )}

      {listsOpen && <ReferenceDataDialog onClose={() => setListsOpen(false)} />}

      {sheetOpen && (
        <Suspense fallback={null}>
          <QrLabelSheetDialog condominiumUuid={condominiumUuid} condominiumName={name} open onOpenChange={setSheetOpen} />
        </Suspense>
      )}
    </div>
  );
}
