/** Business constants of the specification (section 9) and the design notes. */
export const LIMITS = {
  passwordMinLength: 8,
  nameMinLength: 2,
  phoneDigits: 10,
  userPageSizeDefault: 10,
  userPageSizes: [10, 25, 50],
  activityPageSize: 10,
  enrollmentPageSizeDefault: 20,
  uploadMaxBytes: 5 * 1024 * 1024,
  offerHoldHours: 24,
  recentActivityCount: 5,
  reasonTruncate: 20,
  templatePreviewTruncate: 50,
  broadcastThreshold: 3,
  /** Failed logins allowed per account and per address within the window. */
  loginFailuresPerWindow: 10,
  loginWindowMinutes: 15,
  /** Reset requests allowed per e-mail address and per client address within the window. */
  forgotPasswordPerWindow: 5,
  forgotPasswordWindowMinutes: 60,
  resetTokenTtlMinutes: 60,
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
export const API_BASE = '/api';
