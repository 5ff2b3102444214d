import { describe, expect, it } from 'vitest';
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
