import type { ReactNode } from 'react';
import type { Condominium } from '#contract/condominiums.ts';
import { apiAssetUrl } from '#src/lib/api-base-url.ts';
import { formatCep, formatCnpj, formatPhone } from '#src/lib/formatters.ts';
import { initialsOf } from '#src/lib/initials.ts';
import { MODULE_LABELS } from '#src/lib/module-labels.ts';
import { DetailItem, DetailList } from '#src/ui/detail-list.tsx';
import { cn } from '#views/cn.ts';

type Props = { condominium: Condominium };

/** The condominium's logo, or the initials of its name where there is none. */
export function CondominiumLogo({ name, logo, className }: { name: string; logo: string | null; className?: string }) {
  return logo ? (
    <img src={apiAssetUrl(logo)} alt={`Logo de ${name}`} className={cn('size-10 shrink-0 rounded-md bg-white object-contain', className)} />
  ) : (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-10 shrink-0 place-items-center rounded-md bg-brand-100 text-sm font-semibold text-brand-800 dark:bg-brand-800 dark:text-brand-100',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}

export function IdentityDetails({ condominium }: Props) {
  return (
    <DetailList>
      <DetailItem label="CNPJ">{formatCnpj(condominium.cnpj)}</DetailItem>
      <DetailItem label="Razão social" className="xl:col-span-2">
        {condominium.corporate_name}
      </DetailItem>
    </DetailList>
  );
}

export function PlanDetails({ condominium }: Props) {
  return (
    <DetailList>
      <DetailItem label="Plano">{condominium.plan.name}</DetailItem>
      <DetailItem label="Módulos habilitados" className="xl:col-span-2">
        {condominium.allowed_modules.map((module) => MODULE_LABELS[module]).join(', ')}
      </DetailItem>
    </DetailList>
  );
}

function addressOf(condominium: Condominium): string {
  const street = [condominium.street, condominium.number].filter(Boolean).join(', ');
  return [street, condominium.complement, condominium.neighborhood].filter(Boolean).join(' — ');
}

/** Everything about a condominium, to read (the profile as the zelador and the engenheiro see it). */
export function CondominiumDetails({ condominium }: Props) {
  const cityUf = condominium.city ? `${condominium.city.name}${condominium.state ? `/${condominium.state.uf}` : ''}` : null;
  return (
    <div className="space-y-6">
      <section aria-labelledby="condominium-identity" className="card flex flex-wrap items-center gap-5 p-6">
        <CondominiumLogo name={condominium.comercial_name} logo={condominium.logo} className="size-20 text-2xl" />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id="condominium-identity" className="text-xl font-semibold text-slate-900 dark:text-white">
            {condominium.comercial_name}
          </h2>
          <p className="text-slate-600 dark:text-slate-300">{condominium.corporate_name}</p>
        </div>
      </section>
      <DetailsCard title="Identificação e contato" id="condominium-contact">
        <DetailItem label="CNPJ">{formatCnpj(condominium.cnpj)}</DetailItem>
        <DetailItem label="E-mail">{condominium.email}</DetailItem>
        <DetailItem label="Telefone">{condominium.phone && formatPhone(condominium.phone)}</DetailItem>
        <DetailItem label="Celular">{condominium.mobile_phone && formatPhone(condominium.mobile_phone)}</DetailItem>
      </DetailsCard>
      <DetailsCard title="Endereço" id="condominium-address">
        <DetailItem label="CEP">{condominium.zip_code && formatCep(condominium.zip_code)}</DetailItem>
        <DetailItem label="Endereço" className="xl:col-span-2">
          {addressOf(condominium)}
        </DetailItem>
        <DetailItem label="Cidade">{cityUf}</DetailItem>
      </DetailsCard>
      <DetailsCard title="Unidades e plano" id="condominium-plan">
        <DetailItem label="Número de unidades">{condominium.units}</DetailItem>
        <DetailItem label="Blocos">{condominium.blocks}</DetailItem>
        <DetailItem label="Plano">{condominium.plan.name}</DetailItem>
        <DetailItem label="Módulos habilitados" className="sm:col-span-2 xl:col-span-3">
          {condominium.allowed_modules.map((module) => MODULE_LABELS[module]).join(', ')}
        </DetailItem>
      </DetailsCard>
    </div>
  );
}

function DetailsCard({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      <DetailList>{children}</DetailList>
    </section>
  );
}
