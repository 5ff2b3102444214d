import type { UserType } from '#contract/users.ts';

// Its own module, with no imports at run time: the listing routes' search validation (in the first page's bundle)
// needs the list, and importing it from permissions.ts brought the whole route table to /login.

/** Every user type of SPEC §3, in the order screens list them. */
export const ALL_USER_TYPES = ['master', 'sindico', 'zelador', 'engenheiro', 'morador'] as const satisfies readonly UserType[];
