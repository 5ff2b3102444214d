import { useNavigate } from '@tanstack/react-router';
import { useListingReturn } from '#src/ui/data-table/use-listing-return.ts';
import { useDialogs } from '#src/ui/dialogs/use-dialogs.ts';
import { QueryView } from '#src/ui/query-view.tsx';
import { useCondominium } from './api/use-condominium.ts';
import { useUpdateCondominium } from './api/use-save-condominium.ts';
import { CondominiumForm } from './condominium-form.tsx';
import { LogoUploader } from './logo-uploader.tsx';

/** SPEC §2 /condominium-register-edit/{id}: every field, and the logo; 'Cadastro atualizado com sucesso!'. */
export function CondominiumEditScreen({ id }: { id: string }) {
  const condominium = useCondominium(id);
  const update = useUpdateCondominium();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const listingSearch = useListingReturn();
  return (
    <QueryView query={condominium} errorTitle="Erro ao carregar o condomínio">
      {(current) => (
        <div className="space-y-6">
          <LogoUploader condominium={current} />
          <CondominiumForm
            mode="edit"
            condominium={current}
            onSubmit={async (body) => {
              await update.mutateAsync({ uuid: current.uuid, body });
              void dialogs.success({ title: 'Cadastro atualizado com sucesso!' });
              // Back to the page and filter it was opened from (SPEC §4, §8).
              await navigate({ to: '/condominium-register', search: listingSearch });
            }}
          />
        </div>
      )}
    </QueryView>
  );
}
