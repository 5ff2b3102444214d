import type { UserType } from './user-types.ts';

// No zod and apart from user-types.ts: the signed-in layout's user menu shows them, and the sign-in page, which loads
// user-types.ts, does not.

/** Each user type as screens name it. */
export const userTypeLabels: Record<UserType, string> = {
  master: 'Master',
  sindico: 'Síndico',
  zelador: 'Zelador',
  engenheiro: 'Engenheiro',
  morador: 'Morador',
};
