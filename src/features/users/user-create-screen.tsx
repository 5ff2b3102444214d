import { useNavigate } from '@tanstack/react-router';
import { useDialogs } from '#src/ui/dialogs/use-dialogs.ts';
import { userApi } from './api/user-queries.ts';
import { UserForm } from './user-form.tsx';

/** SPEC §2 /user-register-add: 'Cadastro realizado com sucesso!', then back to the listing (SPEC §8). */
export function UserCreateScreen() {
  const create = userApi.useCreate();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  return (
    <UserForm
      onSubmit={async (body) => {
        await create.mutateAsync(body);
        // Not awaited: the dialog closes on its own over the listing.
        void dialogs.success({ title: 'Cadastro realizado com sucesso!' });
        await navigate({ to: '/user-register' });
      }}
    />
  );
}
