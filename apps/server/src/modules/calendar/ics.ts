import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { LIMITS } from '@careclass/shared';
import type { CalendarSessionRow } from './calendar.repository.ts';

/**
 * iCalendar text of sessions (docs/decisions/0048), made with ical-generator. A session runs on
 * every day from its start date to its end date, from its start time to its end time on the wall
 * clock of the provider's time zone; each day is one event whose start and end are written as UTC
 * instants, so every reader places them right on either side of a daylight-saving change without
 * a time zone table of its own.
 */

/** `offset` (minutes east of UTC) of a time zone at an instant, through Intl. */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/**
 * The instant at which the wall clock of `timeZone` shows `date` (yyyy-MM-dd) and `time`
 * (HH:mm[:ss]). A time shown twice (the hour repeated by a change back) is its first showing; a
 * time skipped by a change forward is read with the offset before the change, so it lands after
 * it (02:30 on the morning clocks go forward from 02:00 to 03:00 is 03:30), as calendars do.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm, ss = 0] = time.split(':').map(Number) as [number, number, number?];
  const wall = Date.UTC(y, m - 1, d, hh, mm, ss);
  const DAY = 86_400_000;
  const before = wall - offsetMinutes(wall - DAY, timeZone) * 60_000;
  const after = wall - offsetMinutes(wall + DAY, timeZone) * 60_000;
  const shown = [before, after].filter(
    (instant) => instant + offsetMinutes(instant, timeZone) * 60_000 === wall,
  );
  return new Date(shown.length > 0 ? Math.min(...shown) : before);
}

/** The days from `start` to `end` (yyyy-MM-dd), at most `max`. */
export function daysOf(
  start: string,
  end: string,
  max: number = LIMITS.calendarSessionDaysMax,
): string[] {
  const days: string[] = [];
  const day = new Date(`${start}T00:00:00Z`);
  const last = new Date(`${end}T00:00:00Z`).getTime();
  while (day.getTime() <= last && days.length < max) {
    days.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}

function nextDay(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * Cancelled in the calendar: the session was cancelled or removed, or the enrolment was ended
 * without completion (withdrawn or archived).
 */
export function isCancelled(row: CalendarSessionRow): boolean {
  return (
    row.sessionStatus === 'cancelled' ||
    row.sessionRemovedAt !== null ||
    (row.archivedAt !== null && row.completedAt === null)
  );
}

/** SEQUENCE grows with every change of the enrolment or its session: seconds since 2024. */
const SEQUENCE_EPOCH = Date.UTC(2024, 0, 1);
function sequenceOf(row: CalendarSessionRow): number {
  const latest = Math.max(row.enrollmentUpdatedAt.getTime(), row.sessionUpdatedAt.getTime());
  return Math.max(0, Math.floor((latest - SEQUENCE_EPOCH) / 1000));
}

function locationOf(row: CalendarSessionRow): string | null {
  const place = row.sessionLocation?.trim() || row.classLocation?.trim();
  if (place) return place;
  return row.locationType === 'online' ? 'Online' : null;
}

export interface CalendarOptions {
  /** The calendar's name (X-WR-CALNAME). */
  name: string;
  providerName: string;
  timeZone: string;
  appUrl: string;
  /** How often a subscribed calendar should fetch again, in seconds (feeds only). */
  refreshSeconds?: number;
}

/** The iCalendar text of the rows' sessions, one event a session day. */
export function buildCalendar(rows: CalendarSessionRow[], opts: CalendarOptions): string {
  const host = new URL(opts.appUrl).hostname || 'careclass';
  const calendar = ical({
    name: opts.name,
    prodId: { company: 'CareClass', product: 'Classes', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ...(opts.refreshSeconds ? { ttl: opts.refreshSeconds } : {}),
    x: [{ key: 'X-WR-TIMEZONE', value: opts.timeZone }],
  });
  for (const row of rows) {
    const cancelled = isCancelled(row);
    const url = `${opts.appUrl}/classes/${row.classId}`;
    const location = locationOf(row);
    for (const day of daysOf(row.startDate, row.endDate)) {
      const start = zonedInstant(day, row.startTime, opts.timeZone);
      let end = zonedInstant(day, row.endTime, opts.timeZone);
      // A session ending past midnight ends on the next day.
      if (end <= start) end = zonedInstant(nextDay(day), row.endTime, opts.timeZone);
      calendar.createEvent({
        id: `enrollment-${row.enrollmentId}-${day.replaceAll('-', '')}@${host}`,
        sequence: sequenceOf(row),
        start,
        end,
        summary: cancelled ? `Cancelled: ${row.classTitle}` : row.classTitle,
        location,
        description: `${opts.providerName}. Class page: ${url}`,
        url,
        status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      });
    }
  }
  return calendar.toString();
}
