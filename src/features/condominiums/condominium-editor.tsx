import type { ComponentProps } from 'react';
import type { Condominium } from '#contract/condominiums.ts';
import { useDialogs } from '#src/ui/dialogs/use-dialogs.ts';
import type { CondominiumBody, CondominiumProfileBody } from './api/condominium-requests.ts';
import { CondominiumForm } from './condominium-form.tsx';
import { LogoUploader } from './logo-uploader.tsx';
import { useChosenLogo } from './use-chosen-logo.ts';

type CondominiumEditorProps = {
  condominium: Condominium;
  /** The success dialog's title (SPEC §8). */
  successTitle: string;
  /** What happens once saved, e.g. going back to the listing. */
  afterSave?: () => Promise<unknown>;
} & (
  | { mode: 'edit'; save: (body: CondominiumBody) => Promise<unknown> }
  | { mode: 'profile'; save: (body: CondominiumProfileBody) => Promise<unknown> }
);

/**
 * An existing condominium's logo and form, saved together: "Salvar alterações" sends a chosen logo too, so a picked
 * image is never silently left behind.
 */
export function CondominiumEditor({ condominium, successTitle, afterSave, mode, save }: CondominiumEditorProps) {
  const logo = useChosenLogo(condominium.uuid);
  const dialogs = useDialogs();
  const onSubmit = async (body: CondominiumBody & CondominiumProfileBody) => {
    await save(body);
    await logo.send();
    void dialogs.success({ title: successTitle });
    await afterSave?.();
  };
  // The form's props depend on its mode; this editor passes the mode it was given, with a save of that mode.
  const formProps = { mode, condominium, onSubmit } as ComponentProps<typeof CondominiumForm>;
  return (
    <div className="space-y-6">
      <LogoUploader condominium={condominium} logo={logo} />
      <CondominiumForm {...formProps} unsavedOutside={logo.file !== null} />
    </div>
  );
}
