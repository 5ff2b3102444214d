import type { Prospect } from '#contract/prospects.ts';
import { formatDate } from '#src/lib/dates.ts';

export type SituationTone = 'waiting' | 'sent' | 'archived';

/** Where a request stands: archived when inactive, else whether its access was sent, and when. */
export function prospectSituation(prospect: Pick<Prospect, 'active' | 'access_sent_at'>): { label: string; tone: SituationTone } {
  if (!prospect.active) return { label: 'Arquivado', tone: 'archived' };
  if (prospect.access_sent_at) return { label: `Acesso enviado em ${formatDate(prospect.access_sent_at)}`, tone: 'sent' };
  return { label: 'Aguardando', tone: 'waiting' };
}
