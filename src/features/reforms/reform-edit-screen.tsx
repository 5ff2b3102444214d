import { useNavigate } from '@tanstack/react-router';
import { reformStatusLabels, type ReformDetails } from '#contract/reforms.ts';
import { useListingReturn } from '#src/ui/data-table/use-listing-return.ts';
import { useDialogs } from '#src/ui/dialogs/use-dialogs.ts';
import { QueryView } from '#src/ui/query-view.tsx';
import { reformApi } from './api/reform-queries.ts';
import { ReformForm } from './reform-form.tsx';
import { ReformRefusal } from './reform-refusal.tsx';

/** Why a reform cannot be corrected by this person now, in the words of its status. */
function whyNotEditable(reform: ReformDetails): string {
  if (!reform.active) return 'Esta reforma está inativa: ela fica só no arquivo do condomínio e não pode ser alterada.';
  if (reform.status === 'pending' || reform.status === 'disapproved') {
    return `Esta reforma está ${reformStatusLabels[reform.status].toLowerCase()}: só quem a pediu pode corrigi-la.`;
  }
  return `Esta reforma está ${reformStatusLabels[reform.status].toLowerCase()}: só reformas em análise ou reprovadas podem ser alteradas.`;
}

/**
 * SPEC §2 /reforms-register-edit/{id} ('Editar Reforma'): a pending reform corrected, or a disapproved one corrected and
 * sent back for analysis; 'Cadastro atualizado com sucesso!', then the listing (SPEC §8). Only when the server lists
 * `edit` among the caller's actions: otherwise the page says why.
 */
export function ReformEditScreen({ id }: { id: string }) {
  const reform = reformApi.useDetail(id);
  const update = reformApi.useUpdate();
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const listingSearch = useListingReturn();
  return (
    <QueryView query={reform} errorTitle="Erro ao carregar a reforma" backTo={{ to: '/reforms-register', search: listingSearch, label: 'Voltar para as reformas' }}>
      {(current) =>
        current.actions.includes('edit') ? (
          <ReformForm
            reform={current}
            listingSearch={listingSearch}
            onSubmit={async (body) => {
              await update.mutateAsync({ uuid: current.uuid, body });
              void dialogs.success({ title: 'Cadastro atualizado com sucesso!' });
              await navigate({ to: '/reforms-register', search: listingSearch });
            }}
          />
        ) : (
          <ReformRefusal title={`“${current.title}” não pode ser alterada`} text={whyNotEditable(current)} listingSearch={listingSearch} />
        )
      }
    </QueryView>
  );
}
