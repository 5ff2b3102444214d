import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, Building2, Send } from 'lucide-react';
import { useForm, type Resolver } from 'react-hook-form';
import { prospectForm, type Prospect, type ProspectBody } from '#contract/prospects.ts';
import { formatDate, formatDateTime } from '#src/lib/dates.ts';
import { formatCnpj, formatPhone } from '#src/lib/formatters.ts';
import { Button } from '#src/ui/button.tsx';
import { useListingReturn } from '#src/ui/data-table/use-listing-return.ts';
import { DetailItem, DetailList } from '#src/ui/detail-list.tsx';
import { useDialogs } from '#src/ui/dialogs/use-dialogs.ts';
import { QueryView } from '#src/ui/query-view.tsx';
import { textLinkClasses } from '#src/ui/text-link.ts';
import { applyServerFieldErrors, fieldMessages } from '#src/ui/server-field-errors.ts';
import { useUnsavedChangesGuard } from '#src/ui/use-unsaved-changes-guard.ts';
import { prospectApi } from './api/prospect-queries.ts';
import { useSendProspectAccess } from './api/use-prospect-actions.ts';
import { ContactAttempts } from './contact-attempts.tsx';
import { ProspectFields, type ProspectFormValues } from './prospect-fields.tsx';
import { SituationBadge } from './situation-badge.tsx';

/** The master's view of one access request: where it stands, sending access, and correcting its data. */
export function ProspectDetailScreen({ id }: { id: string }) {
  const prospect = prospectApi.useDetail(id);
  const listingSearch = useListingReturn();
  return (
    <QueryView
      query={prospect}
      errorTitle="Erro ao carregar o prospect"
      backTo={{ to: '/prospects-listing', search: listingSearch, label: 'Voltar para a listagem' }}
    >
      {(current) => (
        <div className="space-y-6">
          <Link to="/prospects-listing" search={listingSearch} className={`${textLinkClasses} inline-flex items-center gap-2 text-sm`}>
            <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
            Voltar para a listagem
          </Link>
          <AccessCard prospect={current} />
          <ContactAttempts attempts={current.contact_attempts} />
          <ProspectEditForm prospect={current} />
        </div>
      )}
    </QueryView>
  );
}

function confirmation(prospect: Prospect) {
  if (prospect.access_sent_at) {
    return {
      title: 'Reenviar acesso?',
      text:
        `O acesso já foi enviado em ${formatDate(prospect.access_sent_at)}. Um novo link para definir a senha será enviado ` +
        `para ${prospect.email}; o condomínio e o síndico já cadastrados continuam os mesmos.`,
      confirmLabel: 'Reenviar acesso',
    };
  }
  return {
    title: 'Enviar acesso?',
    text:
      `Isto cadastra o condomínio ${prospect.condominium_name} e o síndico ${prospect.name}, e envia para ` +
      `${prospect.email} um link para definir a senha de acesso.`,
    confirmLabel: 'Enviar acesso',
  };
}

function AccessCard({ prospect }: { prospect: Prospect }) {
  const sendAccess = useSendProspectAccess();
  const dialogs = useDialogs();

  const send = async () => {
    if (!(await dialogs.confirm(confirmation(prospect)))) return;
    sendAccess.mutate({ uuid: prospect.uuid }, {
      onSuccess: () => void dialogs.success({ title: 'Dados para acesso enviados com sucesso!' }),
    });
  };

  return (
    <section aria-labelledby="prospect-access" className="card p-6">
      <div className="mb-5 flex flex-wrap items-start justify-between gap-4">
        <div className="space-y-2">
          <h2 id="prospect-access" className="text-xl font-semibold text-slate-900 dark:text-white">
            {prospect.condominium_name}
          </h2>
          <SituationBadge prospect={prospect} />
        </div>
        <div className="flex flex-col items-end gap-2">
          <Button onClick={() => void send()} loading={sendAccess.isPending} disabled={!prospect.active} aria-describedby={prospect.active ? undefined : 'prospect-archived'}>
            <Send aria-hidden="true" className="size-4" />
            {prospect.access_sent_at ? 'Reenviar acesso' : 'Enviar acesso'}
          </Button>
          {!prospect.active && (
            <p id="prospect-archived" className="text-sm text-slate-600 dark:text-slate-300">
              Pedido arquivado: reative-o na listagem para enviar o acesso.
            </p>
          )}
        </div>
      </div>
      <DetailList>
        <DetailItem label="Solicitante">{prospect.name}</DetailItem>
        <DetailItem label="Pedido recebido em">{formatDateTime(prospect.created_at)}</DetailItem>
        <DetailItem label="Acesso enviado em">{prospect.access_sent_at && formatDateTime(prospect.access_sent_at)}</DetailItem>
        {prospect.condominium_uuid && (
          <DetailItem label="Condomínio cadastrado">
            <Link
              to="/condominium-register-edit/$id"
              params={{ id: prospect.condominium_uuid }}
              className={`${textLinkClasses} inline-flex items-center gap-2`}
            >
              <Building2 aria-hidden="true" className="size-4" />
              Ver condomínio
            </Link>
          </DetailItem>
        )}
      </DetailList>
    </section>
  );
}

// The form holds typed text; the contract's schema turns it into the request body.
const prospectResolver = zodResolver(prospectForm) as unknown as Resolver<ProspectFormValues, unknown, ProspectBody>;

function formValuesOf(prospect: Prospect): ProspectFormValues {
  return {
    name: prospect.name,
    email: prospect.email,
    phone: formatPhone(prospect.phone),
    condominium_name: prospect.condominium_name,
    cnpj: formatCnpj(prospect.cnpj),
    units: String(prospect.units),
    message: prospect.message ?? '',
  };
}

function ProspectEditForm({ prospect }: { prospect: Prospect }) {
  const update = prospectApi.useUpdate();
  const dialogs = useDialogs();
  const form = useForm<ProspectFormValues, unknown, ProspectBody>({ resolver: prospectResolver, defaultValues: formValuesOf(prospect) });
  const submit = form.handleSubmit(async (body) => {
    try {
      await update.mutateAsync({ uuid: prospect.uuid, body });
      // Saved: what is on screen is now the clean state, so leaving asks nothing.
      form.reset(form.getValues());
      void dialogs.success({ title: 'Prospect atualizado com sucesso!' });
    } catch (error) {
      // Other failures were already told by the mutation; field errors go next to the fields.
      applyServerFieldErrors(form.setError, error);
    }
  });
  useUnsavedChangesGuard(form.formState.isDirty && !form.formState.isSubmitting, form);

  return (
    <section aria-labelledby="prospect-data" className="card p-6">
      <h2 id="prospect-data" className="mb-5 text-lg font-semibold text-slate-900 dark:text-white">
        Dados do pedido
      </h2>
      <form noValidate onSubmit={submit} aria-labelledby="prospect-data" className="grid gap-5 md:grid-cols-2">
        <ProspectFields audience="master" errors={fieldMessages(form.formState.errors)} prospect={prospect} register={form.register} />
        <div className="flex justify-end md:col-span-2">
          <Button type="submit" loading={form.formState.isSubmitting}>
            Salvar alterações
          </Button>
        </div>
      </form>
    </section>
  );
}
