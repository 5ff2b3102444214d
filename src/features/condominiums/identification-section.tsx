import { cnpj as cnpjSchema } from '#contract/brazil.ts';
import type { CnpjData } from '#contract/external-services.ts';
import { useCnpjLookup } from '#src/api/external-services/use-cnpj-lookup.ts';
import { isApiError } from '#src/lib/api-error.ts';
import { formatCnpj } from '#src/lib/formatters.ts';
import { Button } from '#src/ui/button.tsx';
import { Field } from '#src/ui/field.tsx';
import { FormCell, FormSection } from '#src/ui/form-section.tsx';
import { MaskedField } from '#src/ui/masked-field.tsx';
import { notify } from '#src/ui/toasts/notify.ts';
import { fieldsFromCnpj, type CondominiumFormApi } from './condominium-form-values.ts';
import { fillFields } from './fill-fields.ts';
import { LookupStatus } from './lookup-status.tsx';

const CNPJ_NOT_FOUND = 'CNPJ_NOT_FOUND';
const ACTIVE_SITUATION = 'ATIVA';

function filledText(data: CnpjData): string {
  const situation = data.situation && data.situation.toUpperCase() !== ACTIVE_SITUATION ? ` Situação cadastral: ${data.situation}.` : '';
  return `Dados do CNPJ preenchidos; confira antes de salvar.${situation}`;
}

/** Identificação for the master: CNPJ with a "Buscar" lookup that fills the form, razão social and nome fantasia. */
export function IdentificationSection({ form }: { form: CondominiumFormApi }) {
  const {
    register,
    setError,
    getValues,
    formState: { errors },
  } = form;
  const lookup = useCnpjLookup();

  const search = () => {
    const parsed = cnpjSchema.safeParse(getValues('cnpj'));
    if (!parsed.success) {
      setError('cnpj', { type: 'lookup', message: parsed.error.issues[0]?.message }, { shouldFocus: true });
      return;
    }
    form.clearErrors('cnpj');
    lookup.mutate(parsed.data, {
      onSuccess: (data) => fillFields(form, fieldsFromCnpj(data)),
      onError: (error) => {
        if (isApiError(error) && error.code === CNPJ_NOT_FOUND) setError('cnpj', { type: 'lookup', message: error.message });
        else notify.failure(error);
      },
    });
  };

  return (
    <FormSection title="Identificação" description="Informe o CNPJ e use Buscar para preencher os dados públicos da empresa.">
      <FormCell span={3}>
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <MaskedField label="CNPJ" placeholder="00.000.000/0000-00" autoCapitalize="characters" format={formatCnpj} error={errors.cnpj?.message} {...register('cnpj')} />
          </div>
          <Button variant="secondary" className="mt-6.5 px-4" loading={lookup.isPending} onClick={search} aria-label="Buscar dados do CNPJ">
            Buscar
          </Button>
        </div>
        <LookupStatus pending={lookup.isPending} pendingText="Buscando os dados do CNPJ…" doneText={lookup.data && filledText(lookup.data)} />
      </FormCell>
      <FormCell span={3}>
        <Field label="Nome fantasia" autoComplete="organization" error={errors.comercial_name?.message} {...register('comercial_name')} />
      </FormCell>
      <FormCell span={6}>
        <Field label="Razão social" error={errors.corporate_name?.message} {...register('corporate_name')} />
      </FormCell>
    </FormSection>
  );
}
