export interface MailContent {
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  closing?: string[];
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** One look for every e-mail the product sends, as plain text and as simple, client-safe HTML. */
export function renderMail(content: MailContent): { text: string; html: string } {
  const closing = content.closing ?? ['Equipe Zelo'];
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...closing,
  ].join('\n');

  const paragraphHtml = content.paragraphs.map((paragraph) => `<p style="margin:0 0 16px">${escapeHtml(paragraph)}</p>`).join('');
  const actionHtml = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#4f46e5;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(content.action.label)}</a></p>` +
      `<p style="margin:0 0 16px;font-size:13px;color:#555">Se o botão não funcionar, copie este endereço no navegador:<br>${escapeHtml(content.action.url)}</p>`
    : '';
  const html =
    `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">` +
    `<div style="max-width:560px;margin:0 auto;padding:24px">` +
    `<p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>${paragraphHtml}${actionHtml}` +
    `<p style="margin:24px 0 0">${closing.map(escapeHtml).join('<br>')}</p></div></body></html>`;
  return { text, html };
}
