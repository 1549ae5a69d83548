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
}): MailMessage {
  const textParts = [opts.greeting, ...opts.paragraphs];
  if (opts.action) textParts.push(`${opts.action.label}: ${opts.action.url}`);
  textParts.push('CareClass');
  const htmlParts = [
    `<p>${escapeHtml(opts.greeting)}</p>`,
    ...opts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
  ];
  if (opts.action) {
    htmlParts.push(
      `<p><a href="${escapeHtml(opts.action.url)}">${escapeHtml(opts.action.label)}</a></p>`,
    );
  }
  htmlParts.push('<p>CareClass</p>');
  return {
    to: opts.to,
    subject: opts.subject,
    text: textParts.join('\n\n') + '\n',
    html: `<!doctype html><html><body>${htmlParts.join('\n')}</body></html>`,
  };
}
