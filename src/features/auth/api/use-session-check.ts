import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { acceptVerifiedUser, endSessionIfTokenRefused } from '../session-verification.ts';
import { sessionQueries } from '#src/api/session/session-queries.ts';

/**
 * GET /validate-token while the app is open: re-checked when stale and when the window regains focus, so a
 * revoked session ends and a changed plan or module list reaches the menu without signing in again.
 */
export function useSessionCheck(token: string) {
  const { data, error } = useQuery({ ...sessionQueries.current(token), refetchOnWindowFocus: true });
  useEffect(() => {
    if (data) acceptVerifiedUser(data);
  }, [data]);
  useEffect(() => {
    if (error) endSessionIfTokenRefused(error, token);
  }, [error, token]);
}
