import { useNavigate } from '@tanstack/react-router';
import { useDialogs } from '#src/ui/dialogs/use-dialogs.ts';
import { condominiumApi } from './api/condominium-queries.ts';
import { CondominiumForm } from './condominium-form.tsx';

/** SPEC §2 /condominium-register-add: 'Cadastro realizado com sucesso!', then back to the listing (SPEC §8). */
export function CondominiumCreateScreen() {
  const create = condominiumApi.useCreate();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  return (
    <CondominiumForm
      mode="create"
      onSubmit={async (body) => {
        await create.mutateAsync(body);
        // Not awaited: the dialog closes on its own over the listing.
        void dialogs.success({ title: 'Cadastro realizado com sucesso!' });
        await navigate({ to: '/condominium-register' });
      }}
    />
  );
}
