import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { renderMail } from '#server/adapters/mail/layout.ts';
import { enqueueEmail } from '#server/adapters/mail/outbox.ts';
import type { Outbox } from '#server/adapters/outbox/outbox.ts';
import type { Database } from '#server/db/client.ts';
import { passwordResets, users } from '#server/db/schema.ts';
import { hashPassword } from '#server/platform/auth/passwords.ts';
import { revokeUserSessions } from '#server/platform/auth/sessions.ts';
import { issuePasswordLink } from '#server/platform/auth/password-links.ts';
import { hashToken } from '#server/platform/auth/tokens.ts';
import { invalid } from '#server/platform/errors.ts';
import { findUserByEmail } from './auth.repository.ts';

export const RESET_REQUESTED_MESSAGE =
  'Se o e-mail estiver cadastrado, você receberá em instantes as informações para recuperar a senha.';
export const PASSWORD_RESET_MESSAGE = 'Senha redefinida com sucesso!';

interface ResetContext {
  db: Database;
  outbox: Outbox;
  appUrl: string;
  validityMinutes: number;
}

/**
 * Sends a single-use link to /reset-password when the e-mail belongs to an active account. The route runs it
 * after answering, with the same message either way, so it cannot be used to find out who has an account.
 */
export async function requestPasswordReset(context: ResetContext, email: string) {
  const user = await findUserByEmail(context.db, email);
  if (!user?.active) return;

  await context.db.transaction(async (tx) => {
    const link = await issuePasswordLink(tx, { userId: user.id, appUrl: context.appUrl, validityMinutes: context.validityMinutes });
    const mail = renderMail({
      greeting: `Olá, ${user.name}!`,
      paragraphs: [
        'Recebemos um pedido para redefinir a senha da sua conta no Zelo.',
        `Use o link abaixo para criar uma nova senha. Ele vale por ${context.validityMinutes} minutos e só pode ser usado uma vez.`,
        'Se você não fez esse pedido, ignore este e-mail: sua senha continua a mesma.',
      ],
      action: { label: 'Redefinir minha senha', url: link },
    });
    await enqueueEmail(tx, { to: user.email, subject: 'Zelo: redefinição de senha', ...mail });
  });
  void context.outbox.kick();
}

export const RESET_LINK_VALID_MESSAGE = 'Link de redefinição válido.';

/** A link that cannot be used, whether unknown, used, expired or of a deactivated account: one answer for all. */
const unusableLink = () =>
  invalid('INVALID_RESET_TOKEN', 'Link de redefinição inválido ou expirado. Solicite um novo.', {
    token: ['Link de redefinição inválido ou expirado.'],
  });

/** The unused, unexpired reset of an active account that a token opens. */
function usableReset(db: Pick<Database, 'select'>, token: string) {
  return db
    .select({ id: passwordResets.id, userId: passwordResets.userId })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
        eq(users.active, true),
      ),
    )
    .limit(1);
}

/** Whether the link still works, so the page can say so before the person types a password; it stays unused. */
export async function checkResetToken(db: Database, token: string) {
  const [reset] = await usableReset(db, token);
  if (!reset) throw unusableLink();
  return RESET_LINK_VALID_MESSAGE;
}

/** Sets the new password, spends the link, and ends every session of the account. */
export async function resetPassword(db: Database, input: { token: string; password: string }) {
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [reset] = await usableReset(tx, input.token).for('update', { of: passwordResets });
    if (!reset) throw unusableLink();
    await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
    await revokeUserSessions(tx, reset.userId);
  });
  return PASSWORD_RESET_MESSAGE;
}
