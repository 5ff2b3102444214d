import { Link, useNavigate } from '@tanstack/react-router';
import { AuthHeading } from '#src/ui/auth-heading.tsx';
import { Button } from '#src/ui/button.tsx';
import { textLinkClasses } from '#src/ui/text-link.ts';
import { useSchemaForm } from '#src/ui/use-schema-form.ts';
import { loadProspectSchemas, preloadProspectRequests } from './api/prospect-requests.ts';
import { useRegisterProspect } from './api/use-register-prospect.ts';
import { ProspectFields } from './prospect-fields.tsx';

/** SPEC §2 /register: a condominium asks for access; on success, the 'Acesso Solicitado!' dialog and /login. */
export function RegisterScreen() {
  const register = useRegisterProspect();
  const navigate = useNavigate();
  const { errors, submitting, formProps } = useSchemaForm({
    loadSchema: () => loadProspectSchemas().then((schemas) => schemas.registerRequest),
    onSubmit: async (values) => {
      await register.mutateAsync(values);
      await navigate({ to: '/login' });
    },
    preload: preloadProspectRequests,
  });

  return (
    <>
      <AuthHeading
        title="Solicitar acesso"
        description="Conte-nos sobre o seu condomínio. Nossa equipe entra em contato para liberar o acesso."
      />
      <form {...formProps} aria-label="Solicitar acesso" className="space-y-5">
        <ProspectFields audience="requester" errors={errors} />
        <Button type="submit" loading={submitting} className="w-full">
          Solicitar acesso
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-slate-600 dark:text-slate-300">
        Já tem acesso?{' '}
        <Link to="/login" className={textLinkClasses}>
          Entrar
        </Link>
      </p>
    </>
  );
}
