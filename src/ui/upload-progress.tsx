interface UploadProgressProps {
  /** From 0 to 1, as the bytes leave the browser. */
  fraction: number;
  /** What is being sent, for screen readers ('Envio do arquivo', 'Envio de planta.pdf'). */
  label?: string;
  /** Said once every byte is sent and the server is still answering. */
  sentText?: string;
}

/** How much of a file has been sent: a real progress bar, announced to screen readers by its value. */
export function UploadProgress({ fraction, label = 'Envio do arquivo', sentText = 'Arquivo enviado. Salvando…' }: UploadProgressProps) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={percent === 100 ? sentText : `${percent}% enviado`}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] dark:bg-brand-400" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-slate-600 tabular-nums dark:text-slate-300">{percent === 100 ? sentText : `Enviando… ${percent}%`}</p>
    </div>
  );
}
