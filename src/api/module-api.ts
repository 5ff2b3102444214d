import { queryOptions, useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { BodyOf, Endpoint } from '#contract/endpoint.ts';
import { callEndpoint, type CallableEndpoint, type EndpointResult } from '#src/lib/http.ts';
import type { ListingRequest } from '#src/lib/listing-request.ts';
import type { ListingSearch } from '#src/lib/listing-search.ts';
import { useListing, type ListingNavigation, type Paged } from '#src/ui/data-table/use-listing.ts';
import type { StatusChange } from '#src/ui/data-table/use-status-toggle.ts';
import { reportSaveError } from '#src/ui/report-save-error.ts';
import { notify } from '#src/ui/toasts/notify.ts';

/**
 * The listing keys of a module, by name: what another module puts in `meta.invalidates` without importing it
 * (sending a prospect's access makes `listsOf('condominiums')` stale).
 */
export const listsOf = (module: string) => [module, 'list'] as const;

type Payload<E extends CallableEndpoint> = EndpointResult<E> extends { data: infer D } ? D : never;
type WithUuid = { uuid: string };

/** A module's endpoints in the shape every module of SPEC §7 has; leave out what a module does not offer. */
export interface ModuleEndpoints {
  /** GET /<module>/listing?page&filter */
  listing: CallableEndpoint;
  /** GET /<module>/show/{id} */
  show: CallableEndpoint;
  /** POST /<module>/store */
  store?: Endpoint;
  /** PUT|POST /<module>/update/{uuid} */
  update?: Endpoint;
  /** PUT /<module>/active/{uuid} and /<module>/inactive/{uuid} */
  activate?: CallableEndpoint;
  inactivate?: CallableEndpoint;
  /** Workflow steps on one record, PUT /<module>/<step>/{uuid} with an optional body (approve, disapprove, finish…). */
  transitions?: Record<string, Endpoint>;
}

interface ModuleOptions {
  /** Another cache entry that holds the whole record by its uuid (the síndico's own condominium): a save fills it too. */
  alsoKeptAt?: (uuid: string) => QueryKey;
}

interface ChangeOptions {
  /** Other caches this change makes stale: another module's lists by `listsOf(name)` (sending access creates a
   * condominium), or the session (the header shows the condominium's new name). */
  alsoStale?: readonly QueryKey[];
}

export interface TransitionRequest<B> {
  uuid: string;
  body?: B;
}

function missing(module: string, endpoint: string): never {
  throw new Error(`The ${module} module has no ${endpoint} endpoint.`);
}

/**
 * One module's data layer from its endpoints (ARCHITECTURE §10): the query factory (`all`, `lists`, `list`,
 * `details`, `detail`) and the hooks of its listing, detail, create, update, status and transitions. Every change
 * names the module's lists in `meta.invalidates`, so the MutationCache rule fetches the current page and filter
 * again (SPEC §4); the saved record goes to the detail cache. A new module writes its endpoints and its screens.
 */
export function createModuleApi<const E extends ModuleEndpoints>(module: string, endpoints: E, { alsoKeptAt }: ModuleOptions = {}) {
  type Item = Payload<E['listing']> extends Paged<infer T> ? T : never;
  type Detail = Payload<E['show']>;

  // Every answer of a module is in the success envelope (ARCHITECTURE §3): `{ data: <payload> }`.
  const call = <P extends CallableEndpoint>(endpoint: P, input?: Parameters<typeof callEndpoint>[1]) =>
    callEndpoint(endpoint, input).then((result) => (result as { data: Payload<P> }).data);

  const queries = {
    all: () => [module] as const,
    lists: () => listsOf(module),
    list: (request: ListingRequest) =>
      queryOptions({
        queryKey: [...listsOf(module), request] as const,
        queryFn: () => call(endpoints.listing, { query: request }) as Promise<Paged<Item>>,
      }),
    details: () => [module, 'detail'] as const,
    detail: (id: string) =>
      queryOptions({
        queryKey: [module, 'detail', id] as const,
        // SPEC §7 names the show parameter {id} in most modules and {uuid} in reforms: the one the path has is filled.
        queryFn: () => call(endpoints.show, { params: { id, uuid: id } }) as Promise<Detail>,
      }),
  };

  /** Keeps a saved record in the detail cache: opening it again shows what was saved. */
  function useKeepSaved() {
    const queryClient = useQueryClient();
    return (saved: unknown) => {
      const uuid = (saved as Partial<WithUuid> | undefined)?.uuid;
      if (!uuid) return;
      queryClient.setQueryData(queries.detail(uuid).queryKey, saved as Detail);
      if (alsoKeptAt) queryClient.setQueryData(alsoKeptAt(uuid), saved);
    };
  }

  function useChange<V, R>(mutationFn: (variables: V) => Promise<R>, onError: (error: unknown) => void, alsoStale: readonly QueryKey[] = []) {
    const keepSaved = useKeepSaved();
    return useMutation({ mutationFn, meta: { invalidates: [queries.lists(), ...alsoStale] }, onSuccess: keepSaved, onError });
  }

  const reportActionError = (error: unknown) => notify.failure(error);

  return {
    queries,
    /** The listing at the page and filter of the URL; one with filters of its own says how its search becomes the request. */
    useList: <S extends ListingSearch>(search: S, onSearchChange: ListingNavigation<S>, toRequest?: (search: S) => ListingRequest) =>
      useListing({ search, onSearchChange, queryOptions: queries.list, toRequest }),
    useDetail: (id: string) => useQuery(queries.detail(id)),
    /** A record that already exists opens the 'Ops!' dialog, field errors go to the form (SPEC §8). */
    useCreate: () =>
      useChange((body: BodyOf<E['store']>) => call(endpoints.store ?? missing(module, 'store'), { body }), reportSaveError),
    useUpdate: () =>
      useChange(
        ({ uuid, body }: WithUuid & { body: BodyOf<E['update']> }) => call(endpoints.update ?? missing(module, 'update'), { params: { uuid }, body }),
        reportSaveError,
      ),
    /** Active/inactive (SPEC §4); a refusal is a toast with the server's message. */
    useSetActive: () =>
      useChange(({ uuid, active }: StatusChange) => {
        const endpoint = active ? endpoints.activate : endpoints.inactivate;
        return call(endpoint ?? missing(module, active ? 'activate' : 'inactivate'), { params: { uuid } });
      }, reportActionError),
    /** A save through one of the module's own endpoints (a profile, an upload), kept and told like the others. */
    useSave: <V, R>(mutationFn: (variables: V) => Promise<R>, { alsoStale }: ChangeOptions = {}) => useChange(mutationFn, reportSaveError, alsoStale),
    /** A workflow step (approve, disapprove with its body, finish…); told like a save (SPEC §8). */
    useTransition: <T extends keyof NonNullable<E['transitions']> & string>(step: T, { alsoStale }: ChangeOptions = {}) =>
      useChange(
        ({ uuid, body }: TransitionRequest<BodyOf<NonNullable<E['transitions']>[T]>>) =>
          call(endpoints.transitions?.[step] ?? missing(module, step), { params: { uuid }, body }),
        reportSaveError,
        alsoStale,
      ),
  };
}
