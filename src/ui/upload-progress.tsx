/** How much of a file has been sent: a real progress bar, announced to screen readers by its value. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label="Envio do arquivo"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={percent === 100 ? 'Arquivo enviado; salvando' : `${percent}% enviado`}
        className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] dark:bg-brand-400" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-slate-600 tabular-nums dark:text-slate-300">{percent === 100 ? 'Arquivo enviado. Salvando…' : `Enviando… ${percent}%`}</p>
    </div>
  );
}
