import { zodResolver } from '@hookform/resolvers/zod';
import { Download, UserX } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ownErasureForm, type OwnErasureForm } from '#contract/personal-data.ts';
import { Button } from '#src/ui/button.tsx';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '#src/ui/dialog.tsx';
import { FormCell, FormSection } from '#src/ui/form-section.tsx';
import { PasswordField } from '#src/ui/password-field.tsx';
import { applyServerFieldErrors } from '#src/ui/server-field-errors.ts';
import { useDownloadPersonalData, useEraseOwnData } from './api/personal-data.ts';

export const OWN_ERASURE_TITLE = 'Remover meus dados?';

/** /user-profile, issue 25 §4 (LGPD art. 18): the person downloads what Zelo holds about them, or erases it. */
export function OwnDataSection() {
  const download = useDownloadPersonalData();
  const [erasing, setErasing] = useState(false);
  return (
    <FormSection title="Meus dados (LGPD)" description="Baixe tudo o que o Zelo guarda sobre você, ou peça a remoção dos seus dados pessoais.">
      <FormCell span={6}>
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="secondary" loading={download.isPending} onClick={() => download.mutate(undefined)}>
            <Download aria-hidden="true" className="size-4" />
            Baixar meus dados
          </Button>
          <Button type="button" variant="secondary" onClick={() => setErasing(true)}>
            <UserX aria-hidden="true" className="size-4" />
            Remover meus dados
          </Button>
        </div>
      </FormCell>
      <DialogRoot open={erasing} onOpenChange={setErasing}>
        {erasing && <OwnErasureDialog onCancel={() => setErasing(false)} />}
      </DialogRoot>
    </FormSection>
  );
}

function OwnErasureDialog({ onCancel }: { onCancel: () => void }) {
  const erase = useEraseOwnData();
  const form = useForm<OwnErasureForm>({ resolver: zodResolver(ownErasureForm), defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (body) => {
    try {
      await erase.mutateAsync(body);
    } catch (error) {
      if (!applyServerFieldErrors(form.setError, error)) form.setError('password', { type: 'server', message: 'Não foi possível remover os dados. Tente novamente.' });
    }
  });
  return (
    <DialogContent width="lg">
      <DialogTitle>{OWN_ERASURE_TITLE}</DialogTitle>
      <DialogDescription className="mt-3 space-y-2">
        Seu nome passa a ser “Pessoa removida” e seu e-mail, CPF, RG, telefones e foto são apagados. Você não poderá mais entrar no Zelo e
        será desconectado agora. As reformas e os demais registros do condomínio continuam, sem os seus dados. Esta ação não pode ser desfeita.
      </DialogDescription>
      <form noValidate onSubmit={submit} className="mt-5 space-y-5">
        <PasswordField label="Confirme com sua senha" autoComplete="current-password" error={errors.password?.message} {...form.register('password')} />
        <div className="flex justify-end gap-3">
          <Button type="button" variant="secondary" onClick={onCancel}>
            Cancelar
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Remover meus dados
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
