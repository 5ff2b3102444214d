import { Link } from '@tanstack/react-router';
import { AuthHeading } from '#src/ui/auth-heading.tsx';
import { Button } from '#src/ui/button.tsx';
import { Field } from '#src/ui/field.tsx';
import { PasswordField } from '#src/ui/password-field.tsx';
import { textLinkClasses } from '#src/ui/text-link.ts';
import { useLoginForm } from './use-login-form.ts';

/** SPEC §2 `/` and `/login`; `redirectTo` is the page a signed-out deep link asked for (issue 10). */
export function LoginScreen({ redirectTo }: { redirectTo?: string }) {
  const { errors, submitting, formProps } = useLoginForm(redirectTo);

  return (
    <>
      <AuthHeading title="Entrar" description="Acesse sua conta para cuidar do seu condomínio." />
      <form {...formProps} aria-label="Entrar" className="space-y-5">
        <Field name="email" type="email" label="E-mail" autoComplete="username" inputMode="email" error={errors.email} />
        <PasswordField name="password" label="Senha" autoComplete="current-password" error={errors.password} />
        <div className="flex justify-end">
          <Link to="/forgot-password" className={textLinkClasses}>
            Esqueceu a senha?
          </Link>
        </div>
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
