import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { createAppRouter } from '#src/router.tsx';
import { createTestQueryClient } from './render-app.tsx';

// What the built entry does, for sign-in-page-start.test.ts: the whole app at /login, rendered into #root (the hidden
// root the page's script made beside the drawn page), against the msw handlers.
const queryClient = createTestQueryClient();
render(
  <QueryClientProvider client={queryClient}>
    <RouterProvider router={createAppRouter(queryClient, createMemoryHistory({ initialEntries: ['/login'] }))} />
  </QueryClientProvider>,
  { container: document.getElementById('root')! },
);
