import { Link } from '@tanstack/react-router';
import { Info } from 'lucide-react';
import { buttonClasses } from '#src/ui/button.tsx';
import type { ReformsSearch } from './reforms-search.ts';

/** Why this page offers no form (who may ask for a reform, which reform may still change), and the way back. */
export function ReformRefusal({ title, text, listingSearch }: { title: string; text: string; listingSearch: ReformsSearch }) {
  return (
    <div role="status" className="card flex flex-col items-center gap-3 p-10 text-center">
      <Info aria-hidden="true" className="size-10 text-brand-600 dark:text-brand-400" />
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
      <p className="max-w-prose text-slate-600 dark:text-slate-300">{text}</p>
      <Link to="/reforms-register" search={listingSearch} className={buttonClasses('secondary')}>
        Voltar para as reformas
      </Link>
    </div>
  );
}
