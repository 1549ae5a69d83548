import { CONTACT_MSG, LIMITS, type ContactInput, type ContactSent } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { composeMail } from '../../mail/templates.ts';
import { reserveHits } from '../auth/rate-limit.ts';
import { getSettings } from '../settings/settings.service.ts';
import { insertContactMessage } from './contact.repository.ts';

export { CONTACT_MSG };

/**
 * Stores the message and tells the provider's office by e-mail. The visitor's address only ever
 * appears inside the mail to the office (as reply-to text), never as a recipient: the form cannot
 * be used to send mail to strangers. The hit is reserved in the transaction that stores the
 * message, so a burst from one address stores at most the limit. The route has checked `input`
 * against the shared contract.
 */
export async function sendContactMessage(
  ctx: AppContext,
  input: ContactInput,
  ip: string,
): Promise<ContactSent> {
  const rule = {
    key: `contact:ip:${ip}`,
    limit: LIMITS.contactMessagesPerWindow,
    windowMinutes: LIMITS.contactWindowMinutes,
  };
  const { contact_email: office } = await getSettings(ctx.db, ['contact_email']);
  await ctx.db.transaction(async (tx) => {
    if (!(await reserveHits(tx, [rule]))) throw tooManyRequests(CONTACT_MSG.tooMany);
    await insertContactMessage(tx, input, ip);
    await enqueueMail(
      tx,
      composeMail({
        to: office,
        subject: `Contact form: message from ${input.name}`,
        greeting: 'Hello,',
        paragraphs: [
          `${input.name} <${input.email}> wrote through the contact form:`,
          input.message,
          'Reply to the address above to answer.',
        ],
      }),
    );
  });
  return { success: true, message: CONTACT_MSG.sent };
}
