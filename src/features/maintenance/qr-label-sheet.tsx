import { Printer } from 'lucide-react';
import type { EnabledMaintenance } from '#contract/maintenance.ts';
import { Button } from '#src/ui/button.tsx';
import { DialogCloseButton, DialogContent, DialogDescription, DialogRoot, DialogTitle } from '#src/ui/dialog.tsx';
import { InlineLoading } from '#src/ui/pending-screen.tsx';
import { useEnabledMaintenances } from './programme/api/programme-queries.ts';
import { QrCodeSvg, useQrEncoder } from './qr-code.tsx';

/** The address a maintenance's QR label opens: its public page (SPEC §2 maintenance/public/details/{id}). */
export function publicDetailsUrl(origin: string, publicId: string): string {
  return `${origin}/maintenance/public/details/${publicId}`;
}

interface QrLabelSheetProps {
  condominiumName: string;
  maintenances: readonly EnabledMaintenance[];
  /** The site's origin, e.g. `https://app.zelo.com.br`. */
  origin: string;
}

/**
 * One label per active maintenance, to stick on the equipment: its QR code, the system and the activity, the
 * condominium. On A4 it prints eight to a page (two columns of four), each label whole on its page.
 */
export function QrLabelSheet({ condominiumName, maintenances, origin }: QrLabelSheetProps) {
  const { encode, failed } = useQrEncoder();
  const labelled = maintenances.filter((maintenance) => maintenance.active);
  if (failed) return <p role="alert" className="text-sm text-red-700 dark:text-red-300">Não foi possível gerar os códigos QR. Feche e tente novamente.</p>;
  if (!encode) return <InlineLoading />;
  if (labelled.length === 0) return <p className="text-sm text-slate-600 dark:text-slate-300">Nenhuma manutenção ativa neste condomínio: não há etiquetas para imprimir.</p>;
  return (
    <ul aria-label="Etiquetas QR" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 print:grid-cols-2 print:gap-[5mm]">
      {labelled.map((maintenance) => {
        const url = publicDetailsUrl(origin, maintenance.public_id);
        return (
          <li
            key={maintenance.uuid}
            className="flex break-inside-avoid items-center gap-3 rounded-lg border border-dashed border-slate-400 bg-white p-3 text-slate-900 print:h-[62mm] print:p-[4mm]"
          >
            <QrCodeSvg value={url} encode={encode} label={`Código QR de ${maintenance.activity}: ${url}`} className="size-32 shrink-0 print:size-[40mm]" />
            <div className="min-w-0 space-y-1 break-words">
              <p className="text-xs font-medium tracking-wide uppercase">{maintenance.system}</p>
              <p className="text-base leading-snug font-semibold">{maintenance.activity}</p>
              <p className="text-xs">{condominiumName}</p>
              <p className="text-[10px]">Aponte a câmera para ver a situação desta manutenção.</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

interface QrLabelSheetDialogProps {
  condominiumUuid: string;
  condominiumName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The label sheet of a condominium in a dialog, from its enabled maintenances (GET
 * /maintenance/all-by-condominium/{uuid}), with a print button. Printing shows only the labels: the `print-sheet`
 * rules of index.css leave out the app around the dialog, and its own buttons carry `print:hidden`.
 */
export function QrLabelSheetDialog({ condominiumUuid, condominiumName, open, onOpenChange }: QrLabelSheetDialogProps) {
  const enabled = useEnabledMaintenances(condominiumUuid);
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      {/* sm: the centred dialog's own max-w-md comes later in the stylesheet than a plain max-w-5xl and would win. */}
      <DialogContent width="5xl" className="print-sheet max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <div className="mb-4 flex items-start justify-between gap-3 print:hidden">
          <div className="min-w-0">
            <DialogTitle>Etiquetas QR</DialogTitle>
            <DialogDescription>
              {condominiumName}: uma etiqueta por manutenção ativa, para colar no equipamento.
            </DialogDescription>
          </div>
          <DialogCloseButton label="Fechar" />
        </div>
        <div className="mb-5 print:hidden">
          <Button type="button" variant="primary" onClick={() => window.print()} aria-disabled={!enabled.data?.some((maintenance) => maintenance.active)}>
            <Printer aria-hidden="true" className="size-4" />
            Imprimir
          </Button>
        </div>
        {enabled.data ? (
          <QrLabelSheet condominiumName={condominiumName} maintenances={enabled.data} origin={window.location.origin} />
        ) : enabled.error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">Erro ao carregar manutenções habilitadas</p>
        ) : (
          <InlineLoading />
        )}
      </DialogContent>
    </DialogRoot>
  );
}
