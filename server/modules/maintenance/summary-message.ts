import { and, eq, isNotNull } from 'drizzle-orm';
import { shownCalendarDay, type CalendarDay } from '#contract/calendar.ts';
import { maintenanceStatusLabels, MAINTENANCE_STATUSES } from '#contract/maintenance-schedule.ts';
import type { MaintenanceSummary } from '#contract/maintenance.ts';
import { enqueueWhatsApp } from '#server/adapters/whatsapp/whatsapp-outbox.ts';
import type { Transaction } from '#server/db/client.ts';
import { userCondominiums, users } from '#server/db/schema.ts';
import type { CallContext } from '#server/platform/access/policy.ts';
import { recordAudit } from '#server/platform/audit.ts';
import { invalid } from '#server/platform/errors.ts';
import { summaryOf } from './overview.service.ts';

export const SUMMARY_SENT_MESSAGE = 'Seu resumo foi enviado com sucesso!';
export const NO_RECIPIENT_MESSAGE = 'Nenhum síndico deste condomínio tem celular cadastrado para receber o resumo.';

const money = (cents: number) => (cents / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });

/** The summary as a WhatsApp text: the period, the programme by status, then the systems that need attention. */
export function summaryText(summary: MaintenanceSummary): string {
  const lines = [
    `*Resumo de manutenção — ${summary.condominium.comercial_name}*`,
    `Período: ${shownCalendarDay(summary.from)} a ${shownCalendarDay(summary.to)}`,
    '',
    ...MAINTENANCE_STATUSES.map((status) => `${maintenanceStatusLabels[status]}: ${summary.by_status[status]}`),
    '',
    `Execuções no período: ${summary.performed} (${money(summary.cost_cents)})`,
  ];
  const attention = summary.by_system.filter((system) => system.overdue > 0);
  if (attention.length > 0) lines.push('', 'Sistemas com manutenção vencida:', ...attention.map((system) => `• ${system.system}: ${system.overdue}`));
  return lines.join('\n');
}

/**
 * `POST /whatsapp_service/send-summary-maintenance`: the condominium's summary goes to each of its active síndicos
 * with a mobile phone, through the outbox (WhatsApp Cloud API when configured; otherwise kept and logged).
 */
export async function sendSummary(tx: Transaction, call: Pick<CallContext, 'scope' | 'actor'>, request: { condominium: string; from?: CalendarDay; to?: CalendarDay }) {
  const summary = await summaryOf(tx, call, request.condominium, request);
  const recipients = await tx
    .select({ phone: users.mobilePhone })
    .from(userCondominiums)
    .innerJoin(users, eq(users.id, userCondominiums.userId))
    .where(and(eq(userCondominiums.condominiumId, request.condominium), eq(users.type, 'sindico'), eq(users.active, true), eq(userCondominiums.active, true), isNotNull(users.mobilePhone)));
  if (recipients.length === 0) throw invalid('NO_RECIPIENT', NO_RECIPIENT_MESSAGE);
  const text = summaryText(summary);
  // Phones are stored without +55 (national numbers); WhatsApp takes them with the country code.
  for (const recipient of recipients) await enqueueWhatsApp(tx, { to: `55${recipient.phone}`, text });
  await recordAudit(tx, call.scope, call.actor, { condominiumId: request.condominium, action: 'send-summary', entity: 'maintenance', entityId: request.condominium });
  return { message: SUMMARY_SENT_MESSAGE, recipients: recipients.length };
}
