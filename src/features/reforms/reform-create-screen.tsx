import { useNavigate } from '@tanstack/react-router';
import { userTypeLabels } from '#contract/users.ts';
import { useSessionUser } from '#src/stores/session.ts';
import { useListingReturn } from '#src/ui/data-table/use-listing-return.ts';
import { useDialogs } from '#src/ui/dialogs/use-dialogs.ts';
import { reformApi } from './api/reform-queries.ts';
import { ReformForm } from './reform-form.tsx';
import { ReformRefusal } from './reform-refusal.tsx';
import { canRequestReform } from './reform-requesters.ts';

/**
 * SPEC §2 /reforms-register-add ('Cadastrar Reforma'): 'Cadastro realizado com sucesso!', then the listing (SPEC §8).
 * The zelador and the engenheiro may open the page (SPEC §2) but not ask: they are told so, not handed a form that fails.
 */
export function ReformCreateScreen() {
  const user = useSessionUser();
  const listingSearch = useListingReturn();
  if (!canRequestReform(user.type)) {
    return (
      <ReformRefusal
        title="Você não pode pedir reformas"
        text={`Reformas são pedidas pelo morador do apartamento, pelo síndico ou pela administração. Como ${userTypeLabels[user.type].toLowerCase()}, você acompanha as reformas do condomínio na listagem.`}
        listingSearch={listingSearch}
      />
    );
  }
  return <NewReform />;
}

function NewReform() {
  const create = reformApi.useCreate();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const listingSearch = useListingReturn();
  return (
    <ReformForm
      listingSearch={listingSearch}
      onSubmit={async (body) => {
        await create.mutateAsync(body);
        // Not awaited: the dialog closes on its own over the listing.
        void dialogs.success({ title: 'Cadastro realizado com sucesso!' });
        await navigate({ to: '/reforms-register', search: listingSearch });
      }}
    />
  );
}
