import { isClassPath, paths, type LoginRedirectState } from '../../lib/paths.ts';

/** Links for everyone (specification 000, section 2.2). */
export const MAIN_NAV = [
  { label: 'About', to: paths.home, end: true },
  { label: 'Classes', to: paths.classes, end: false },
  { label: 'Contact', to: paths.contact, end: false },
] as const;

export interface AccountLink {
  label: string;
  to: string;
  primary?: boolean;
  /** Router state of the link: where login or sign-up returns to. */
  state?: LoginRedirectState;
}

/** The account links for the current user; Logout is a button and is added by the menus. */
export function accountLinks(opts: {
  loggedIn: boolean;
  isAdmin: boolean;
  /** Instructors get My Classes, their workspace (docs/decisions/0032). */
  isInstructor?: boolean;
  onAdminPath: boolean;
  /** The current page (path, query and hash). */
  here?: string;
}): AccountLink[] {
  if (!opts.loggedIn) {
    // From a class page, logging in or signing up comes back to that class.
    const state = opts.here && isClassPath(opts.here) ? { from: opts.here } : undefined;
    return [
      { label: 'Login', to: paths.login, state },
      { label: 'Sign Up', to: paths.signup, primary: true, state },
    ];
  }
  if (opts.isAdmin) return [{ label: 'Admin', to: paths.adminSection('analytics') }];
  const workspace = opts.isInstructor ? [{ label: 'My Classes', to: paths.myClasses }] : [];
  // Non-admins: Profile, except on admin paths (where they only see Access Denied).
  return opts.onAdminPath ? workspace : [...workspace, { label: 'Profile', to: paths.profile }];
}
