import type { UseQueryResult } from '@tanstack/react-query';
import { Link, type LinkProps } from '@tanstack/react-router';
import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorMessage, errorReference, isApiError } from '#src/lib/api-error.ts';
import { Button, buttonClasses } from './button.tsx';
import { InlineLoading } from './pending-screen.tsx';

interface QueryViewProps<T> {
  query: Pick<UseQueryResult<T>, 'data' | 'error' | 'isPending' | 'refetch'>;
  /** What could not be loaded, e.g. 'Erro ao carregar o condomínio'. */
  errorTitle: string;
  children: (data: T) => ReactNode;
  /**
   * Where to go when the record does not exist or is not the person's (a bad id in the address): trying again
   * could never work, so this is offered instead.
   */
  backTo?: Pick<LinkProps, 'to' | 'search'> & { label: string };
}

/** A refusal about the request itself (not found, not allowed, malformed id), as opposed to a passing failure. */
function isPermanent(error: unknown): boolean {
  return isApiError(error) && [400, 403, 404, 422].includes(error.status);
}

/** A screen's data: 'Loading ...' while it comes (SPEC §2), what went wrong with a way to try again, then the screen. */
export function QueryView<T>({ query, errorTitle, children, backTo }: QueryViewProps<T>) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isPending && !query.error) return <InlineLoading />;
  return (
    <div role="alert" className="card flex flex-col items-center gap-3 p-10 text-center">
      <CircleAlert aria-hidden="true" className="size-10 text-red-600 dark:text-red-400" />
      <p className="text-lg font-semibold text-slate-900 dark:text-white">{errorTitle}</p>
      <p className="text-slate-600 dark:text-slate-300">{errorMessage(query.error)}</p>
      {errorReference(query.error) && <p className="text-sm text-slate-600 dark:text-slate-300">{errorReference(query.error)}</p>}
      {backTo && isPermanent(query.error) ? (
        <Link to={backTo.to} search={backTo.search} className={buttonClasses('secondary')}>
          {backTo.label}
        </Link>
      ) : (
        <Button variant="secondary" onClick={() => void query.refetch()}>
          Tentar novamente
        </Button>
      )}
    </div>
  );
}
