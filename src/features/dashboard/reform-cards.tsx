import { Link } from '@tanstack/react-router';
import type { ReformsBlock } from '#contract/dashboard.ts';
import { REFORM_STATUSES, reformStatusLabels, type ReformStatus } from '#contract/reforms.ts';
import { formatDate } from '#src/lib/dates.ts';
import { textLinkClasses } from '#src/ui/text-link.ts';
import type { BlockState } from './api/dashboard-queries.ts';
import { BlockCard, EmptyState, RecordLine, RecordList, recordLinkClasses, useSecondaryLine } from './block-card.tsx';
import { ChartFigure } from './charts/chart-figure.tsx';
import { PALETTE } from './charts/chart-spec.ts';
import { formatCount } from './dashboard-format.ts';

const STATUS_COLORS: Record<ReformStatus, (typeof PALETTE)[keyof typeof PALETTE]> = {
  pending: PALETTE.amber,
  approved: PALETTE.emerald,
  disapproved: PALETTE.red,
  finished: PALETTE.sky,
};

type ReformRef = ReformsBlock['own'][number];

/** Reforms as links to their details on /reforms-register (`?reform={uuid}`); `meta` says what to show on the right. */
function ReformLinks({ items, label, meta }: { items: ReformRef[]; label: string; meta: (reform: ReformRef) => string }) {
  const secondary = useSecondaryLine();
  return (
    <RecordList label={label}>
      {items.map((reform) => (
        <li key={reform.uuid}>
          <Link to="/reforms-register" search={{ reform: reform.uuid }} className={recordLinkClasses}>
            <RecordLine primary={reform.title} secondary={secondary(`Apto ${reform.apartment}`, reform.condominium)} meta={meta(reform)} />
          </Link>
        </li>
      ))}
    </RecordList>
  );
}

const allReformsLink = (
  <Link to="/reforms-register" className={textLinkClasses}>
    Ver reformas
  </Link>
);

/** The reforms waiting for a decision, the listing filtered to them. */
const pendingReformsSearch = { status: 'active', situation: 'pending' } as const;

type Block = { block: BlockState<ReformsBlock> };

/** The staff's reforms waiting for a decision, oldest first, each a link to its details (issue 15). */
export function AwaitingReformsCard({ block }: Block) {
  return (
    <BlockCard
      title="Reformas aguardando decisão"
      block={block}
      action={(data) =>
        data.awaiting_decision.length > 0 && (
          <Link to="/reforms-register" search={pendingReformsSearch} className={textLinkClasses}>
            Ver em análise
          </Link>
        )
      }
    >
      {(data) =>
        data.awaiting_decision.length === 0 ? (
          <EmptyState>Nenhuma reforma aguardando decisão.</EmptyState>
        ) : (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-300">
              <Link to="/reforms-register" search={pendingReformsSearch} className={textLinkClasses}>
                {formatCount(data.by_status.pending ?? data.awaiting_decision.length)} em análise
              </Link>
              , da mais antiga à mais recente.
            </p>
            <ReformLinks items={data.awaiting_decision} label="Reformas aguardando decisão" meta={(reform) => formatDate(reform.created_at)} />
          </>
        )
      }
    </BlockCard>
  );
}

export function ReformsByStatusCard({ block }: Block) {
  return (
    <BlockCard title="Reformas por situação" block={block} skeleton="chart">
      {(data) => <ReformsByStatus byStatus={data.by_status} />}
    </BlockCard>
  );
}

function ReformsByStatus({ byStatus }: { byStatus: ReformsBlock['by_status'] }) {
  const values = REFORM_STATUSES.map((status) => byStatus[status] ?? 0);
  if (values.every((value) => value === 0)) return <EmptyState>Nenhuma reforma cadastrada.</EmptyState>;
  return (
    <ChartFigure
      caption="Reformas por situação"
      categoryHeader="Situação"
      spec={{
        kind: 'doughnut',
        labels: REFORM_STATUSES.map((status) => reformStatusLabels[status]),
        series: [{ label: 'Reformas', values, color: REFORM_STATUSES.map((status) => STATUS_COLORS[status]) }],
      }}
    />
  );
}

/** A morador's own reforms and where each stands (issue 15). */
export function ResidentReformCard({ block }: Block) {
  return (
    <BlockCard title="Minhas reformas" block={block} action={(data) => data.own.length > 0 && allReformsLink}>
      {(data) =>
        data.own.length === 0 ? (
          <EmptyState>Você não tem reformas em andamento.</EmptyState>
        ) : (
          <ReformLinks items={data.own} label="Minhas reformas" meta={(reform) => reformStatusLabels[reform.status]} />
        )
      }
    </BlockCard>
  );
}
