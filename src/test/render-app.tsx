import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import type { UserType } from '#contract/users.ts';
import { mockUsers, tokenOf } from '#mocks/fixtures.ts';
import { createQueryClient } from '#src/lib/query-client.ts';
import { createAppRouter } from '#src/router.tsx';
import { useSession } from '#src/stores/session.ts';

/** The app's query client (its invalidation rule included), without retries. */
export function createTestQueryClient(): QueryClient {
  return createQueryClient({ retry: false });
}

/** Starts the test signed in as a mock account, as if the session had been restored from storage. */
export function signInAs(type: UserType): void {
  useSession.setState({ isAuth: true, token: tokenOf(type), activeUser: mockUsers[type] });
}

/** Renders the whole app (real routes, guards and layout) at a path, against the msw handlers. */
export async function renderApp(path: string) {
  const queryClient = createTestQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await router.load();
  return { ...view, router, queryClient };
}

/** Waits until the router has settled on a path. */
export function expectPath(router: { state: { location: { pathname: string } } }, pathname: string) {
  return waitFor(() => {
    if (router.state.location.pathname !== pathname) {
      throw new Error(`expected to be at ${pathname}, but at ${router.state.location.pathname}`);
    }
  });
}

/** Waits for a toast with this text in the toast area. */
export function expectToast(text: string) {
  return waitFor(() => {
    const area = screen.getByRole('region', { name: 'Avisos' });
    if (!area.textContent?.includes(text)) throw new Error(`no toast says "${text}"; the toast area has "${area.textContent}"`);
  });
}
