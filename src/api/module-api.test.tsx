import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { prospectsEndpoints } from '#contract/prospects.ts';
import { mockDb } from '#mocks/db.ts';
import { createTestQueryClient, signInAs } from '#src/test/render-app.tsx';
import { createModuleApi, listsOf } from './module-api.ts';

const { listing, show, activate, inactivate, sendAccess } = prospectsEndpoints;
const prospects = createModuleApi('prospects', { listing, show, activate, inactivate, transitions: { sendAccess } });

function setup() {
  signInAs('master');
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  return { queryClient, wrapper };
}

describe('createModuleApi', () => {
  it('marks the listings stale after a status change (the one on screen is fetched again), and keeps the saved record', async () => {
    const { queryClient, wrapper } = setup();
    const request = { page: 1, filter: 'Marta' };
    await queryClient.prefetchQuery(prospects.queries.list(request));
    const target = mockDb.prospects[0]!;

    const { result } = renderHook(() => prospects.useSetActive(), { wrapper });
    await act(() => result.current.mutateAsync({ uuid: target.uuid, active: false }));

    expect(queryClient.getQueryState(prospects.queries.list(request).queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(prospects.queries.detail(target.uuid).queryKey)).toMatchObject({ uuid: target.uuid, active: false });
  });

  it("makes another module's lists stale when a step says so, without importing that module", async () => {
    const { queryClient, wrapper } = setup();
    const condominiumList = ['condominiums', 'list', { page: 1 }];
    queryClient.setQueryData(condominiumList, { data: [] });
    const { result } = renderHook(() => prospects.useTransition('sendAccess', { alsoStale: [listsOf('condominiums')] }), { wrapper });
    await act(() => result.current.mutateAsync({ uuid: mockDb.prospects[0]!.uuid }));
    expect(queryClient.getQueryState(condominiumList)?.isInvalidated).toBe(true);
  });
});
