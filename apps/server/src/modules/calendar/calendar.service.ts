import {
  CALENDAR_MSG,
  calendarFileName,
  LIMITS,
  type CalendarFeedCreated,
  type CalendarFeedStatus,
  type MessageAnswer,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import { notFound, tooManyRequests } from '../../lib/errors.ts';
import type { UserRow } from '../../plugins/auth.ts';
import { reserveHits } from '../auth/rate-limit.ts';
import { getSettings } from '../settings/settings.service.ts';
import {
  approvedEnrollmentSessions,
  deleteFeed,
  feedOf,
  feedOwner,
  replaceFeed,
} from './calendar.repository.ts';
import { buildCalendar } from './ics.ts';

/** A subscribed calendar is asked to fetch the feed again after an hour. */
const FEED_REFRESH_SECONDS = 3600;

/** The public address of a feed token. */
export const feedUrl = (ctx: AppContext, token: string) =>
  `${ctx.config.appUrl}/api/calendar/feed/${token}.ics`;

async function calendarSettings(ctx: AppContext) {
  const s = await getSettings(ctx.db, ['time_zone', 'provider_name']);
  return { timeZone: s.time_zone, providerName: s.provider_name };
}

/**
 * GET /api/calendar/enrollments/{id}: the sessions of one of the caller's approved enrolments.
 * Another user's enrolment, or one not approved, is 404 like a missing one.
 */
export async function enrollmentCalendar(
  ctx: AppContext,
  user: UserRow,
  enrollmentId: number,
): Promise<{ text: string; fileName: string }> {
  const rows = await approvedEnrollmentSessions(ctx.db, user.id, enrollmentId);
  const row = rows[0];
  if (!row) throw notFound(CALENDAR_MSG.enrollmentNotFound);
  const settings = await calendarSettings(ctx);
  const text = buildCalendar(rows, {
    ...settings,
    name: row.classTitle,
    appUrl: ctx.config.appUrl,
  });
  return { text, fileName: calendarFileName(row.classTitle, enrollmentId) };
}

/** GET /api/calendar/feed: whether the caller has a feed address. */
export async function feedStatus(ctx: AppContext, user: UserRow): Promise<CalendarFeedStatus> {
  const feed = await feedOf(ctx.db, user.id);
  return { active: feed !== null, created_at: feed?.createdAt.toISOString() ?? null };
}

/**
 * POST /api/calendar/feed: a new random address (256 bits) for the caller; an older one stops
 * working at once. Only its hash is stored, so this answer is the only time it is shown.
 */
export async function createFeed(ctx: AppContext, user: UserRow): Promise<CalendarFeedCreated> {
  const token = randomToken(32);
  const row = await replaceFeed(ctx.db, user.id, sha256(token), new Date());
  return {
    message: CALENDAR_MSG.feedCreated,
    url: feedUrl(ctx, token),
    created_at: row.createdAt.toISOString(),
  };
}

/** DELETE /api/calendar/feed: the caller's address stops working. */
export async function revokeFeed(ctx: AppContext, user: UserRow): Promise<MessageAnswer> {
  if (!(await deleteFeed(ctx.db, user.id))) throw notFound(CALENDAR_MSG.noFeed);
  return { message: CALENDAR_MSG.feedRevoked };
}

/**
 * GET /api/calendar/feed/{token}.ics, without login: every approved enrolment of the feed's owner,
 * ended ones as cancelled events. The hit is counted per client address before the lookup, so
 * guessing addresses is slow; an unknown, revoked or inactive owner's token is 404.
 */
export async function feedCalendar(ctx: AppContext, token: string, ip: string): Promise<string> {
  const allowed = await reserveHits(ctx.db, [
    {
      key: `calendar-feed:ip:${ip}`,
      limit: LIMITS.calendarFeedFetchesPerWindow,
      windowMinutes: LIMITS.calendarFeedWindowMinutes,
    },
  ]);
  if (!allowed) throw tooManyRequests(CALENDAR_MSG.tooMany);
  const userId = await feedOwner(ctx.db, sha256(token));
  if (userId === null) throw notFound(CALENDAR_MSG.feedNotFound);
  const rows = await approvedEnrollmentSessions(ctx.db, userId);
  const settings = await calendarSettings(ctx);
  return buildCalendar(rows, {
    ...settings,
    name: `${settings.providerName} classes`,
    appUrl: ctx.config.appUrl,
    refreshSeconds: FEED_REFRESH_SECONDS,
  });
}
