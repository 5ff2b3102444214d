import { Building2 } from 'lucide-react';
import { canEditCondominiumProfile } from '#src/lib/permissions.ts';
import { useSessionUser } from '#src/stores/session.ts';
import { QueryView } from '#src/ui/query-view.tsx';
import { useOwnCondominium } from './api/use-own-condominium.ts';
import { useUpdateCondominiumProfile } from './api/use-save-condominium.ts';
import { CondominiumDetails } from './condominium-details.tsx';
import { CondominiumEditor } from './condominium-editor.tsx';

/**
 * SPEC §2 /condominium-profile: the signed-in person's condominium. The síndico edits its profile and logo
 * ('Condominio atualizado com sucesso!'); the zelador and the engenheiro read it.
 */
export function CondominiumProfileScreen() {
  const user = useSessionUser();
  const uuid = user.condominium[0]?.uuid;
  const condominium = useOwnCondominium(uuid);
  const update = useUpdateCondominiumProfile();

  if (!uuid) {
    return (
      <div className="card flex flex-col items-center gap-3 p-10 text-center text-slate-600 dark:text-slate-300">
        <Building2 aria-hidden="true" className="size-10" />
        <p>Seu usuário não está vinculado a nenhum condomínio.</p>
      </div>
    );
  }

  return (
    <QueryView query={condominium} errorTitle="Erro ao carregar o condomínio">
      {(current) =>
        canEditCondominiumProfile(user) ? (
          <CondominiumEditor
            mode="profile"
            condominium={current}
            save={(body) => update.mutateAsync({ uuid: current.uuid, body })}
            successTitle="Condominio atualizado com sucesso!"
          />
        ) : (
          <CondominiumDetails condominium={current} />
        )
      }
    </QueryView>
  );
}
