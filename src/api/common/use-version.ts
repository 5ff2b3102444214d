import { useQuery } from '@tanstack/react-query';
import { commonQueries } from './common-queries.ts';

/** GET /version.json: the version of the running build. */
export function useVersion() {
  return useQuery(commonQueries.version());
}
