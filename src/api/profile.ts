import { queryOptions, useQuery } from '@tanstack/react-query';
import { usersEndpoints } from '#contract/users.ts';
import { callEndpoint } from '#src/lib/http.ts';

/**
 * GET /users/profile: the signed-in person, with all their data. Shared: the profile screen shows and edits it, and
 * the reform form offers a morador the apartments it lists. Under the users module's key, so that a change to people
 * makes it stale too.
 */
export const profileQuery = queryOptions({
  queryKey: ['users', 'profile'] as const,
  queryFn: () => callEndpoint(usersEndpoints.profile).then((result) => result.data),
});

export const useProfile = () => useQuery(profileQuery);
