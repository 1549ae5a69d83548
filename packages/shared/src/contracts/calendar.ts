import { z } from 'zod';
import { fileAnswer } from './classes.ts';
import { messageAnswer, timestamp } from './common.ts';

/**
 * The contract of the calendar (issue 14, part 7; docs/decisions/0048): an approved enrolment's
 * sessions as an iCalendar file, and each user's private feed address that a phone calendar
 * subscribes to.
 */

export const CALENDAR_MSG = {
  feedCreated: 'Your calendar feed address is ready. Copy it now: it is shown only once.',
  feedRevoked: 'Calendar feed address revoked',
  noFeed: 'You have no calendar feed address',
  enrollmentNotFound: 'Enrollment not found',
  feedNotFound: 'Calendar feed not found',
  tooMany: 'Too many calendar requests. Please try again later.',
} as const;

/** The iCalendar media type of the .ics answers. */
export const CALENDAR_TYPE = 'text/calendar';

/** An .ics file: the enrolment's file or the feed. */
export const calendarFileAnswer = (description: string) => fileAnswer(description, [CALENDAR_TYPE]);

/**
 * GET /api/calendar/feed: whether the caller has a feed address and since when. The address
 * itself is not kept (only its hash), so it cannot be shown again; a new one can be made.
 */
export const calendarFeedStatusSchema = z.object({
  active: z.boolean(),
  created_at: timestamp.nullable(),
});
export type CalendarFeedStatus = z.output<typeof calendarFeedStatusSchema>;

/** POST /api/calendar/feed: a new address (any older one stops working), shown this once. */
export const calendarFeedCreatedSchema = z.object({
  message: z.string(),
  url: z.string(),
  created_at: timestamp,
});
export type CalendarFeedCreated = z.output<typeof calendarFeedCreatedSchema>;

/** DELETE /api/calendar/feed: the address stops working. */
export const calendarFeedRevokedSchema = messageAnswer;

/**
 * GET /api/calendar/feed/{token}.ics: the token of the address. Any text is looked up (an unknown
 * one is 404 like a revoked one); a longer one than any address is refused before the lookup.
 */
export const calendarFeedParams = z.object({
  token: z.string().min(1).max(100),
});
export type CalendarFeedParams = z.output<typeof calendarFeedParams>;

/** The file name of an enrolment's .ics: the class title in plain letters, and its id. */
export function calendarFileName(title: string, enrollmentId: number): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
    .slice(0, 60);
  return `${slug || 'class'}-${enrollmentId}.ics`;
}
