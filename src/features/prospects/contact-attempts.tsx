import type { ProspectDetail } from '#contract/prospects.ts';
import { formatDateTime } from '#src/lib/dates.ts';
import { formatPhone } from '#src/lib/formatters.ts';
import { DetailItem, DetailList } from '#src/ui/detail-list.tsx';

/**
 * Others who asked for the same CNPJ while the request was open. The request keeps its own contact (a stranger
 * cannot take it over by asking again); these are shown so the master can check who is who before sending access.
 */
export function ContactAttempts({ attempts }: { attempts: ProspectDetail['contact_attempts'] }) {
  if (attempts.length === 0) return null;
  return (
    <section aria-labelledby="prospect-contacts" className="card p-6">
      <h2 id="prospect-contacts" className="text-lg font-semibold text-slate-900 dark:text-white">
        {attempts.length === 1 ? 'Outro contato para este CNPJ' : `${attempts.length} outros contatos para este CNPJ`}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600 dark:text-slate-300">
        Estes pedidos chegaram depois e não alteraram os dados acima. Confirme com o condomínio antes de enviar o acesso.
      </p>
      <ol className="space-y-6">
        {attempts.map((attempt) => (
          <li key={attempt.created_at.toISOString()} className="border-t border-slate-200 pt-4 first:border-t-0 first:pt-0 dark:border-slate-700">
            <DetailList>
              <DetailItem label="Recebido em">{formatDateTime(attempt.created_at)}</DetailItem>
              <DetailItem label="Nome">{attempt.name}</DetailItem>
              <DetailItem label="E-mail">{attempt.email}</DetailItem>
              <DetailItem label="Telefone">{formatPhone(attempt.phone)}</DetailItem>
              <DetailItem label="Condomínio informado">{attempt.condominium_name}</DetailItem>
              <DetailItem label="Unidades">{attempt.units}</DetailItem>
              <DetailItem label="Mensagem" className="sm:col-span-2 xl:col-span-3">
                {attempt.message}
              </DetailItem>
            </DetailList>
          </li>
        ))}
      </ol>
    </section>
  );
}
