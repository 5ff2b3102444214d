import { describe, expect, it } from 'vitest';
import { mockUsers, tokenOf } from '#mocks/fixtures.ts';
import { sessionQueries } from '#src/api/session/session-queries.ts';
import { useSession } from '#src/stores/session.ts';
import { signInAs } from '#src/test/render-app.tsx';
import { ApiError } from './api-error.ts';
import { createQueryClient, shouldRetry } from './query-client.ts';

describe('shouldRetry', () => {
  it('retries network failures and server errors, twice at most', () => {
    expect(shouldRetry(0, new ApiError(0, 'NETWORK_ERROR', 'x'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'UNAVAILABLE', 'x'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'UNAVAILABLE', 'x'))).toBe(false);
  });

  it('never retries a 4xx: asking again gets the same answer', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(shouldRetry(0, new ApiError(status, 'X', 'x'))).toBe(false);
    }
  });
});

describe('the invalidation rule of the MutationCache', () => {
  it("marks the queries named in a mutation's meta stale, and only those, once it succeeds", async () => {
    const queryClient = createQueryClient({ retry: false });
    queryClient.setQueryData(['condominiums', 'list', { page: 2 }], 'page 2');
    queryClient.setQueryData(['prospects', 'list', { page: 1 }], 'page 1');
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => Promise.resolve('saved'),
      meta: { invalidates: [['condominiums', 'list']] },
    });
    await mutation.execute(undefined);
    expect(queryClient.getQueryState(['condominiums', 'list', { page: 2 }])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['prospects', 'list', { page: 1 }])?.isInvalidated).toBe(false);
  });

  it('leaves everything fresh when the mutation fails', async () => {
    const queryClient = createQueryClient({ retry: false });
    queryClient.setQueryData(['condominiums', 'list', {}], 'page 1');
    const mutation = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => Promise.reject(new Error('falhou')),
      meta: { invalidates: [['condominiums', 'list']] },
    });
    await expect(mutation.execute(undefined)).rejects.toThrow('falhou');
    expect(queryClient.getQueryState(['condominiums', 'list', {}])?.isInvalidated).toBe(false);
  });
});

describe('the cache lives as long as the session (issue 22 §3)', () => {
  const listingKey = ['documents', 'list', {}];

  function clientWithData() {
    const queryClient = createQueryClient({ retry: false });
    queryClient.setQueryData(listingKey, 'linhas da pessoa anterior');
    return queryClient;
  }

  it.each([
    ['the person signs out (also at the inactivity timeout)', () => useSession.getState().clearSession()],
    ['the server refuses the token', () => useSession.getState().tokenRejected()],
    ['someone else signs in over the session', () => useSession.getState().signedIn({ ...mockUsers.zelador, token: 'outro' })],
  ])('is emptied when %s', (_case, endSession) => {
    signInAs('sindico');
    const queryClient = clientWithData();
    endSession();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('is kept while the session goes on, and a sign-in from signed out finds nothing to clear', () => {
    const queryClient = clientWithData();
    useSession.getState().signedIn({ ...mockUsers.sindico, token: 'primeiro' });
    useSession.getState().tokenVerified(mockUsers.sindico);
    expect(queryClient.getQueryData(listingKey)).toBe('linhas da pessoa anterior');
  });

  it('lets the check that is refusing the ended token finish, so its refusal still reaches the guard (SPEC §8)', async () => {
    signInAs('sindico');
    const queryClient = createQueryClient({ retry: false });
    const refusal = new ApiError(401, 'UNAUTHENTICATED', 'Sessão expirada.');
    const checking = queryClient.fetchQuery({
      ...sessionQueries.current(tokenOf('sindico')),
      queryFn: () => {
        useSession.getState().tokenRejected();
        return Promise.reject(refusal);
      },
    });
    await expect(checking).rejects.toBe(refusal);
  });

  it('drops the answer to a query of the ended session that arrives after the next person signed in', async () => {
    signInAs('sindico');
    const queryClient = createQueryClient({ retry: false });
    let answer!: (rows: string) => void;
    const fetching = queryClient.fetchQuery({ queryKey: listingKey, queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
    useSession.getState().tokenRejected();
    useSession.getState().signedIn({ ...mockUsers.zelador, token: 'outro' });
    answer('linhas da pessoa anterior');
    await fetching.catch(() => undefined);
    expect(queryClient.getQueryData(listingKey)).toBeUndefined();
  });
});
