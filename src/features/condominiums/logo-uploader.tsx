import { ImageUp, Upload, X } from 'lucide-react';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { logoRule, type Condominium } from '#contract/condominiums.ts';
import { sizeLabel, typeList } from '#contract/uploads.ts';
import { acceptOf, uploadProblem } from '#src/lib/upload-problem.ts';
import { Button } from '#src/ui/button.tsx';
import { useDialogs } from '#src/ui/dialogs/use-dialogs.ts';
import { CondominiumLogo } from './condominium-details.tsx';
import type { ChosenLogo } from './use-chosen-logo.ts';

const ACCEPT = acceptOf(logoRule);

export const LOGO_SAVED_TITLE = 'Logo atualizado com sucesso!';

/** Why a file cannot be the logo, checked before uploading (the server checks again, by the file's content). */
export const logoProblem = (file: File) => uploadProblem(file, logoRule);

interface LogoUploaderProps {
  condominium: Condominium;
  logo: ChosenLogo;
}

/**
 * The condominium's logo: shows the current one, previews a chosen image and says it is not sent yet; "Enviar
 * logo" sends it at once, and saving the form sends it too (POST /condominium/logo).
 */
export function LogoUploader({ condominium, logo }: LogoUploaderProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const dialogs = useDialogs();
  const [problem, setProblem] = useState<string>();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be picked again after a discard.
    event.target.value = '';
    if (!file) return;
    const issue = logoProblem(file);
    setProblem(issue);
    logo.choose(issue ? null : file);
  };

  const send = async () => {
    if (!logo.file) return;
    try {
      await logo.send();
    } catch {
      return; // Told by the mutation, in a toast.
    }
    void dialogs.success({ title: LOGO_SAVED_TITLE });
  };

  const errorId = `${inputId}-error`;
  const statusId = `${inputId}-status`;
  const chooseId = `${inputId}-choose`;

  const discard = () => {
    logo.choose(null);
    // Its button goes away with the choice: focus goes to choosing another one.
    document.getElementById(chooseId)?.focus();
  };
  return (
    <section aria-labelledby={`${inputId}-title`} className="card p-5 md:p-6">
      <h2 id={`${inputId}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
        Logo
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600 dark:text-slate-300">{typeList(logoRule.types)} de até {sizeLabel(logoRule.maxBytes)}.</p>
      <div className="flex flex-wrap items-center gap-5">
        {logo.preview ? (
          <img src={logo.preview} alt="Prévia do novo logo" className="size-24 shrink-0 rounded-md bg-white object-contain ring-2 ring-amber-500" />
        ) : (
          <CondominiumLogo name={condominium.comercial_name} logo={condominium.logo} className="size-24 text-2xl ring-1 ring-slate-200 dark:ring-slate-600" />
        )}
        <div className="min-w-0 flex-1 space-y-3">
          {/* Hidden: the browser's own file button speaks the browser's language, and this one answers Enter too. */}
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={ACCEPT}
            onChange={choose}
            tabIndex={-1}
            aria-label="Arquivo do logo"
            className="sr-only"
          />
          <div className="flex flex-wrap items-center gap-3">
            <Button
              id={chooseId}
              variant="secondary"
              onClick={() => input.current?.click()}
              aria-invalid={problem ? true : undefined}
              aria-describedby={[statusId, problem && errorId].filter(Boolean).join(' ')}
            >
              <ImageUp aria-hidden="true" className="size-4" />
              Escolher imagem
            </Button>
            <span id={statusId} className="min-w-0 truncate text-sm text-slate-600 dark:text-slate-300">
              {logo.file ? logo.file.name : 'Nenhuma imagem escolhida'}
            </span>
          </div>
          {problem && (
            <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
              {problem}
            </p>
          )}
          {logo.file && (
            <p role="status" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
              Prévia: o novo logo ainda não foi enviado. Ele será enviado ao clicar em “Enviar logo” ou em “Salvar alterações”.
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            {/* Focusable even with nothing to send: after an upload, focus stays here (the button of the upload). */}
            <Button onClick={() => void send()} aria-disabled={!logo.file || undefined} loading={logo.sending}>
              <Upload aria-hidden="true" className="size-4" />
              Enviar logo
            </Button>
            {logo.file && (
              <Button variant="secondary" onClick={discard}>
                <X aria-hidden="true" className="size-4" />
                Descartar imagem
              </Button>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
