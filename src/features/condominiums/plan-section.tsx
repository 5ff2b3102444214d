import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { MODULES, type ModuleKey, type PlanName } from '#contract/plans.ts';
import { usePlans } from '#src/api/plans/use-plans.ts';
import { errorMessage } from '#src/lib/api-error.ts';
import { MODULE_LABELS } from '#src/lib/module-labels.ts';
import { CheckboxGroup } from '#src/ui/checkbox-group.tsx';
import { FormCell, FormSection } from '#src/ui/form-section.tsx';
import { SelectField } from '#src/ui/select-field.tsx';
import { sameModules, type CondominiumFormApi } from './condominium-form-values.ts';

const moduleOptions = MODULES.map((module) => ({ value: module, label: MODULE_LABELS[module] }));

/**
 * Plano: the plan (SPEC §3: Free, Basic, Special, Premium) and the modules it enables. The modules start as the
 * plan's and follow a change of plan, unless the person chose them by hand.
 */
export function PlanSection({ form }: { form: CondominiumFormApi }) {
  const plans = usePlans();
  const [chosenByHand, setChosenByHand] = useState(false);
  const { control, getValues, setValue, register, formState } = form;

  const modulesOf = (plan: PlanName): ModuleKey[] => [...(plans.data?.find((candidate) => candidate.name === plan)?.modules ?? [])];

  // A new condominium starts with its plan's modules, once the plans are known.
  const plansLoaded = plans.data !== undefined;
  useEffect(() => {
    if (!plansLoaded || chosenByHand || getValues('allowed_modules').length > 0) return;
    setValue('allowed_modules', modulesOf(getValues('plan')));
    // modulesOf reads the loaded plans; running again when they load is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [plansLoaded]);

  const changePlan = (next: PlanName) => {
    const current = getValues('allowed_modules');
    const followedPlan = sameModules(current, modulesOf(getValues('plan'))) || (current.length === 0 && !chosenByHand);
    if (followedPlan) {
      setChosenByHand(false);
      setValue('allowed_modules', modulesOf(next), { shouldDirty: true });
    }
  };

  return (
    <FormSection title="Plano" description="Os módulos habilitados seguem o plano escolhido; ajuste-os se precisar.">
      <FormCell span={2}>
        <Controller
          control={control}
          name="plan"
          render={({ field, fieldState }) => (
            <SelectField
              {...field}
              label="Plano"
              options={(plans.data ?? []).map((plan) => ({ value: plan.name, label: plan.name }))}
              loading={plans.isPending}
              error={fieldState.error?.message ?? (plans.isError ? errorMessage(plans.error) : undefined)}
              onChange={(event) => {
                changePlan(event.target.value as PlanName);
                field.onChange(event);
              }}
            />
          )}
        />
      </FormCell>
      <FormCell span={6}>
        <CheckboxGroup
          legend="Módulos habilitados"
          options={moduleOptions}
          error={formState.errors.allowed_modules?.message}
          inputProps={register('allowed_modules', {
            onChange: () => setChosenByHand(true),
          })}
        />
      </FormCell>
    </FormSection>
  );
}
