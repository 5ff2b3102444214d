import { onlineManager } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisibleMenuItem } from '#src/lib/menu.ts';
import { useMenuScreenPreload } from './use-menu-screen-preload.ts';

const loaded: string[] = [];
const router = {
  routesById: {
    '/_app/documents-register': { fullPath: '/documents-register' },
    '/_app/user-register': { fullPath: '/user-register' },
    '/_app/auditoria': { fullPath: '/auditoria' },
  },
  loadRouteChunk: async (route: { fullPath: string }) => void loaded.push(route.fullPath),
};
const menu = [
  { title: 'Documentos', link: 'documents-register', locked: false },
  { title: 'Usuários', link: 'user-register', locked: true },
] as VisibleMenuItem[];

vi.mock('@tanstack/react-router', () => ({ useRouter: () => router }));
vi.mock('./use-visible-menu.ts', () => ({ useVisibleMenu: () => menu }));
vi.mock('#src/ui/toasts/toaster.tsx', () => ({ preloadToaster: async () => void loaded.push('toaster') }));

describe('the code fetched while a signed-in page is idle', () => {
  beforeEach(() => {
    loaded.length = 0;
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    onlineManager.setOnline(true);
  });

  it('is the toast area, then each unlocked menu entry’s screen, one per idle moment; nothing else', async () => {
    renderHook(() => useMenuScreenPreload());
    expect(loaded).toEqual([]);
    await vi.advanceTimersByTimeAsync(300);
    expect(loaded).toEqual(['toaster']);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(loaded).toEqual(['toaster', '/documents-register']);
  });

  it('waits offline for the connection, and stops when the page leaves', async () => {
    onlineManager.setOnline(false);
    const { unmount } = renderHook(() => useMenuScreenPreload());
    await vi.advanceTimersByTimeAsync(3_000);
    expect(loaded).toEqual([]);
    onlineManager.setOnline(true);
    await vi.advanceTimersByTimeAsync(300);
    expect(loaded).toEqual(['toaster']);
    unmount();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(loaded).toEqual(['toaster']);
  });
});
