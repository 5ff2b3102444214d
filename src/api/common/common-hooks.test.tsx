import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { MOCK_VERSION, mockCities, mockStates } from '#mocks/fixtures.ts';
import { createTestQueryClient } from '#src/test/render-app.tsx';
import { useCities } from './use-cities.ts';
import { useStates } from './use-states.ts';
import { useVersion } from './use-version.ts';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

describe('common hooks', () => {
  it('useStates lists the states', async () => {
    const { result } = renderHook(() => useStates(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(mockStates));
  });

  it('useCities waits for a state, then lists its cities', async () => {
    const { result, rerender } = renderHook(({ state }: { state?: string }) => useCities(state), {
      wrapper,
      initialProps: {},
    });
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ state: 'sp' });
    await waitFor(() => expect(result.current.data).toEqual(mockCities.filter((city) => city.uf === 'SP')));
  });

  it('useVersion reads the build version', async () => {
    const { result } = renderHook(() => useVersion(), { wrapper });
    await waitFor(() => expect(result.current.data).toBe(MOCK_VERSION));
  });
});
