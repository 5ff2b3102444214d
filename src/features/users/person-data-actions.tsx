import { Download, UserX } from 'lucide-react';
import type { User } from '#contract/users.ts';
import { canHandlePersonalData } from '#src/lib/permissions.ts';
import { useSessionUser } from '#src/stores/session.ts';
import { Button } from '#src/ui/button.tsx';
import { useDialogs } from '#src/ui/dialogs/use-dialogs.ts';
import { FormCell, FormSection } from '#src/ui/form-section.tsx';
import { useDownloadPersonalData, useErasePerson } from './api/personal-data.ts';

export const PERSON_ERASURE_TITLE = 'Remover os dados pessoais?';

/**
 * /user-register-edit, issue 25 §4: the master downloads a person's data; the master, or the síndico of someone who
 * belongs to none but their condominiums, erases it. Nobody is offered their own here: that is the profile's.
 */
export function PersonDataActions({ user, onErased }: { user: User; onErased: () => void }) {
  const caller = useSessionUser();
  const download = useDownloadPersonalData();
  const erase = useErasePerson();
  const dialogs = useDialogs();
  const mayExport = canHandlePersonalData(caller.type, 'export');
  const mayErase = canHandlePersonalData(caller.type, 'erase') && (caller.type === 'master' || !user.in_other_condominiums);
  if (user.uuid === caller.uuid || (!mayExport && !mayErase)) return null;

  const confirmErasure = async () => {
    const confirmed = await dialogs.confirm({
      title: PERSON_ERASURE_TITLE,
      text: `${user.name} passa a se chamar “Pessoa removida”: e-mail, CPF, RG, telefones e foto são apagados, o acesso ao Zelo termina e os registros do condomínio continuam, sem os dados dessa pessoa. Esta ação não pode ser desfeita.`,
      confirmLabel: 'Remover dados',
    });
    if (!confirmed) return;
    const message = await erase.mutateAsync(user.uuid).catch(() => undefined);
    if (!message) return;
    void dialogs.success({ title: message });
    onErased();
  };

  return (
    <FormSection title="Dados pessoais (LGPD)" description="O que o Zelo guarda sobre esta pessoa, para entregar a ela ou remover.">
      <FormCell span={6}>
        <div className="flex flex-wrap justify-end gap-3">
          {mayExport && (
            <Button type="button" variant="secondary" loading={download.isPending} onClick={() => download.mutate(user.uuid)}>
              <Download aria-hidden="true" className="size-4" />
              Baixar dados
            </Button>
          )}
          {mayErase && (
            <Button type="button" variant="secondary" loading={erase.isPending} onClick={() => void confirmErasure()}>
              <UserX aria-hidden="true" className="size-4" />
              Remover dados pessoais
            </Button>
          )}
        </div>
      </FormCell>
    </FormSection>
  );
}
