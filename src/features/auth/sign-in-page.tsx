import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { AuthFrame } from '#src/layout/auth-layout.tsx';
import { LoginScreen } from './login-screen.tsx';

/**
 * The sign-in screen's markup, drawn at build time into the page the server sends for `/` and `/login`
 * (vite.config.ts, decision 026), by the same components the app renders. A router and a query client of its own only
 * give the screen's links and hooks their context: nothing is loaded or called.
 */
export function renderSignInPage(): string {
  const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: ['/login'] }) });
  return renderToString(
    <RouterContextProvider router={router}>
      <QueryClientProvider client={new QueryClient()}>
        <AuthFrame>
          <LoginScreen />
        </AuthFrame>
      </QueryClientProvider>
    </RouterContextProvider>,
  );
}
