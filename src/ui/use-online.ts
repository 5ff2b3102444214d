import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const isOnline = () => onlineManager.isOnline();

/**
 * Whether the browser says it is connected, as TanStack Query sees it: the same signal that pauses its mutations
 * while offline (networkMode 'online') and resumes them when the connection returns. The sign-in page drawn at build
 * time asks the same manager, which starts online.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(onlineManager.subscribe, isOnline, isOnline);
}
