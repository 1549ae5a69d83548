import { pgEnum } from 'drizzle-orm/pg-core';
import {
  CERTIFICATE_STATUSES,
  CLASS_STATUSES,
  ENROLLMENT_STATUSES,
  ENROLLMENT_TYPES,
  LANGUAGES,
  LOCATION_TYPES,
  NOTIFICATION_TYPES,
  PAYMENT_STATUSES,
  SESSION_STATUSES,
  SESSION_TYPES,
  TEACHING_LANGUAGES,
  TEMPLATE_TYPES,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  USER_ROLES,
  USER_STATUSES,
  WAITLIST_STATUSES,
} from '@careclass/shared';

export const userRole = pgEnum('user_role', USER_ROLES);
export const userStatus = pgEnum('user_status', USER_STATUSES);
export const classStatus = pgEnum('class_status', CLASS_STATUSES);
export const locationType = pgEnum('location_type', LOCATION_TYPES);
export const sessionStatus = pgEnum('session_status', SESSION_STATUSES);
export const sessionType = pgEnum('session_type', SESSION_TYPES);
export const enrollmentStatus = pgEnum('enrollment_status', ENROLLMENT_STATUSES);
export const enrollmentType = pgEnum('enrollment_type', ENROLLMENT_TYPES);
export const waitlistStatus = pgEnum('waitlist_status', WAITLIST_STATUSES);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
export const transactionType = pgEnum('transaction_type', TRANSACTION_TYPES);
export const transactionStatus = pgEnum('transaction_status', TRANSACTION_STATUSES);
export const certificateStatus = pgEnum('certificate_status', CERTIFICATE_STATUSES);
export const notificationType = pgEnum('notification_type', NOTIFICATION_TYPES);
export const templateType = pgEnum('template_type', TEMPLATE_TYPES);
export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'failed']);
export const language = pgEnum('language', LANGUAGES);
export const teachingLanguage = pgEnum('teaching_language', TEACHING_LANGUAGES);
