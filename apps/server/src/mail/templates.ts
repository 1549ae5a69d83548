import type { Language } from '@careclass/shared';
import type { AccountMail } from './mail-texts.ts';
import { MAIL_FRAME } from './mail-texts.ts';
import type { MailMessage } from './outbox.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** A plain, readable mail: paragraphs of text and an optional call to action link. */
export function composeMail(opts: {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** The closing line; by default the English one. */
  signature?: string;
}): MailMessage {
  const textParts = [opts.greeting, ...opts.paragraphs];
  if (opts.action) textParts.push(`${opts.action.label}: ${opts.action.url}`);
  const signature = opts.signature ?? 'CareClass';
  textParts.push(signature);
  const htmlParts = [
    `<p>${escapeHtml(opts.greeting)}</p>`,
    ...opts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
  ];
  if (opts.action) {
    htmlParts.push(
      `<p><a href="${escapeHtml(opts.action.url)}">${escapeHtml(opts.action.label)}</a></p>`,
    );
  }
  htmlParts.push(`<p>${escapeHtml(signature)}</p>`);
  return {
    to: opts.to,
    subject: opts.subject,
    text: textParts.join('\n\n') + '\n',
    html: `<!doctype html><html><body>${htmlParts.join('\n')}</body></html>`,
  };
}

/** An account e-mail (mail-texts.ts) to a person, in their language, with its link if any. */
export function composeAccountMail(
  lang: Language,
  to: { email: string; firstName: string },
  mail: AccountMail,
  url?: string,
): MailMessage {
  const frame = MAIL_FRAME[lang]({ firstName: to.firstName });
  return composeMail({
    to: to.email,
    subject: mail.subject,
    greeting: frame.greeting,
    paragraphs: mail.paragraphs,
    action: mail.action && url ? { label: mail.action, url } : undefined,
    signature: frame.signature,
  });
}
