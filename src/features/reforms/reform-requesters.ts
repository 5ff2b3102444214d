import type { UserType } from '#contract/users.ts';

/**
 * Who may ask for a reform (the server's rule): the morador for their apartment, the síndico and master for any
 * apartment they keep. The zelador and the engenheiro follow and analyse; they do not ask.
 */
export const REFORM_REQUESTERS = ['master', 'sindico', 'morador'] as const satisfies readonly UserType[];

export const canRequestReform = (type: UserType) => (REFORM_REQUESTERS as readonly UserType[]).includes(type);
