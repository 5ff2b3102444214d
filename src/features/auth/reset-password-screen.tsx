import { Link, useNavigate } from '@tanstack/react-router';
import { PASSWORD_MIN_LENGTH } from '#contract/auth.ts';
import { AuthHeading } from '#src/ui/auth-heading.tsx';
import { Button, buttonClasses } from '#src/ui/button.tsx';
import { PasswordField } from '#src/ui/password-field.tsx';
import { textLinkClasses } from '#src/ui/text-link.ts';
import { useSchemaForm } from '#src/ui/use-schema-form.ts';
import { loadAuthSchemas, preloadAuthRequests } from './api/auth-requests.ts';
import { InlineLoading } from '#src/ui/pending-screen.tsx';
import { useResetPassword } from './api/use-reset-password.ts';
import { useResetTokenCheck } from './api/use-reset-token-check.ts';

interface ResetPasswordScreenProps {
  /** The token from the e-mailed link (`/reset-password?token=…`). */
  token: string | undefined;
}

export function ResetPasswordScreen({ token }: ResetPasswordScreenProps) {
  if (!token) return <UnusableLink title="Link inválido" description="Este endereço não tem o código de redefinição. Abra o link do e-mail outra vez ou peça um novo." />;
  return <CheckedResetPassword token={token} />;
}

function CheckedResetPassword({ token }: { token: string }) {
  const link = useResetTokenCheck(token);
  if (link === 'checking') return <InlineLoading />;
  if (link === 'unusable') {
    return (
      <UnusableLink
        title="Link inválido ou expirado"
        description="Este link já foi usado ou passou da validade. Peça um novo link para criar sua senha."
      />
    );
  }
  return <ResetPasswordForm token={token} />;
}

function UnusableLink({ title, description }: { title: string; description: string }) {
  return (
    <>
      <AuthHeading title={title} description={description} />
      <Link to="/forgot-password" className={buttonClasses('primary', 'w-full')}>
        Pedir um novo link
      </Link>
    </>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const resetPassword = useResetPassword();
  const navigate = useNavigate();
  const { errors, submitting, formProps } = useSchemaForm({
    loadSchema: () => loadAuthSchemas().then((schemas) => schemas.resetPasswordRequest),
    onSubmit: async (values) => {
      await resetPassword.mutateAsync(values);
      await navigate({ to: '/login' });
    },
    preload: preloadAuthRequests,
  });

  return (
    <>
      <AuthHeading title="Criar nova senha" description={`Escolha uma senha com pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`} />
      <form {...formProps} aria-label="Criar nova senha" className="space-y-5">
        <input type="hidden" name="token" value={token} />
        {errors.token && (
          <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-100">
            {errors.token}
          </p>
        )}
        <PasswordField name="password" label="Nova senha" autoComplete="new-password" error={errors.password} />
        <PasswordField
          name="password_confirmation"
          label="Confirme a nova senha"
          autoComplete="new-password"
          error={errors.password_confirmation}
        />
        <Button type="submit" loading={submitting} className="w-full">
          Criar senha
        </Button>
      </form>
      <p className="mt-8 text-center text-sm">
        <Link to="/forgot-password" className={textLinkClasses}>
          Pedir um novo link
        </Link>
      </p>
    </>
  );
}
