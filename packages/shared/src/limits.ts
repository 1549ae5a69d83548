/** Business constants of the specification (section 9) and the design notes. */
export const LIMITS = {
  passwordMinLength: 8,
  nameMinLength: 2,
  phoneDigits: 10,
  userPageSizeDefault: 10,
  userPageSizes: [10, 25, 50],
  activityPageSize: 10,
  enrollmentPageSizeDefault: 20,
  /**
   * How deep a list is paged (offset + page size, in rows): deeper pages answer 400 and the
   * screens offer no page beyond it; filters narrow a longer list (docs/decisions/0043).
   */
  listDepthMax: 10_000,
  /** Counts are exact up to here; above it a list's total is the planner's estimate. */
  exactCountMax: 1_000,
  /** Page sizes (default, largest) of lists the specification gives no pagination. */
  certificatePageSize: [100, 100],
  transactionPageSize: [100, 500],
  classPageSize: [20, 25],
  classEnrollmentPageSize: [100, 100],
  uploadMaxBytes: 5 * 1024 * 1024,
  offerHoldHours: 24,
  recentActivityCount: 5,
  reasonTruncate: 20,
  templatePreviewTruncate: 50,
  broadcastThreshold: 3,
  /**
   * Login limits (decision record 0005). Failed logins allowed per account and client address
   * pair within the window; past it even the right password is refused there.
   */
  loginFailuresPerWindow: 10,
  loginWindowMinutes: 15,
  /** Failed logins per client address across accounts, from addresses not known for the account. */
  loginFailuresPerAddress: 30,
  /**
   * Failed logins per account from addresses not known for it, within a day, before a growing
   * delay starts: 1 minute, doubling per further failure, at most 15 minutes.
   */
  loginAccountFailuresPerDay: 10,
  loginDelayFirstMinutes: 1,
  loginDelayMaxMinutes: 15,
  /** An address this account logged in from (or signed up from) within these days is known. */
  loginKnownAddressDays: 30,
  /** Wrong current passwords allowed per account within the window when changing the password. */
  passwordChangeFailuresPerWindow: 5,
  passwordChangeWindowMinutes: 15,
  /** Default of the sign-up limit per client address and hour (a back-office setting). */
  signupsPerAddressPerHour: 20,
  /** Reset requests allowed per e-mail address (and four times that per client address). */
  forgotPasswordPerWindow: 5,
  forgotPasswordWindowMinutes: 60,
  /** Contact-form messages allowed per client address within the window. */
  contactMessagesPerWindow: 10,
  contactWindowMinutes: 60,
  /**
   * Calendar feed fetches allowed per client address within the window (docs/decisions/0048): a
   * calendar service fetches many students' feeds from few addresses, so the limit is wide; it
   * stops guessing feed addresses, not subscribing.
   */
  calendarFeedFetchesPerWindow: 600,
  calendarFeedWindowMinutes: 10,
  /** Days of one session given as events at most (a longer session is cut there). */
  calendarSessionDaysMax: 366,
  /** Public certificate verifications allowed per client address within the window. */
  verifyLookupsPerWindow: 60,
  verifyWindowMinutes: 10,
  resetTokenTtlMinutes: 60,
  /** E-mail verification links last a day; a signed-in user may ask for a new one 3 times an hour. */
  verifyEmailTokenTtlHours: 24,
  verifyEmailResendsPerWindow: 3,
  verifyEmailResendWindowMinutes: 60,
  sessionTtlDays: 30,
} as const;

export const UI_TIMING = {
  toastMax: 3,
  toastDefaultMs: 5000,
  toastSuccessMs: 5000,
  toastErrorMs: 6000,
  mobileBreakpointPx: 1024,
  menuCloseMs: 300,
  resetRedirectMs: 2000,
  broadcastCloseMs: 3000,
  errorBannerMs: 5000,
} as const;

export const STORAGE_KEYS = { token: 'token', user: 'user' } as const;

/**
 * Names the server's drawn public pages and the app that takes them over share
 * (docs/decisions/0056): the cookies the app writes for the server, and the element of the page's
 * state.
 */
export const DRAWN_PAGE = {
  languageCookie: 'careclass_lang',
  signedInCookie: 'careclass_signed_in',
  stateId: 'ssr-state',
} as const;
export const API_BASE = '/api';
