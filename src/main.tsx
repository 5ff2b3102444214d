import './index.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { commonQueries } from './api/common/common-queries.ts';
import { checkVersion } from './features/common/version-check.ts';
import { createQueryClient } from './lib/query-client.ts';
import { createAppRouter } from './router.tsx';
import { waitForHydration } from './stores/hydration.ts';
import { bindPreferencesToDocument, usePreferences } from './stores/preferences.ts';
import { useSession } from './stores/session.ts';

async function start() {
  // SPEC §4: the saved session and layout are restored before anything renders.
  await Promise.all([waitForHydration(useSession), waitForHydration(usePreferences)]);
  bindPreferencesToDocument();

  const queryClient = createQueryClient();
  // Through the cache: the footer shows the same answer instead of asking again.
  void checkVersion({ fetchVersion: () => queryClient.fetchQuery(commonQueries.version()) });
  const router = createAppRouter(queryClient);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
