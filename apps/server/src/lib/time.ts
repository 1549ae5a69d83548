export const minutesAgo = (minutes: number, now = new Date()) =>
  new Date(now.getTime() - minutes * 60_000);
export const minutesFromNow = (minutes: number, now = new Date()) =>
  new Date(now.getTime() + minutes * 60_000);
export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** Today's date (`yyyy-MM-dd`) in a time zone: the provider's "today" for due dates. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
