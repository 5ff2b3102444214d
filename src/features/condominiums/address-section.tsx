import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useCities } from '#src/api/common/use-cities.ts';
import { useStates } from '#src/api/common/use-states.ts';
import { useZipCodeLookup } from '#src/api/external-services/use-zip-code-lookup.ts';
import { errorMessage, isApiError } from '#src/lib/api-error.ts';
import { formatCep } from '#src/lib/formatters.ts';
import { Field } from '#src/ui/field.tsx';
import { FormCell, FormSection } from '#src/ui/form-section.tsx';
import { MaskedField } from '#src/ui/masked-field.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { Spinner } from '#src/ui/spinner.tsx';
import { notify } from '#src/ui/toasts/notify.ts';
import { addressFromZipCode, type CondominiumFormApi } from './condominium-form-values.ts';
import { fillFields } from './fill-fields.ts';
import { LookupStatus } from './lookup-status.tsx';

const CEP_LENGTH = 8;
const ZIP_CODE_NOT_FOUND = 'ZIP_CODE_NOT_FOUND';

/**
 * Endereço: the CEP is looked up as soon as its eight digits are typed and fills street, neighbourhood, state and
 * city; the city list follows the state (SPEC §7 states, cities by state, zip-code).
 */
export function AddressSection({ form }: { form: CondominiumFormApi }) {
  const {
    register,
    control,
    setValue,
    setError,
    formState: { errors },
  } = form;
  const states = useStates();
  const stateId = form.watch('state_id');
  const cities = useCities(stateId || undefined);
  const zipLookup = useZipCodeLookup();
  // The CEP last looked up: typing it again (or leaving it as loaded) does not call the service again.
  const [lookedUp, setLookedUp] = useState(() => form.getValues('zip_code').replace(/\D/g, ''));

  const lookUp = (typed: string) => {
    const zip = typed.replace(/\D/g, '');
    if (zip.length !== CEP_LENGTH || zip === lookedUp) return;
    setLookedUp(zip);
    zipLookup.mutate(zip, {
      onSuccess: (data) => fillFields(form, addressFromZipCode(data)),
      onError: (error) => {
        if (isApiError(error) && error.code === ZIP_CODE_NOT_FOUND) setError('zip_code', { type: 'lookup', message: error.message });
        else notify.failure(error);
        // Another try of the same CEP may work once the service is back.
        setLookedUp('');
      },
    });
  };

  const stateOptions = [...(states.data ?? [])]
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'))
    .map((state) => ({ value: String(state.id), label: state.name }));
  const cityOptions = (cities.data ?? []).map((city) => ({ value: String(city.id), label: city.name }));

  return (
    <FormSection title="Endereço" description="Digite o CEP para preencher o endereço.">
      <FormCell span={2}>
        <MaskedField
          label="CEP"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          format={formatCep}
          error={errors.zip_code?.message}
          trailing={zipLookup.isPending ? <Spinner className="me-2 size-4 text-brand-600" /> : undefined}
          {...register('zip_code', { onChange: (event: { target: HTMLInputElement }) => lookUp(event.target.value) })}
        />
        <LookupStatus
          pending={zipLookup.isPending}
          pendingText="Buscando o endereço do CEP…"
          doneText={zipLookup.isSuccess ? 'Endereço preenchido a partir do CEP.' : undefined}
        />
      </FormCell>
      <FormCell span={4}>
        <Field label="Logradouro" autoComplete="address-line1" error={errors.street?.message} {...register('street')} />
      </FormCell>
      <FormCell span={2}>
        <Field label="Número" error={errors.number?.message} {...register('number')} />
      </FormCell>
      <FormCell span={2}>
        <Field label="Complemento" autoComplete="address-line2" error={errors.complement?.message} {...register('complement')} />
      </FormCell>
      <FormCell span={2}>
        <Field label="Bairro" error={errors.neighborhood?.message} {...register('neighborhood')} />
      </FormCell>
      <FormCell span={3}>
        <Controller
          control={control}
          name="state_id"
          render={({ field, fieldState }) => (
            <SelectField
              {...field}
              label="Estado"
              placeholder="Selecione o estado"
              options={stateOptions}
              loading={states.isPending}
              error={fieldState.error?.message ?? (states.isError ? errorMessage(states.error) : undefined)}
              onChange={(event) => {
                field.onChange(event);
                // Another state's list has other cities.
                setValue('city_id', '');
              }}
            />
          )}
        />
      </FormCell>
      <FormCell span={3}>
        <Controller
          control={control}
          name="city_id"
          render={({ field, fieldState }) => (
            <SelectField
              {...field}
              label="Cidade"
              placeholder={stateId ? 'Selecione a cidade' : 'Selecione primeiro o estado'}
              options={cityOptions}
              disabled={!stateId}
              loading={Boolean(stateId) && cities.isPending}
              error={fieldState.error?.message ?? (cities.isError ? errorMessage(cities.error) : undefined)}
            />
          )}
        />
      </FormCell>
    </FormSection>
  );
}
