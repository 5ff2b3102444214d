import type { Prospect } from '#contract/prospects.ts';
import { cn } from '#views/cn.ts';
import { prospectSituation, type SituationTone } from './prospect-situation.ts';

const tones: Record<SituationTone, string> = {
  waiting: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  sent: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100',
  archived: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

export function SituationBadge({ prospect }: { prospect: Pick<Prospect, 'active' | 'access_sent_at'> }) {
  const { label, tone } = prospectSituation(prospect);
  return <span className={cn('inline-block rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap', tones[tone])}>{label}</span>;
}
