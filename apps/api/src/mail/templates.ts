/** Texts of the e-mails the portal sends (invitation, password reset); plain text plus escaped HTML. */
import type { MailMessage } from './mailer';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function message(to: string, subject: string, lines: string[], link: string, action: string): MailMessage {
  const text = `${lines.join('\n\n')}\n\n${action}: ${link}\n`;
  const html = `${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(link)}</p>`;
  return { to, subject, text, html, link };
}

/** The invitation to join `clientName`; `link` opens the registration page. */
export function invitationMail(to: string, clientName: string, inviterName: string, link: string, expiresInDays: number): MailMessage {
  return message(
    to,
    `You are invited to ${clientName} on Insight Portal`,
    [
      `${inviterName} invited you to join ${clientName} on Insight Portal.`,
      `Open the link below to set your name and password. The link works once and expires in ${expiresInDays} days.`,
    ],
    link,
    'Accept the invitation',
  );
}

/** The password reset e-mail; `link` opens the reset page. */
export function resetMail(to: string, link: string, expiresInMinutes: number): MailMessage {
  return message(
    to,
    'Reset your Insight Portal password',
    [
      'We received a request to reset the password of your Insight Portal account.',
      `Open the link below to choose a new password. The link works once and expires in ${expiresInMinutes} minutes. If you did not ask for this, ignore this e-mail.`,
    ],
    link,
    'Reset the password',
  );
}
