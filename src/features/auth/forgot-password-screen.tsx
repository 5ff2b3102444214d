import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import { AuthHeading } from '#src/ui/auth-heading.tsx';
import { Button } from '#src/ui/button.tsx';
import { Field } from '#src/ui/field.tsx';
import { textLinkClasses } from '#src/ui/text-link.ts';
import { useSchemaForm } from '#src/ui/use-schema-form.ts';
import { loadAuthSchemas, preloadAuthRequests } from './api/auth-requests.ts';
import { useForgotPassword } from './api/use-forgot-password.ts';

export function ForgotPasswordScreen() {
  const forgotPassword = useForgotPassword();
  const { errors, submitting, formProps } = useSchemaForm({
    loadSchema: () => loadAuthSchemas().then((schemas) => schemas.forgotPasswordRequest),
    onSubmit: ({ email }) => forgotPassword.mutateAsync(email),
    preload: preloadAuthRequests,
  });

  return (
    <>
      <AuthHeading
        title="Esqueceu a senha?"
        description="Informe o e-mail da sua conta e enviaremos um link para você criar uma nova senha."
      />
      {forgotPassword.isSuccess ? (
        <p role="status" className="rounded-md bg-emerald-50 p-4 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100">
          Se houver uma conta com esse e-mail, a mensagem chega em alguns minutos. Confira também a caixa de spam.
        </p>
      ) : (
        <form {...formProps} aria-label="Recuperar senha" className="space-y-5">
          <Field name="email" type="email" label="E-mail" autoComplete="email" inputMode="email" error={errors.email} />
          <Button type="submit" loading={submitting} className="w-full">
            Enviar link de recuperação
          </Button>
        </form>
      )}
      <p className="mt-8 text-center text-sm">
        <Link to="/login" className={`${textLinkClasses} inline-flex items-center gap-1`}>
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          Voltar para o login
        </Link>
      </p>
    </>
  );
}
