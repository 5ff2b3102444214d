import type { AuthenticatedUser } from '#contract/auth.ts';
import type { Database } from '#server/db/client.ts';
import { verifyAgainstDecoy, verifyPassword } from '#server/platform/auth/passwords.ts';
import { authenticate, createSession, revokeSession, type SessionMeta, type SessionPolicy } from '#server/platform/auth/sessions.ts';
import { AppError } from '#server/platform/errors.ts';
import { findUserByEmail } from './auth.repository.ts';

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'E-mail ou senha inválidos.');
const userInactive = () => new AppError(403, 'USER_INACTIVE', 'Usuário inativo. Procure o síndico ou o administrador do condomínio.');

/**
 * Checks the password, opens a session, and answers the session user through the same lookup every later request
 * makes (zelo_authenticate): the one reviewed way a caller's condominiums are read before a scope exists.
 */
export async function signIn(
  db: Database,
  credentials: { email: string; password: string },
  policy: SessionPolicy,
  meta: SessionMeta,
): Promise<AuthenticatedUser> {
  const user = await findUserByEmail(db, credentials.email);
  const passwordMatches = user?.passwordHash
    ? await verifyPassword(user.passwordHash, credentials.password)
    : await verifyAgainstDecoy(credentials.password);
  if (!user || !passwordMatches) throw invalidCredentials();
  // Only someone who knows the password learns that the account is inactive.
  if (!user.active) throw userInactive();

  const token = await createSession(db, user.id, policy, meta);
  const caller = await authenticate(db, token, policy);
  if (!caller || !('sessionId' in caller)) {
    await revokeSession(db, { token });
    if (caller?.refusal === 'membership-inactive') throw userInactive();
    throw new AppError(403, 'CONDOMINIUM_INACTIVE', 'O condomínio está inativo. Fale com a administração do Zelo.');
  }
  return { ...caller.user, token };
}

export async function signOut(db: Database, sessionId: string) {
  await revokeSession(db, { sessionId });
}
