import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { shownCalendarDay } from '#contract/calendar.ts';
import { maintenanceStatusLabels, MAINTENANCE_STATUSES } from '#contract/maintenance-schedule.ts';
import type { MaintenanceFilter, MaintenanceSummary, SummarySendResult } from '#contract/maintenance.ts';
import { enqueueWhatsApp } from '#server/adapters/whatsapp/whatsapp-outbox.ts';
import type { Transaction } from '#server/db/client.ts';
import { userCondominiums, users } from '#server/db/schema.ts';
import type { CallContext } from '#server/platform/access/policy.ts';
import { recordAudit } from '#server/platform/audit.ts';
import { invalid } from '#server/platform/errors.ts';
import { summaryOf, type OverviewRequest } from './overview.service.ts';
import { listPeriodicities, listReference } from './reference.repository.ts';

export const SUMMARY_SENT_MESSAGE = 'Seu resumo foi enviado com sucesso!';
export const SUMMARY_PREVIEW_MESSAGE = 'Confira o resumo e os destinatários antes de enviar.';
export const NO_RECIPIENT_MESSAGE = 'Nenhum síndico deste condomínio tem celular cadastrado para receber o resumo.';

const money = (cents: number) => (cents / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * The summary as a WhatsApp text: the period and the filter it was drawn with (a síndico who receives only the
 * elevators must know it is only the elevators), the programme by status, then the systems that need attention.
 */
export function summaryText(summary: MaintenanceSummary, filterLines: string[] = []): string {
  const lines = [
    `*Resumo de manutenção — ${summary.condominium.comercial_name}*`,
    `Período: ${shownCalendarDay(summary.from)} a ${shownCalendarDay(summary.to)}`,
    ...filterLines,
    '',
    ...MAINTENANCE_STATUSES.map((status) => `${maintenanceStatusLabels[status]}: ${summary.by_status[status]}`),
    '',
    `Execuções no período: ${summary.performed} (${money(summary.cost_cents)})`,
  ];
  const attention = summary.by_system.filter((system) => system.overdue > 0);
  if (attention.length > 0) lines.push('', 'Sistemas com manutenção vencida:', ...attention.map((system) => `• ${system.system}: ${system.overdue}`));
  return lines.join('\n');
}

/** The filter of the summary in words, one line each: what the sender chose in the maintenance screen's filters. */
async function filterLinesOf(tx: Transaction, filter: MaintenanceFilter | undefined): Promise<string[]> {
  if (!filter) return [];
  const lines: string[] = [];
  if (filter.system) lines.push(`Sistema: ${filter.system}`);
  if (filter.periodicity) {
    const periodicity = (await listPeriodicities(tx)).find((item) => item.id === filter.periodicity);
    lines.push(`Periodicidade: ${periodicity?.name ?? filter.periodicity}`);
  }
  if (filter.responsible_type) {
    const responsible = (await listReference(tx, 'responsibleTypes')).find((item) => item.id === filter.responsible_type);
    lines.push(`Responsável: ${responsible?.name ?? filter.responsible_type}`);
  }
  if (filter.status?.length) lines.push(`Situação: ${filter.status.map((status) => maintenanceStatusLabels[status]).join(', ')}`);
  return lines;
}

export interface SummarySendRequest extends OverviewRequest {
  condominium: string;
  dry_run?: boolean;
}

/**
 * `POST /whatsapp_service/send-summary-maintenance`: the condominium's summary, for the period and the filter of the
 * screen, goes to each of its active síndicos with a mobile phone, through the outbox (WhatsApp Cloud API when
 * configured; otherwise kept and logged). A dry run builds the same text for the same people and sends nothing: it is
 * the preview the sender confirms, so both come from this one function.
 */
export async function sendSummary(tx: Transaction, call: Pick<CallContext, 'scope' | 'actor'>, request: SummarySendRequest): Promise<SummarySendResult> {
  const summary = await summaryOf(tx, call, request.condominium, request);
  const recipients = await tx
    .select({ name: users.name, phone: users.mobilePhone })
    .from(userCondominiums)
    .innerJoin(users, eq(users.id, userCondominiums.userId))
    .where(and(eq(userCondominiums.condominiumId, request.condominium), eq(users.type, 'sindico'), eq(users.active, true), eq(userCondominiums.active, true), isNotNull(users.mobilePhone)))
    .orderBy(asc(users.name), asc(users.id));
  if (recipients.length === 0) throw invalid('NO_RECIPIENT', NO_RECIPIENT_MESSAGE);
  const text = summaryText(summary, await filterLinesOf(tx, request.selected_filter));
  const to = recipients.map((recipient) => ({ name: recipient.name, phone: recipient.phone! }));
  if (request.dry_run) return { message: SUMMARY_PREVIEW_MESSAGE, recipients: to.length, to, text };
  // Phones are stored without +55 (national numbers); WhatsApp takes them with the country code.
  for (const recipient of to) await enqueueWhatsApp(tx, { to: `55${recipient.phone}`, text });
  await recordAudit(tx, call.scope, call.actor, { condominiumId: request.condominium, action: 'send-summary', entity: 'maintenance', entityId: request.condominium });
  return { message: SUMMARY_SENT_MESSAGE, recipients: to.length, to, text };
}
