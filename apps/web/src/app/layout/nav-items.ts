import { isClassPath, paths, type LoginRedirectState } from '../../lib/paths.ts';

/** The `common` catalogue's names of the menus' links (nav.*). */
export type NavLabel =
  | 'nav.about'
  | 'nav.classes'
  | 'nav.contact'
  | 'nav.login'
  | 'nav.signup'
  | 'nav.admin'
  | 'nav.myClasses'
  | 'nav.profile';

/** Links for everyone (specification 000, section 2.2). */
export const MAIN_NAV = [
  { label: 'nav.about', to: paths.home, end: true },
  { label: 'nav.classes', to: paths.classes, end: false },
  { label: 'nav.contact', to: paths.contact, end: false },
] as const satisfies readonly { label: NavLabel; to: string; end: boolean }[];

export interface AccountLink {
  /** The link's text, a key of the `common` catalogue. */
  label: NavLabel;
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
      { label: 'nav.login', to: paths.login, state },
      { label: 'nav.signup', to: paths.signup, primary: true, state },
    ];
  }
  if (opts.isAdmin) return [{ label: 'nav.admin', to: paths.adminSection('analytics') }];
  const workspace: AccountLink[] = opts.isInstructor
    ? [{ label: 'nav.myClasses', to: paths.myClasses }]
    : [];
  // Non-admins: Profile, except on admin paths (where they only see Access Denied).
  return opts.onAdminPath ? workspace : [...workspace, { label: 'nav.profile', to: paths.profile }];
}
