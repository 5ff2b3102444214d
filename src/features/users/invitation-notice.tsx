import { Mail } from 'lucide-react';
import type { User } from '#contract/users.ts';
import { Button } from '#src/ui/button.tsx';
import { useDialogs } from '#src/ui/dialogs/use-dialogs.ts';
import { useResendInvitation } from './api/user-queries.ts';

/**
 * Issue 23 §4: someone created by another person who has not set a password yet. "Reenviar convite" mails a new link
 * (the earlier one stops working), for the person who lost or let the first one expire.
 */
export function InvitationNotice({ user }: { user: Pick<User, 'uuid' | 'email'> }) {
  const resend = useResendInvitation();
  const dialogs = useDialogs();
  return (
    <div className="flex flex-col gap-3 rounded-lg bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between dark:bg-amber-950 dark:text-amber-100">
      <p>
        <strong className="font-semibold">Convite pendente.</strong> Esta pessoa ainda não definiu a senha pelo link enviado para {user.email}.
      </p>
      <Button
        type="button"
        variant="secondary"
        loading={resend.isPending}
        onClick={() => resend.mutate(user.uuid, { onSuccess: (message) => void dialogs.success({ title: 'Convite reenviado!', text: message }) })}
      >
        <Mail aria-hidden="true" className="size-4" />
        Reenviar convite
      </Button>
    </div>
  );
}
