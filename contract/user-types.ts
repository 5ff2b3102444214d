// No zod: the SPA's route guards and the users listing's search (in the first page's bundle) read this list, as
// module-access.ts serves the route guards. contract/users.ts builds its schemas from it.

/** Every user type of SPEC §3, in the order screens list them. */
export const USER_TYPES = ['master', 'sindico', 'zelador', 'engenheiro', 'morador'] as const;
export type UserType = (typeof USER_TYPES)[number];
