/**
 * The provider's time zone when its settings name none. Its own module: the web app's first page
 * needs only this constant, and a module shared with later pages loads whole (dates-for-people.ts
 * would come with it).
 */
export const DEFAULT_TIME_ZONE = 'America/New_York';
