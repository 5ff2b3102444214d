import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { MOCK_VERSION } from '#mocks/fixtures.ts';
import { server } from '#mocks/server.ts';
import { createQueryClient } from '#src/lib/query-client.ts';
import { useSession } from '#src/stores/session.ts';
import { signInAs } from '#src/test/render-app.tsx';
import { checkVersion, VERSION_STORAGE_KEY } from './version-check.ts';

describe('checkVersion (SPEC §4)', () => {
  it('records the version on a first visit, without reloading', async () => {
    const reload = vi.fn();
    await expect(checkVersion({ reload })).resolves.toBe('first-visit');
    expect(localStorage.getItem(VERSION_STORAGE_KEY)).toBe(MOCK_VERSION);
    expect(reload).not.toHaveBeenCalled();
  });

  it('does nothing when the stored version is the deployed one', async () => {
    localStorage.setItem(VERSION_STORAGE_KEY, MOCK_VERSION);
    localStorage.setItem('zelo-auth', 'kept');
    const reload = vi.fn();
    await expect(checkVersion({ reload })).resolves.toBe('current');
    expect(localStorage.getItem('zelo-auth')).toBe('kept');
    expect(reload).not.toHaveBeenCalled();
  });

  it('clears local storage and reloads when the versions differ', async () => {
    localStorage.setItem(VERSION_STORAGE_KEY, '0.9.0');
    localStorage.setItem('zelo-auth', 'stale');
    localStorage.setItem('zelo-preferences', 'stale');
    const reload = vi.fn();
    await expect(checkVersion({ reload })).resolves.toBe('outdated');
    expect(localStorage.getItem('zelo-auth')).toBeNull();
    expect(localStorage.getItem('zelo-preferences')).toBeNull();
    expect(localStorage.getItem(VERSION_STORAGE_KEY)).toBe(MOCK_VERSION);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("ends the running session and empties the query cache when the versions differ (issue 22 §3)", async () => {
    localStorage.setItem(VERSION_STORAGE_KEY, '0.9.0');
    signInAs('sindico');
    const queryClient = createQueryClient({ retry: false });
    queryClient.setQueryData(['documents', 'list', {}], 'linhas do síndico');
    await expect(checkVersion({ reload: vi.fn() })).resolves.toBe('outdated');
    expect(useSession.getState().token).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });

  it('leaves everything alone when the version cannot be read', async () => {
    server.use(http.get('*/api/v1/version.json', () => HttpResponse.json({ nope: true })));
    localStorage.setItem(VERSION_STORAGE_KEY, '0.9.0');
    const reload = vi.fn();
    await expect(checkVersion({ reload })).resolves.toBe('unavailable');
    expect(localStorage.getItem(VERSION_STORAGE_KEY)).toBe('0.9.0');
    expect(reload).not.toHaveBeenCalled();
  });
});
