import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SessionUser } from '#contract/auth.ts';
import {
  dashboardEndpoints,
  type ApartmentsBlock,
  type CondominiumBlock,
  type MaintenancesBlock,
  type ProspectsBlock,
  type ReformsBlock,
  type UsersBlock,
} from '#contract/dashboard.ts';
import { isApiError } from '#src/lib/api-error.ts';
import { callEndpoint, type CallableEndpoint, type EndpointResult } from '#src/lib/http.ts';
import { useSessionUser } from '#src/stores/session.ts';
import { blockAccess, visibleBlocks, type BlockName } from '../dashboard-blocks.ts';

const MODULE = 'dashboard';

/** Every answer is in the success envelope (ARCHITECTURE §3): `{ data: <payload> }`. */
type Payload<E extends CallableEndpoint> = EndpointResult<E> extends { data: infer D } ? D : never;
const call = <E extends CallableEndpoint>(endpoint: E) => callEndpoint(endpoint).then((result) => (result as { data: Payload<E> }).data);

/** What each block answers (contract/dashboard.ts). */
export interface BlockPayloads {
  condominium: CondominiumBlock;
  prospects: ProspectsBlock;
  reforms: ReformsBlock;
  apartments: ApartmentsBlock;
  users: UsersBlock;
  maintenances: MaintenancesBlock;
}

/** One query per block of SPEC §7 (GET /dashboard/<block>), each for the caller's scope. */
const blockQuery = <N extends BlockName>(name: N) =>
  queryOptions({ queryKey: [MODULE, name] as const, queryFn: () => call(dashboardEndpoints[name]) as Promise<BlockPayloads[N]> });

/**
 * The route loader: every block the caller may see starts at once, in parallel, and none is awaited on entering —
 * a failing block must not fail the route, and each block renders as its answer arrives (issue 15, "Speed"). A
 * preload (hovering the menu link) waits for them, so the click finds them in the cache; prefetching never throws.
 */
export async function prefetchDashboard(queryClient: QueryClient, user: Pick<SessionUser, 'type' | 'condominium'> | null, cause: 'enter' | 'stay' | 'preload') {
  if (!user) return;
  const loads = visibleBlocks(user)
    .filter((name) => blockAccess(user, name) === 'open')
    .map((name) => queryClient.prefetchQuery(blockQuery(name)));
  if (cause === 'preload') await Promise.all(loads);
}

/** The server's refusal of a block whose module the plan leaves out (SPEC §6): shown locked, not as a failure. */
export function isModuleNotEnabled(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === 'MODULE_NOT_ENABLED';
}

export type BlockState<T> = { status: 'locked' } | { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: T };

/**
 * A block as a screen shows it: locked when its module is outside the user's plan (not requested) or the server
 * says so, loading, failed, or its data. A failure is only logged (SPEC §8): the block says so quietly and the
 * others go on.
 */
function useDashboardBlock<N extends BlockName>(name: N): BlockState<BlockPayloads[N]> {
  const user = useSessionUser();
  const open = blockAccess(user, name) === 'open';
  const query = useQuery({ ...blockQuery(name), enabled: open });
  const locked = !open || isModuleNotEnabled(query.error);
  const failed = !locked && query.data === undefined && query.error !== null;

  useEffect(() => {
    if (failed) console.error(`Erro ao carregar o bloco "${name}" do dashboard:`, query.error);
  }, [failed, name, query.error]);

  if (locked) return { status: 'locked' };
  if (query.data !== undefined) return { status: 'ready', data: query.data };
  return failed ? { status: 'error' } : { status: 'loading' };
}

export const useCondominiumBlock = () => useDashboardBlock('condominium');
export const useProspectsBlock = () => useDashboardBlock('prospects');
export const useReformsBlock = () => useDashboardBlock('reforms');
export const useApartmentsBlock = () => useDashboardBlock('apartments');
export const useUsersBlock = () => useDashboardBlock('users');
export const useMaintenancesBlock = () => useDashboardBlock('maintenances');
