import { ImageUp, Upload } from 'lucide-react';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { LOGO_ACCEPTED_TYPES, LOGO_MAX_BYTES, type Condominium } from '#contract/condominiums.ts';
import { Button, buttonClasses } from '#src/ui/button.tsx';
import { notify } from '#src/ui/toast-store.ts';
import { useUploadCondominiumLogo } from './api/use-save-condominium.ts';
import { CondominiumLogo } from './condominium-details.tsx';

const ACCEPT = LOGO_ACCEPTED_TYPES.join(',');
const MAX_MEGABYTES = LOGO_MAX_BYTES / (1024 * 1024);

export const LOGO_TYPE_MESSAGE = 'Escolha uma imagem PNG, JPEG ou WebP.';
export const LOGO_SIZE_MESSAGE = `A imagem deve ter no máximo ${MAX_MEGABYTES} MB.`;

/** Why a file cannot be the logo, checked before uploading (the server checks again, by the file's content). */
export function logoProblem(file: File): string | undefined {
  if (!(LOGO_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return LOGO_TYPE_MESSAGE;
  if (file.size > LOGO_MAX_BYTES) return LOGO_SIZE_MESSAGE;
  return undefined;
}

interface Chosen {
  file: File;
  preview: string;
}

/** The condominium's logo: shows the current one, previews a chosen image and uploads it (POST /condominium/logo). */
export function LogoUploader({ condominium }: { condominium: Condominium }) {
  const inputId = useId();
  const upload = useUploadCondominiumLogo();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [problem, setProblem] = useState<string>();
  // Each preview lives as long as its choice.
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.preview);
    },
    [chosen],
  );

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    const issue = logoProblem(file);
    setProblem(issue);
    setChosen(issue ? null : { file, preview: URL.createObjectURL(file) });
    if (issue) event.target.value = '';
  };

  const send = () => {
    if (!chosen) return;
    upload.mutate(
      { uuid: condominium.uuid, file: chosen.file },
      {
        onSuccess: () => {
          setChosen(null);
          notify.success('Logo atualizado com sucesso!');
        },
      },
    );
  };

  const errorId = `${inputId}-error`;
  return (
    <section aria-labelledby={`${inputId}-title`} className="card p-5 md:p-6">
      <h2 id={`${inputId}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
        Logo
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600 dark:text-slate-300">PNG, JPEG ou WebP de até {MAX_MEGABYTES} MB.</p>
      <div className="flex flex-wrap items-center gap-5">
        {chosen ? (
          <img src={chosen.preview} alt="Prévia do novo logo" className="size-24 shrink-0 rounded-md bg-white object-contain ring-1 ring-slate-200" />
        ) : (
          <CondominiumLogo name={condominium.comercial_name} logo={condominium.logo} className="size-24 text-2xl ring-1 ring-slate-200 dark:ring-slate-600" />
        )}
        <div className="min-w-0 flex-1 space-y-3">
          <p id={`${inputId}-label`} className="text-sm font-medium text-slate-700 dark:text-slate-200">
            Arquivo do logo
          </p>
          {/* The browser's own file button speaks the browser's language: this one speaks Portuguese. */}
          <div className="flex flex-wrap items-center gap-3">
            <input
              id={inputId}
              type="file"
              accept={ACCEPT}
              onChange={choose}
              aria-labelledby={`${inputId}-label`}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              className="peer sr-only"
            />
            <label
              htmlFor={inputId}
              className={buttonClasses('secondary', 'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500')}
            >
              <ImageUp aria-hidden="true" className="size-4" />
              Escolher imagem
            </label>
            <span className="min-w-0 truncate text-sm text-slate-600 dark:text-slate-300">{chosen ? chosen.file.name : 'Nenhuma imagem escolhida'}</span>
          </div>
          {problem && (
            <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
              {problem}
            </p>
          )}
          <Button onClick={send} disabled={!chosen} loading={upload.isPending}>
            <Upload aria-hidden="true" className="size-4" />
            Enviar logo
          </Button>
        </div>
      </div>
    </section>
  );
}
