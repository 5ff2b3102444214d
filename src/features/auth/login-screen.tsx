import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useSession } from '#src/stores/session.ts';
import { AuthHeading } from '#src/ui/auth-heading.tsx';
import { Button } from '#src/ui/button.tsx';
import { Field } from '#src/ui/field.tsx';
import { PasswordField } from '#src/ui/password-field.tsx';
import { textLinkClasses } from '#src/ui/text-link.ts';
import { useLoginForm } from './use-login-form.ts';

/** SPEC §2 `/` and `/login`; `redirectTo` is the page a signed-out deep link asked for (issue 10). */
export function LoginScreen({ redirectTo }: { redirectTo?: string }) {
  const { errors, submitting, formProps } = useLoginForm(redirectTo);
  // The toast of SPEC §4 goes after 5 s; the refusal stays beside the form until the next attempt. Only after an
  // attempt here: an error the session ended with elsewhere ("Token inválido") is not this form's.
  const [attempted, setAttempted] = useState(false);
  const refusal = useSession((state) => state.error);

  return (
    <>
      <AuthHeading title="Entrar" description="Acesse sua conta para cuidar do seu condomínio." />
      <form {...formProps} onSubmitCapture={() => setAttempted(true)} aria-label="Entrar" className="space-y-5">
        <Field name="email" type="email" label="E-mail" autoComplete="username" inputMode="email" error={errors.email} />
        <PasswordField name="password" label="Senha" autoComplete="current-password" error={errors.password} />
        <div className="flex justify-end">
          <Link to="/forgot-password" className={textLinkClasses}>
            Esqueceu a senha?
          </Link>
        </div>
        {/* Always in the page (only out of sight while empty), so that screen readers announce the message. */}
        <p role="alert" className="text-sm font-medium text-red-800 empty:sr-only dark:text-red-200">
          {attempted && refusal}
        </p>
        <Button type="submit" loading={submitting} className="w-full">
          Entrar
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-slate-600 dark:text-slate-300">
        Ainda não tem acesso?{' '}
        <Link to="/register" className={textLinkClasses}>
          Solicitar acesso
        </Link>
      </p>
    </>
  );
}
