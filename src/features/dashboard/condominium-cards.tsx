import { Link } from '@tanstack/react-router';
import type { CondominiumBlock } from '#contract/dashboard.ts';
import { PLAN_NAMES } from '#contract/plans.ts';
import { formatCalendarDay, formatDate } from '#src/lib/dates.ts';
import { canSeeModule } from '#src/lib/permissions.ts';
import { useSessionUser } from '#src/stores/session.ts';
import type { BlockState } from './api/dashboard-queries.ts';
import { BlockCard, EmptyState, RecordLine, RecordList, recordLinkClasses, Stat, useSecondaryLine } from './block-card.tsx';
import { ChartFigure } from './charts/chart-figure.tsx';
import { PALETTE } from './charts/chart-spec.ts';
import { formatCount, formatMonthLong, formatMonthShort } from './dashboard-format.ts';
import { textLinkClasses } from '#src/ui/text-link.ts';

type Platform = Extract<CondominiumBlock, { scope: 'platform' }>;
type Condominiums = Extract<CondominiumBlock, { scope: 'condominiums' }>;
type DocumentRef = Condominiums['documents_expiring'][number];

type Block = { block: BlockState<CondominiumBlock> };

const PLAN_COLORS = [PALETTE.slate, PALETTE.sky, PALETTE.brand, PALETTE.violet];

/** The block narrowed to the scope a screen expects (master's platform, or the others' condominiums). */
function narrow<S extends CondominiumBlock['scope']>(block: BlockState<CondominiumBlock>, scope: S): BlockState<Extract<CondominiumBlock, { scope: S }>> {
  if (block.status !== 'ready') return block;
  return block.data.scope === scope ? { status: 'ready', data: block.data as Extract<CondominiumBlock, { scope: S }> } : { status: 'error' };
}

/** Master's condominium cards (issue 15): by plan, by status, and new ones per month. */
export function PlatformCondominiumCards({ block: condominiumBlock }: Block) {
  const block = narrow(condominiumBlock, 'platform');
  return (
    <>
      <BlockCard title="Condomínios por plano" block={block} skeleton="chart">
        {(data) => <CondominiumsByPlan byPlan={data.by_plan} />}
      </BlockCard>
      <BlockCard title="Condomínios por situação" block={block} skeleton="stat" className="md:col-span-2 2xl:col-span-1">
        {(data) => (
          <dl className="grid grid-cols-3 gap-3">
            <Stat label="Ativos" value={formatCount(data.by_status.active)} link={{ to: '/condominium-register', search: { status: 'active' } }} />
            <Stat label="Inativos" value={formatCount(data.by_status.inactive)} link={{ to: '/condominium-register', search: { status: 'inactive' } }} />
            <Stat label="Total" value={formatCount(data.by_status.active + data.by_status.inactive)} link={{ to: '/condominium-register' }} />
          </dl>
        )}
      </BlockCard>
      <BlockCard title="Novos condomínios por mês" block={block} skeleton="chart" className="md:col-span-2">
        {(data) => <NewPerMonth months={data.new_per_month} />}
      </BlockCard>
    </>
  );
}

function CondominiumsByPlan({ byPlan }: { byPlan: Platform['by_plan'] }) {
  const values = PLAN_NAMES.map((plan) => byPlan.find((row) => row.plan === plan)?.count ?? 0);
  if (values.every((value) => value === 0)) return <EmptyState>Nenhum condomínio cadastrado.</EmptyState>;
  return (
    <ChartFigure
      caption="Condomínios por plano"
      categoryHeader="Plano"
      spec={{ kind: 'doughnut', labels: [...PLAN_NAMES], series: [{ label: 'Condomínios', values, color: PLAN_COLORS }] }}
    />
  );
}

function NewPerMonth({ months }: { months: Platform['new_per_month'] }) {
  if (months.every((month) => month.count === 0)) return <EmptyState>Nenhum condomínio novo nos últimos 12 meses.</EmptyState>;
  return (
    <ChartFigure
      caption="Novos condomínios por mês"
      categoryHeader="Mês"
      categoryNames={months.map((month) => formatMonthLong(month.month))}
      spec={{
        kind: 'bar',
        labels: months.map((month) => formatMonthShort(month.month)),
        series: [{ label: 'Novos condomínios', values: months.map((month) => month.count), color: PALETTE.brand }],
      }}
    />
  );
}

/** Documents as links to their details on /documents-register (`?document={uuid}`). */
function DocumentLinks({ items, label, meta }: { items: DocumentRef[]; label: string; meta: (document: DocumentRef) => string }) {
  const secondary = useSecondaryLine();
  return (
    <RecordList label={label}>
      {items.map((document) => (
        <li key={document.uuid}>
          <Link to="/documents-register" search={{ document: document.uuid }} className={recordLinkClasses}>
            <RecordLine primary={document.title} secondary={secondary(document.type, document.condominium)} meta={meta(document)} />
          </Link>
        </li>
      ))}
    </RecordList>
  );
}

function expiryOf(document: DocumentRef): string {
  if (!document.valid_until) return '';
  return `${document.validity === 'expired' ? 'Venceu em' : 'Vence em'} ${formatCalendarDay(document.valid_until)}`;
}

/** The documents listing filtered to the expired ones and to those about to expire: the card shows only the soonest. */
function ValidityLinks() {
  return (
    <p className="flex flex-wrap gap-x-4 text-sm">
      <Link to="/documents-register" search={{ validity: 'expired', status: 'active' }} className={textLinkClasses}>
        Ver vencidos
      </Link>
      <Link to="/documents-register" search={{ validity: 'expiring', status: 'active' }} className={textLinkClasses}>
        Ver vencendo
      </Link>
    </p>
  );
}

/** The staff's papers: documents whose validity ends within 30 days or has ended, soonest first (issue 15). */
export function ExpiringDocumentsCard({ block: condominiumBlock }: Block) {
  const block = narrow(condominiumBlock, 'condominiums');
  return (
    <BlockCard title="Documentos vencendo" block={block}>
      {(data) =>
        data.documents_expiring.length === 0 ? (
          <EmptyState>Nenhum documento vence nos próximos 30 dias.</EmptyState>
        ) : (
          <>
            <DocumentLinks items={data.documents_expiring} label="Documentos vencendo" meta={expiryOf} />
            <ValidityLinks />
          </>
        )
      }
    </BlockCard>
  );
}

/**
 * A morador's new documents, those visible to residents added in the last 30 days (issue 15). The documents module
 * is the plan's: outside it the card is locked, as the menu item is (SPEC §6).
 */
export function NewDocumentsCard({ block: condominiumBlock }: Block) {
  const user = useSessionUser();
  const documents = narrow(condominiumBlock, 'condominiums');
  const block: typeof documents = canSeeModule(user, 'document') ? documents : { status: 'locked' };
  return (
    <BlockCard title="Documentos novos" block={block}>
      {(data) =>
        data.new_documents.length === 0 ? (
          <EmptyState>Nenhum documento novo nos últimos 30 dias.</EmptyState>
        ) : (
          <DocumentLinks items={data.new_documents} label="Documentos novos" meta={(document) => formatDate(document.created_at)} />
        )
      }
    </BlockCard>
  );
}
