import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, signInAs } from '#src/test/render-app.tsx';
import { usePlans } from './use-plans.ts';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

describe('usePlans', () => {
  it('lists the four plans in rank order', async () => {
    signInAs('master');
    const { result } = renderHook(() => usePlans(), { wrapper });
    await waitFor(() => expect(result.current.data?.map((plan) => plan.name)).toEqual(['Free', 'Basic', 'Special', 'Premium']));
  });
});
