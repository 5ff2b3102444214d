import { Link, useLocation } from '@tanstack/react-router';
import { Lock } from 'lucide-react';
import { AuthHeading } from '#src/ui/auth-heading.tsx';
import { Avatar } from '#src/ui/avatar.tsx';
import { Button } from '#src/ui/button.tsx';
import { Field } from '#src/ui/field.tsx';
import { PasswordField } from '#src/ui/password-field.tsx';
import { textLinkClasses } from '#src/ui/text-link.ts';
import { useLoginForm } from './use-login-form.ts';

/**
 * Where a session ends after the inactivity grace period (SPEC §4): the same person signs back in with their
 * password, and is taken back to `redirectTo`, the page the lock interrupted. Opened directly, without a locked
 * session, it asks for the e-mail too.
 */
export function LockScreen({ redirectTo }: { redirectTo?: string }) {
  const lockedUser = useLocation({ select: (location) => location.state.lockedUser });
  const { errors, submitting, formProps } = useLoginForm(redirectTo);

  return (
    <>
      <div className="mb-6 flex flex-col items-center gap-3 text-center">
        {lockedUser ? (
          <Avatar name={lockedUser.name} picture={lockedUser.profilePicture} size="xl" />
        ) : (
          <span className="grid size-20 place-items-center rounded-full bg-brand-100 text-brand-800 dark:bg-brand-800 dark:text-brand-100">
            <Lock aria-hidden="true" className="size-8" />
          </span>
        )}
        {lockedUser && <p className="text-lg font-semibold text-slate-900 dark:text-white">{lockedUser.name}</p>}
      </div>
      <AuthHeading
        title="Sessão bloqueada"
        description="Sua sessão foi encerrada por inatividade. Digite sua senha para continuar de onde parou."
      />
      <form {...formProps} aria-label="Desbloquear sessão" className="space-y-5">
        {lockedUser ? (
          <input type="hidden" name="email" value={lockedUser.email} />
        ) : (
          <Field name="email" type="email" label="E-mail" autoComplete="username" inputMode="email" error={errors.email} />
        )}
        <PasswordField name="password" label="Senha" autoComplete="current-password" error={errors.password} />
        <Button type="submit" loading={submitting} className="w-full">
          Desbloquear
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-slate-600 dark:text-slate-300">
        {lockedUser ? 'Não é você?' : 'Prefere a tela de login?'}{' '}
        <Link to="/login" className={textLinkClasses}>
          Entrar com outra conta
        </Link>
      </p>
    </>
  );
}
