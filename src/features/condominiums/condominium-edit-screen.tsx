import { useNavigate } from '@tanstack/react-router';
import { useListingReturn } from '#src/ui/data-table/use-listing-return.ts';
import { QueryView } from '#src/ui/query-view.tsx';
import { condominiumApi } from './api/condominium-queries.ts';
import { CondominiumEditor } from './condominium-editor.tsx';

/** SPEC §2 /condominium-register-edit/{id}: every field, and the logo; 'Cadastro atualizado com sucesso!'. */
export function CondominiumEditScreen({ id }: { id: string }) {
  const condominium = condominiumApi.useDetail(id);
  const update = condominiumApi.useUpdate();
  const navigate = useNavigate();
  const listingSearch = useListingReturn();
  return (
    <QueryView
      query={condominium}
      errorTitle="Erro ao carregar o condomínio"
      backTo={{ to: '/condominium-register', search: listingSearch, label: 'Voltar para a listagem' }}
    >
      {(current) => (
        <CondominiumEditor
          mode="edit"
          condominium={current}
          save={(body) => update.mutateAsync({ uuid: current.uuid, body })}
          successTitle="Cadastro atualizado com sucesso!"
          // Back to the page and filter it was opened from (SPEC §4, §8).
          afterSave={() => navigate({ to: '/condominium-register', search: listingSearch })}
        />
      )}
    </QueryView>
  );
}
