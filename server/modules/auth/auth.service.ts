import type { AuthenticatedUser, SessionUser } from '#contract/auth.ts';
import type { Database } from '#server/db/client.ts';
import { verifyAgainstDecoy, verifyPassword } from '#server/platform/auth/passwords.ts';
import { activeMemberships, createSession, revokeSession, type SessionMeta, type SessionPolicy } from '#server/platform/auth/sessions.ts';
import { AppError, unauthenticated } from '#server/platform/errors.ts';
import { findUserByEmail, loadSessionUser } from './auth.repository.ts';

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'E-mail ou senha inválidos.');

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
  if (!user.active) throw new AppError(403, 'USER_INACTIVE', 'Usuário inativo. Procure o síndico ou o administrador do condomínio.');

  if (user.type !== 'master' && (await activeMemberships(db, user.id)).length === 0) {
    throw new AppError(403, 'CONDOMINIUM_INACTIVE', 'O condomínio está inativo. Fale com a administração do Zelo.');
  }

  const token = await createSession(db, user.id, policy, meta);
  const sessionUser = await loadSessionUser(db, user.id);
  if (!sessionUser) throw invalidCredentials();
  return { ...sessionUser, token };
}

export async function signOut(db: Database, sessionId: string) {
  await revokeSession(db, sessionId);
}

export async function currentUser(db: Database, userId: string): Promise<SessionUser> {
  const user = await loadSessionUser(db, userId);
  if (!user) throw unauthenticated();
  return user;
}
