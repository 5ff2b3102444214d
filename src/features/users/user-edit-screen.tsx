import { useNavigate } from '@tanstack/react-router';
import { useListingReturn } from '#src/ui/data-table/use-listing-return.ts';
import { useDialogs } from '#src/ui/dialogs/use-dialogs.ts';
import { QueryView } from '#src/ui/query-view.tsx';
import { userApi } from './api/user-queries.ts';
import { InvitationNotice } from './invitation-notice.tsx';
import { PersonDataActions } from './person-data-actions.tsx';
import { UserForm } from './user-form.tsx';

/** SPEC §2 /user-register-edit/{id}: 'Cadastro atualizado com sucesso!', then back to the page it came from. */
export function UserEditScreen({ id }: { id: string }) {
  const user = userApi.useDetail(id);
  const update = userApi.useUpdate();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const listingSearch = useListingReturn();
  return (
    <QueryView query={user} errorTitle="Erro ao carregar o usuário" backTo={{ to: '/user-register', search: listingSearch, label: 'Voltar para a listagem' }}>
      {(current) => (
        <div className="space-y-6">
          {current.invitation_pending && <InvitationNotice user={current} />}
          <UserForm
            user={current}
            onSubmit={async (body) => {
              await update.mutateAsync({ uuid: current.uuid, body });
              void dialogs.success({ title: 'Cadastro atualizado com sucesso!' });
              await navigate({ to: '/user-register', search: listingSearch });
            }}
          />
          <PersonDataActions user={current} onErased={() => void navigate({ to: '/user-register', search: listingSearch })} />
        </div>
      )}
    </QueryView>
  );
}
