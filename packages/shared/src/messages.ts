import { CORE_MSG } from './core-messages.ts';

/**
 * Every message text of the specification that the server or the web app shows. The texts are
 * part of the contract: change them only together with the specification. The few that the web
 * app's first page may show are written in core-messages.ts and taken from there.
 */
export const MSG = {
  // Account validation
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number (10 digits)',
  enterEmail: 'Please enter your email address',
  fillAllFields: 'Please fill in all fields',
  resetLinkMissing: 'Invalid reset link. Please request a new password reset.',
  resetLinkInvalid: 'Invalid or expired reset link. Please request a new password reset.',
  allFieldsRequired: 'All fields are required',
  newPasswordsDoNotMatch: 'New passwords do not match',
  newPasswordTooShort: 'New password must be at least 8 characters long',
  // Not in the specification: the server refuses passwords from a list of common ones.
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess.',
  // Not in the specification (docs/decisions/0053): the languages a person or a class can have.
  invalidLanguage: 'Please choose a language: en (English) or es (Spanish)',
  invalidTeachingLanguage: 'Please choose the language: en (English), es (Spanish) or bilingual',
  cannotEnroll: 'Admins and Instructors cannot enroll in classes.',
  cannotEnrollShort: 'Admins and instructors cannot enroll',
  pleaseLogInToEnroll: 'Please log in to enroll',

  // Account results
  loginFailed: 'Email or password is incorrect',
  registrationFailed: 'Failed to create account. Please try again.',
  invalidLoginResponse: 'Invalid login response',
  invalidRegistrationResponse: 'Invalid registration response',
  invalidServerResponse: CORE_MSG.invalidServerResponse,
  invalidResponseFormat: CORE_MSG.invalidResponseFormat,
  apiProxyError: CORE_MSG.apiProxyError,
  invalidProfileUpdateResponse: 'Invalid profile update response',
  profileUpdateFailed: 'Profile update failed',
  profileUpdated: 'Profile updated successfully',
  forgotSent: 'If an account with that email exists, a password reset link has been sent.',
  forgotFailed: 'Failed to send password reset email.',
  resetFailed: 'Failed to reset password',
  resetSucceeded: 'Password has been reset successfully!',
  passwordChangeFailed: 'Failed to update password. Please try again.',
  passwordUpdated: 'Password updated successfully.',
  profileLoadFailed: 'Failed to load profile data',
  noProfileData: 'No profile data available',
  sessionExpired: CORE_MSG.sessionExpired,
  somethingWentWrong: CORE_MSG.somethingWentWrong,
  serverFailure: CORE_MSG.serverFailure,
  networkError: CORE_MSG.networkError,
  accessDenied: CORE_MSG.accessDenied,

  // Catalogue, enrolment and waitlist (public pages)
  enrollSucceeded: 'Successfully enrolled in class',
  waitlistAdded: 'Added to waitlist',
  waitlistRemoved: 'Removed from waitlist',
  waitlistLoadFailed: 'Failed to load waitlist entries',
  waitlistLeaveFailed: 'Failed to leave waitlist',
  noClassesFound: 'No classes found matching your criteria.',
  classNotFound: 'Class not found',
  classesLoadFailed: 'Failed to load classes. Please try again later.',
  classLoadFailed: 'Failed to load class details',
  enrollmentCheckFailed: 'Failed to check class enrollment. Please try again.',
  // Texts the specification leaves open; the server answers with the same words
  enrollmentCancelled: 'Enrollment cancelled',
  offerAccepted: 'Offer accepted. Your enrollment request is pending approval.',
  offerAcceptedApproved: 'Offer accepted. You are enrolled.',
  offerDeclined: 'Offer declined',

  // Contact
  contactFailed: 'Failed to send message. Please try again.',
  contactSent: 'Thank you for your message. We will get back to you soon.',

  // Self-service area and notifications
  profilePageUpdateFailed: 'Failed to update profile',
  notificationMarkedRead: 'Notification marked as read',
  markReadFailed: 'Failed to mark notification as read',
  markAllReadFailed: 'Failed to mark all notifications as read',
  deleteNotificationFailed: 'Failed to delete notification',
  updateNotificationsFailed: 'Failed to update notifications. Please try again.',
  loadNotificationFailed: 'Failed to load notification details',
  notificationNotFound: 'Notification not found',
  detailedMessageSent: 'Detailed message sent successfully',
  detailedMessageFailed: 'Failed to send detailed message',
  enterMessage: 'Please enter a message',
  downloadCertificateFailed: 'Failed to download certificate',

  // Decisions where the specification gives no text (docs/decisions/0003)
  firstNameTooShort: 'First name must be at least 2 characters',
  lastNameTooShort: 'Last name must be at least 2 characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailTaken: 'An account with this email already exists',
  currentPasswordWrong: 'Current password is incorrect',
  accountSuspended: 'Your account has been suspended. Please contact the office.',
  accountInactive: 'Your account is inactive. Please contact the office.',
  tooManyLogins: 'Too many failed login attempts. Please try again in 15 minutes.',
  tooManyResetRequests: 'Too many password reset requests. Please try again later.',
  tooManySignups: 'Too many accounts were created from this network. Please try again later.',
  tooManyPasswordChanges: 'Too many wrong current passwords. Please try again in 15 minutes.',
  unauthorized: 'Unauthorized',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found',
  loggedOut: 'Logged out successfully',
  preferencesUpdated: 'Preferences updated successfully',
  invalidRequest: 'Invalid request',
  // E-mail verification (docs/decisions/0029)
  verifyLinkMissing: 'This verification link is incomplete. Open the link from the e-mail again.',
  verifyLinkInvalid: 'This verification link is invalid or has expired',
  emailVerified: 'Your email address has been verified.',
  emailAlreadyVerified: 'Your email address is already verified.',
  verificationSent: 'A new verification e-mail has been sent.',
  tooManyVerificationEmails:
    'Too many verification e-mails were requested. Please try again in an hour.',

  // Admin: users (specification, "Admin users" and success messages)
  bothPasswordsRequired: 'Both password fields are required',
  enterNotificationMessage: 'Please enter a notification message',
  invalidUserSelected: 'Invalid user selected',
  userDeleted: 'User deleted successfully',
  notificationSent: 'Notification sent successfully',
  passwordResetByAdmin: 'Password reset successfully',
  userRoleUpdated: 'User role updated successfully',
  userStatusUpdated: 'User status updated successfully',
  // Admin: users, where the specification gives no text (docs/decisions/0012)
  userNotFound: 'User not found',
  invalidRole: 'Invalid role',
  invalidUserStatus: 'Invalid status',
  invalidPageSize: 'Page size must be 10, 25 or 50',
  cannotChangeOwnRole: 'You cannot change your own role',
  cannotChangeOwnStatus: 'You cannot change your own status',
  cannotDeleteSelf: 'You cannot delete your own account',
  lastActiveAdmin: 'At least one active administrator must remain',
  userAlreadyDeleted: 'This user has already been deleted',
  instructorStillTeaching:
    'This instructor is assigned to classes that are not finished. Assign another instructor first.',

  // Admin: notifications (specification, "Admin notifications" and the error catalogue)
  noRecipient: 'No recipient specified',
  selectRecipient: 'Please select a recipient',
  selectClass: 'Please select a class',
  provideTitleAndMessage: 'Please provide both a title and message',
  selectedClassNotFound: 'Selected class not found',
  noStudentsInClass: 'No students found in this class',
  broadcastNeedsTitleAndMessage: 'Please provide both a title and message for the broadcast',
  bulkFailed: 'Failed to send notification to multiple recipients',
  broadcastFailed: 'Failed to send broadcast',
  templateCreated: 'Template created successfully',
  templateUpdated: 'Template updated successfully',
  templateDeleted: 'Template deleted successfully',
  // Admin: notifications, where the specification gives no text (docs/decisions/0015)
  templateNameRequired: 'Please enter a template name',
  templateNameInvalid: 'The template name needs at least one letter or digit',
  templateContentRequired: 'Please enter both the template title and message',
  templateTypeInvalid: 'Please choose a valid template type',
  templateNameTaken: 'A template with this name already exists',
  templateNotFound: 'Template not found',
  recipientTypeInvalid: 'The recipient type must be user or class',
  recipientMismatch: 'The recipient and the selected user do not match',
  selectUsers: 'Please select at least one user',
  notificationTypeInvalid: 'Invalid notification type',
  broadcastSent: 'Broadcast sent successfully',
  noBroadcastRecipients: 'There are no active users to send the broadcast to',

  // Admin: analytics (specification, "Analytics"; the range limit: docs/decisions/0011)
  datesRequired: 'Start and end dates are required',
  startAfterEnd: 'Start date cannot be after end date',
  invalidDate: 'Dates must be yyyy-MM-dd',
  rangeTooLong: 'The date range cannot be longer than 2 years',
} as const;

export type MessageKey = keyof typeof MSG;

/** File upload texts: the upload screen's and the storage helper's wordings (specification). */
export const FILE_MSG = {
  tooLargeScreen: 'File size too large. Maximum size is 5MB.',
  tooLarge: 'File size too large. Maximum size is 5MB',
  badTypeScreen: 'Invalid file type. Please upload a PDF or image (JPEG, PNG) file.',
  badType: 'Invalid file type. Only PDF and images (JPEG, PNG) are allowed.',
  badExtension: 'Invalid file extension. Only .pdf, .jpg, .jpeg, .png are allowed.',
  selectStudent: 'Please select a student first.',
  noFile: 'Please choose a file to upload',
  // Not in the specification: the storage quota and the hourly upload rate (settings).
  quotaExceeded: (mb: number) =>
    `Not enough storage left: each account may keep at most ${mb} MB of files. Delete files you no longer need, then try again.`,
  tooManyUploads: (perHour: number) =>
    `Too many uploads: at most ${perHour} files an hour. Please try again later.`,
} as const;
