import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetMockDb } from '#mocks/db.ts';
import { server } from '#mocks/server.ts';
import { DEFAULT_PREFERENCES, usePreferences } from '#src/stores/preferences.ts';
import { useSession } from '#src/stores/session.ts';
import { useDialogQueue } from '#src/ui/dialogs/dialog-store.ts';
import { toast } from 'sonner';

// Screens load their code lazily, as in the app: on a busy 2-core machine the first import can take over a second.
configure({ asyncUtilTimeout: 5000 });

// Every request must be answered by a handler built from the contract: an unknown call is a failing test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetMockDb();
  useSession.getState().clearSession();
  usePreferences.setState(DEFAULT_PREFERENCES);
  useDialogQueue.setState({ queue: [] });
  toast.dismiss();
  localStorage.clear();
  document.body.className = '';
});

afterAll(() => server.close());
