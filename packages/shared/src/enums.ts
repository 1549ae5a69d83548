/** Enumerations of the specification (entities and states). */
export const USER_ROLES = ['user', 'student', 'instructor', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const USER_STATUSES = ['active', 'inactive', 'suspended'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The languages a person can choose for the site, e-mails and documents (docs/decisions/0053). */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The language a class or session is taught in: one of the languages, or both at once. */
export const TEACHING_LANGUAGES = ['en', 'es', 'bilingual'] as const;
export type TeachingLanguage = (typeof TEACHING_LANGUAGES)[number];

export const CLASS_STATUSES = ['scheduled', 'active', 'cancelled', 'completed'] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];

export const LOCATION_TYPES = ['online', 'in-person', 'hybrid'] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const SESSION_STATUSES = ['scheduled', 'cancelled', 'completed'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

/** A removed session is kept as historical (DESIGN 4.10). */
export const SESSION_TYPES = ['active', 'historical'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

export const ENROLLMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

export const ENROLLMENT_TYPES = ['active', 'historical'] as const;
export type EnrollmentType = (typeof ENROLLMENT_TYPES)[number];

/**
 * Waitlist statuses of the specification, plus `expired` (an offer not answered in time) and
 * `left` (the student left) so that the history of an entry is kept instead of deleted.
 */
export const WAITLIST_STATUSES = [
  'waiting',
  'pending',
  'offered',
  'accepted',
  'declined',
  'approved',
  'rejected',
  'expired',
  'left',
] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];
/** Statuses in which an entry is still on the list (shown to the student, holds a position). */
export const OPEN_WAITLIST_STATUSES = ['waiting', 'pending', 'offered'] as const;

/** `cancelled`: the enrolment it was for was withdrawn before payment; the row is kept. */
export const PAYMENT_STATUSES = ['pending', 'due_soon', 'overdue', 'paid', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const TRANSACTION_TYPES = ['payment', 'refund', 'reminder', 'adjustment'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TRANSACTION_STATUSES = [
  'pending',
  'completed',
  'failed',
  'refunded',
  'cancelled',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const CERTIFICATE_STATUSES = ['active', 'expired', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

export const NOTIFICATION_TYPES = [
  'class_notification',
  'user_notification',
  'broadcast',
  'enrollment',
  'waitlist',
  'payment',
  'certificate',
  'system',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const TEMPLATE_TYPES = [
  'user_notification',
  'class_notification',
  'class_reminder',
  'enrollment',
  'payment',
  'certificate',
] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

export const ACTIVITY_ACTIONS = [
  'role_update',
  'status_update',
  'profile_update',
  'password_change',
  'login',
  'enrollment_requested',
  'enrollment_approved',
  'enrollment_rejected',
  'enrollment_cancelled',
  'waitlist_joined',
  'waitlist_left',
  'waitlist_offered',
  'payment_made',
  'certificate_issued',
  'other',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
