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
  verifyEmail: '/verify-email',
  profile: '/profile',
  /** A section of the profile area (`?section=`), e.g. 'notifications'. */
  profileSection: (section: string) => `/profile?section=${encodeURIComponent(section)}`,
  notification: (id: string | number) => `/notifications/${encodeURIComponent(String(id))}`,
  /** An expiry reminder's renewal sessions (docs/decisions/0052). */
  reminder: (id: string | number) => `/reminders/${encodeURIComponent(String(id))}`,
  admin: '/admin',
  adminSection: (section: AdminSection) => `/admin/${section}`,
  adminClassStudents: (id: string | number) =>
    `/admin/classes/${encodeURIComponent(String(id))}/students`,
  /** The instructor workspace: the classes they teach, then one class (docs/decisions/0032). */
  myClasses: '/my-classes',
  myClass: (id: string | number) => `/my-classes/${encodeURIComponent(String(id))}`,
} as const;

/** Location state with which a guard sends a visitor to /login; login returns there. */
export interface LoginRedirectState {
  from?: string;
}

/**
 * The in-app path a visitor was sent to /login or /signup from, or null. Never another origin,
 * and never the login or sign-up page itself.
 */
export function safeReturnPath(state: unknown): string | null {
  const from = (state as LoginRedirectState | null)?.from;
  // Read as the browser would, so "/\t/host" cannot pass for a path of this site.
  const path = typeof from === 'string' && isInAppLink(from) ? safeLink(from) : null;
  if (path === null) return null;
  const isPage = (page: string) => path === page || /^[?#]/.test(path.slice(page.length));
  if (path.startsWith(paths.login) && isPage(paths.login)) return null;
  if (path.startsWith(paths.signup) && isPage(paths.signup)) return null;
  return path;
}

const isAdminPath = (path: string) => path === paths.admin || /^\/admin[/?#]/.test(path);
const isMyClassesPath = (path: string) =>
  path === paths.myClasses || /^\/my-classes[/?#]/.test(path);

/** A class's own page (/classes/{id}), with or without a query. */
export const isClassPath = (path: string) => /^\/classes\/[^/?#]+([?#].*)?$/.test(path);

/**
 * After login: back to the page that sent the visitor (a class they wanted to enrol in, a page
 * that needs an account); otherwise admins to the back office, instructors to My Classes and
 * everybody else to their profile. Nobody is sent back to a page their role would only deny.
 */
export function landingAfterLogin(state: unknown, isAdmin: boolean, isInstructor = false): string {
  const from = safeReturnPath(state);
  const denied = (path: string) =>
    (!isAdmin && isAdminPath(path)) || (!isInstructor && isMyClassesPath(path));
  if (from !== null && !denied(from)) return from;
  if (isAdmin) return paths.admin;
  return isInstructor ? paths.myClasses : paths.profile;
}

/**
 * After sign-up: back to the class the new student was looking at, otherwise the catalogue (a new
 * account has nothing in its profile yet).
 */
export function landingAfterSignup(state: unknown): string {
  const from = safeReturnPath(state);
  return from !== null && isClassPath(from) ? from : paths.classes;
}
