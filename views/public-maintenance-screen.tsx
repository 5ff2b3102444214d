import type { ReactNode } from 'react';
import type { PublicMaintenanceDetails } from '#contract/maintenance.ts';
import { Logo } from '#views/logo.tsx';
import { MaintenanceStatusBadge } from '#views/maintenance-status-badge.tsx';

// Pure and presentational: the server renders this same component to HTML with react-dom/server for phones that
// open the QR URL without JavaScript (issue 14), so it takes the details as props and imports no router, query,
// store or browser API. Its dark mode follows the phone (prefers-color-scheme): no script decides it there.
const dark = {
  page: '[@media(prefers-color-scheme:dark)]:bg-slate-950 [@media(prefers-color-scheme:dark)]:text-slate-50',
  card: '[@media(prefers-color-scheme:dark)]:border-slate-700 [@media(prefers-color-scheme:dark)]:bg-slate-900',
  muted: '[@media(prefers-color-scheme:dark)]:text-slate-300',
  divider: '[@media(prefers-color-scheme:dark)]:divide-slate-700',
};

/**
 * A calendar day (`YYYY-MM-DD`) as DD/MM/YYYY by its digits: a day, not an instant, so no time zone can move it, and
 * no date library joins the few kilobytes this page may send.
 */
export function calendarDayText(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-4 first:pt-0 last:pb-0">
      <dt className={`text-base font-medium text-slate-700 ${dark.muted}`}>{label}</dt>
      <dd className="mt-1 text-xl font-semibold">{children}</dd>
    </div>
  );
}

/**
 * SPEC §2 maintenance/public/details/{id}: what a visitor who scans the QR label sees, and only that — the
 * condominium, the system and activity, the periodicity, the last execution and who did it, the next due date and
 * where it stands today. Nothing personal, no costs, no files.
 */
export function PublicMaintenanceScreen({ details }: { details: PublicMaintenanceDetails }) {
  return (
    <main className={`min-h-dvh bg-white px-4 py-6 text-slate-900 ${dark.page}`}>
      <div className="mx-auto flex max-w-xl flex-col gap-6">
        <header className="flex items-center gap-3">
          {/* Inline SVG with its size set: nothing to download, nothing that moves the text when it arrives. */}
          <Logo className="size-10" />
          <p className={`text-lg font-semibold text-slate-800 ${dark.muted}`}>{details.condominium_name}</p>
        </header>
        <div>
          <p className={`text-base font-medium text-slate-700 ${dark.muted}`}>{details.system}</p>
          <h1 className="mt-1 text-3xl leading-tight font-bold">{details.activity}</h1>
          {/* The shared badge, at this page's reading size. */}
          <div className="mt-4 [&>span]:px-4 [&>span]:py-1.5 [&>span]:text-lg [&>span]:font-semibold">
            <MaintenanceStatusBadge status={details.status} />
          </div>
        </div>
        <dl className={`divide-y divide-slate-200 rounded-xl border border-slate-300 p-5 ${dark.card} ${dark.divider}`}>
          <Item label="Próximo vencimento">{calendarDayText(details.next_due_on)}</Item>
          <Item label="Última execução">{details.last_performed_on ? calendarDayText(details.last_performed_on) : 'Ainda não realizada'}</Item>
          {details.last_performed_on && details.last_responsible_type && <Item label="Responsável pela última execução">{details.last_responsible_type}</Item>}
          <Item label="Periodicidade">{details.periodicity}</Item>
        </dl>
        <p className={`text-sm text-slate-700 ${dark.muted}`}>Programa de manutenção conforme a ABNT NBR 5674 · Zelo</p>
      </div>
    </main>
  );
}
