import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessage } from '#src/lib/api-error.ts';
import { notify } from '../toasts/notify.ts';
import type { ListingNavigation } from './use-listing.ts';

/**
 * The record a listing has open, kept in its URL under `key` so that a notification can lead to it. Returns how to
 * open or close one; a link to a record that is gone, or no longer the person's to see (an old notification), says
 * so in a toast and closes.
 */
export function useOpenedRecord<S extends object>(key: keyof S, detail: UseQueryResult, search: S, onSearchChange: ListingNavigation<S>) {
  const failed = detail.isError ? errorMessage(detail.error) : undefined;
  useEffect(() => {
    if (!failed) return;
    notify.error(failed);
    onSearchChange({ ...search, [key]: undefined }, { replace: true });
  }, [failed, key, search, onSearchChange]);
  return (id: string | undefined) => onSearchChange({ ...search, [key]: id }, { replace: !id });
}
