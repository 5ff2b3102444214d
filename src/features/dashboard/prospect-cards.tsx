import { Link } from '@tanstack/react-router';
import { formatDate } from '#src/lib/dates.ts';
import { textLinkClasses } from '#src/ui/text-link.ts';
import type { ProspectsBlock } from '#contract/dashboard.ts';
import type { BlockState } from './api/dashboard-queries.ts';
import { BlockCard, EmptyState, RecordLine, RecordList, recordLinkClasses } from './block-card.tsx';
import { countOf } from './dashboard-format.ts';

/** Master's access requests waiting for a reply, oldest first, each a link to the prospect (issue 15). */
export function WaitingProspectsCard({ block }: { block: BlockState<ProspectsBlock> }) {
  return (
    <BlockCard
      title="Prospects aguardando acesso"
      block={block}
      action={(data) =>
        data.waiting > 0 && (
          <Link to="/prospects-listing" className={textLinkClasses}>
            Ver prospects
          </Link>
        )
      }
    >
      {(data) =>
        data.waiting === 0 ? (
          <EmptyState>Nenhum prospect aguardando acesso.</EmptyState>
        ) : (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-300">{countOf(data.waiting, 'pedido aguardando', 'pedidos aguardando')}, do mais antigo ao mais recente.</p>
            <RecordList label="Prospects aguardando acesso">
              {data.oldest.map((prospect) => (
                <li key={prospect.uuid}>
                  <Link to="/prospects-listing/$id" params={{ id: prospect.uuid }} className={recordLinkClasses}>
                    <RecordLine primary={prospect.name} secondary={prospect.condominium_name} meta={formatDate(prospect.created_at)} />
                  </Link>
                </li>
              ))}
            </RecordList>
          </>
        )
      }
    </BlockCard>
  );
}
