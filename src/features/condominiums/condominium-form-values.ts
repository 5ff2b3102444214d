import type { UseFormReturn } from 'react-hook-form';
import type { Condominium } from '#contract/condominiums.ts';
import type { CnpjData, ZipCodeData } from '#contract/external-services.ts';
import { DEFAULT_PLAN, type ModuleKey, type PlanName } from '#contract/plans.ts';
import { formatCep, formatCnpj, formatPhone } from '#src/lib/formatters.ts';
import type { CondominiumBody, CondominiumProfileBody } from './api/condominium-requests.ts';

/** The condominium form as it is typed: text everywhere; the contract's schema makes the request body of it. */
export interface CondominiumFormValues {
  cnpj: string;
  corporate_name: string;
  comercial_name: string;
  email: string;
  phone: string;
  mobile_phone: string;
  zip_code: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  state_id: string;
  city_id: string;
  units: string;
  blocks: string;
  plan: PlanName;
  allowed_modules: ModuleKey[];
}

/** The form's controller, as its sections use it. */
export type CondominiumFormApi = UseFormReturn<CondominiumFormValues, unknown, CondominiumBody | CondominiumProfileBody>;

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** An empty form (a new condominium on the default plan), or a stored condominium's values, masks applied. */
export function formValuesOf(condominium?: Condominium): CondominiumFormValues {
  return {
    cnpj: formatCnpj(text(condominium?.cnpj)),
    corporate_name: text(condominium?.corporate_name),
    comercial_name: text(condominium?.comercial_name),
    email: text(condominium?.email),
    phone: formatPhone(text(condominium?.phone)),
    mobile_phone: formatPhone(text(condominium?.mobile_phone)),
    zip_code: formatCep(text(condominium?.zip_code)),
    street: text(condominium?.street),
    number: text(condominium?.number),
    complement: text(condominium?.complement),
    neighborhood: text(condominium?.neighborhood),
    state_id: text(condominium?.state?.id),
    city_id: text(condominium?.city?.id),
    units: text(condominium?.units),
    blocks: text(condominium?.blocks),
    plan: condominium?.plan.name ?? DEFAULT_PLAN,
    allowed_modules: condominium ? [...condominium.allowed_modules] : [],
  };
}

type Filled = Partial<CondominiumFormValues>;

/** Only what the lookup knows: an unknown value never erases what the person typed. */
function known(values: Record<string, string | null>): Filled {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== '')) as Filled;
}

/** The address fields a CEP fills (SPEC §7 zip-code). */
export function addressFromZipCode(data: ZipCodeData): Filled {
  return known({
    street: data.street,
    neighborhood: data.neighborhood,
    state_id: data.state_id === null ? null : String(data.state_id),
    city_id: data.city_id === null ? null : String(data.city_id),
  });
}

/** Razão social, nome fantasia, contact and address from a CNPJ (SPEC §7 search-cnpj). */
export function fieldsFromCnpj(data: CnpjData): Filled {
  return known({
    corporate_name: data.corporate_name,
    comercial_name: data.comercial_name,
    email: data.email && data.email.toLowerCase(),
    phone: data.phone && formatPhone(data.phone),
    zip_code: data.zip_code && formatCep(data.zip_code),
    street: data.street,
    number: data.number,
    complement: data.complement,
    neighborhood: data.neighborhood,
    state_id: data.state_id === null ? null : String(data.state_id),
    city_id: data.city_id === null ? null : String(data.city_id),
  });
}

/** Whether two module lists hold the same modules, in any order. */
export function sameModules(a: readonly ModuleKey[], b: readonly ModuleKey[]): boolean {
  return a.length === b.length && a.every((module) => b.includes(module));
}
