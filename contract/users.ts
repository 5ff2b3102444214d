import { z } from 'zod';
import { dateTime } from './common.ts';

export const USER_TYPES = ['master', 'sindico', 'zelador', 'engenheiro', 'morador'] as const;
export const userType = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userType>;

export const userTypeLabels: Record<UserType, string> = {
  master: 'Master',
  sindico: 'Síndico',
  zelador: 'Zelador',
  engenheiro: 'Engenheiro',
  morador: 'Morador',
};

export const userSummary = z.object({
  uuid: z.uuid(),
  name: z.string(),
  email: z.string(),
  type: userType,
  active: z.boolean(),
  created_at: dateTime,
});
