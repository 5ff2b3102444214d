import type { UseQueryResult } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage } from '#src/lib/api-error.ts';
import { Button } from './button.tsx';
import { InlineLoading } from './pending-screen.tsx';

interface QueryViewProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'refetch'>;
  /** What could not be loaded, e.g. 'Erro ao carregar o condomínio'. */
  errorTitle: string;
  children: (data: T) => ReactNode;
}

/** A screen's data: 'Loading ...' while it comes (SPEC §2), what went wrong with a way to try again, then the screen. */
export function QueryView<T>({ query, errorTitle, children }: QueryViewProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isPending && !query.error) return <InlineLoading />;
  return (
    <div role="alert" className="card flex flex-col items-center gap-3 p-10 text-center">
      <CircleAlert aria-hidden="true" className="size-10 text-red-600 dark:text-red-400" />
      <p className="text-lg font-semibold text-slate-900 dark:text-white">{errorTitle}</p>
      <p className="text-slate-600 dark:text-slate-300">{errorMessage(query.error)}</p>
      <Button variant="secondary" onClick={() => void query.refetch()}>
        Tentar novamente
      </Button>
    </div>
  );
}
