import { renderMail } from '#server/adapters/mail/layout.ts';
import { enqueueEmail } from '#server/adapters/mail/outbox.ts';
import type { Transaction } from '#server/db/client.ts';
import { FIRST_PASSWORD_LINK_VALIDITY_MINUTES, issuePasswordLink } from '#server/platform/auth/password-links.ts';

/** `ana.souza@exemplo.com.br` → `a***@exemplo.com.br`: the old address learns where the account went, not the whole of it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/**
 * After someone else changed a person's e-mail (the change itself ended their sessions and spent their open links,
 * migration 0015): the new address proves it is theirs by setting the password through a fresh link, and the old
 * address hears of the change, so that a change they did not ask for does not go unnoticed.
 */
export async function announceEmailChange(tx: Transaction, person: { id: string; name: string; email: string }, previousEmail: string, appUrl: string) {
  const link = await issuePasswordLink(tx, { userId: person.id, appUrl, validityMinutes: FIRST_PASSWORD_LINK_VALIDITY_MINUTES });
  const confirmation = renderMail({
    greeting: `Olá, ${person.name}!`,
    paragraphs: [
      `O e-mail de acesso da sua conta no Zelo passou a ser ${person.email}.`,
      'Para confirmar este endereço e voltar a entrar, defina sua senha pelo link abaixo. Ele vale por 7 dias e só pode ser usado uma vez.',
    ],
    action: { label: 'Confirmar e definir minha senha', url: link },
  });
  await enqueueEmail(tx, { to: person.email, subject: 'Zelo: confirme seu novo e-mail', ...confirmation });

  const notice = renderMail({
    greeting: `Olá, ${person.name}!`,
    paragraphs: [
      `O e-mail de acesso da sua conta no Zelo foi alterado para ${maskEmail(person.email)}. As sessões abertas foram encerradas.`,
      'Se você não reconhece esta alteração, fale com o síndico do seu condomínio ou com a administração do Zelo.',
    ],
  });
  await enqueueEmail(tx, { to: previousEmail, subject: 'Zelo: seu e-mail de acesso foi alterado', ...notice });
}
