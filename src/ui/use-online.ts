import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

/**
 * Whether the browser says it is connected, as TanStack Query sees it: the same signal that pauses its mutations
 * while offline (networkMode 'online') and resumes them when the connection returns.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(onlineManager.subscribe, () => onlineManager.isOnline());
}
