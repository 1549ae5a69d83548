import { isInAppLink, safeLink } from '@careclass/shared';

/** The route table of the specification (000, section 2.1): the one registry of app paths. */

/**
 * Admin sections: the specification's route table, then the system screens it only names by their
 * calls (settings, audit log, system health; docs/decisions/0019).
 */
export const ADMIN_SECTIONS = [
  'analytics',
  'users',
  'classes',
  'waitlist',
  'enrollments',
  'financial',
  'certificates',
  'notifications',
  'settings',
  'audit-log',
  'system-health',
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];
export const DEFAULT_ADMIN_SECTION: AdminSection = 'analytics';

export function isAdminSection(value: string | undefined): value is AdminSection {
  return (ADMIN_SECTIONS as readonly string[]).includes(value ?? '');
}

export const paths = {
  home: '/',
  classes: '/classes',
  classDetail: (id: string | number) => `/classes/${encodeURIComponent(String(id))}`,
  contact: '/contact',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  passwordResetSuccess: '/password-reset-success',
  profile: '/profile',
  /** A section of the profile area (`?section=`), e.g. 'notifications'. */
  profileSection: (section: string) => `/profile?section=${encodeURIComponent(section)}`,
  notification: (id: string | number) => `/notifications/${encodeURIComponent(String(id))}`,
  admin: '/admin',
  adminSection: (section: AdminSection) => `/admin/${section}`,
  adminClassStudents: (id: string | number) =>
    `/admin/classes/${encodeURIComponent(String(id))}/students`,
} as const;

/** Location state with which a guard sends a visitor to /login; login returns there. */
export interface LoginRedirectState {
  from?: string;
}

/** Only in-app paths are followed back after login (never another origin, never /login itself). */
export function safeReturnPath(state: unknown): string {
  const from = (state as LoginRedirectState | null)?.from;
  // Read as the browser would, so "/\t/host" cannot pass for a path of this site.
  const path = typeof from === 'string' && isInAppLink(from) ? safeLink(from) : null;
  if (path === null) return paths.home;
  if (path === paths.login || path.startsWith(`${paths.login}?`)) return paths.home;
  return path;
}
