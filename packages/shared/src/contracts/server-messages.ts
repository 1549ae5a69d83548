import { MSG } from '../messages.ts';
import { CERT_INPUT_MSG } from './certificates.ts';
import { FINANCE_INPUT_MSG } from './finance.ts';
import type { EnrollmentStatus, SessionStatus, TransactionStatus } from '../enums.ts';

/**
 * The texts only the server speaks (answers of its services), by domain. They live here so every
 * text has its key (`seat.sessionFull`, message-groups.ts; docs/decisions/0053) and the web app can
 * translate them; nothing of the web app imports this file, so none of it is in its code.
 */

// Classes: seats and schedules
export const SEAT_MSG = {
  sessionNotFound: 'Session not found',
  sessionFull: 'This session is full. You can join the waitlist instead.',
  sessionRemoved: 'This session is no longer offered',
  sessionCancelled: 'This session has been cancelled',
  sessionCompleted: 'This session has already been completed',
  sessionStarted: 'This session has already started',
  classClosed: 'This class is not open for enrollment',
} as const;
export const SCHEDULE_MSG = {
  updated: 'Schedule updated successfully',
  sessionCreated: 'Session created successfully',
  sessionUpdated: 'Session updated successfully',
  sessionRemoved: 'Session removed successfully',
  removedUnchangeable: 'Removed sessions cannot be changed',
  removedStatus: 'Removed sessions cannot change status',
  capacityBelowHeld: 'Capacity cannot be lower than the seats already taken in this session',
  capacityBelowHeldField: 'Capacity cannot be lower than the seats already taken',
  classDetailsNotFound: 'Class details not found',
  chooseInstructor: 'Please choose an instructor',
} as const;

// Waitlist
export const WAITLIST_SEAT_MSG = {
  none: 'No session of this class has a free seat right now',
  preferredFull:
    'The preferred session is full and no other upcoming session of this class has a free seat',
} as const;
export const WAITLIST_MSG = {
  added: 'Added to waitlist',
  removed: 'Removed from waitlist',
  notOnWaitlist: 'Not on waitlist',
  alreadyOn: 'You are already on the waitlist for this class',
  seatsFree: 'This session still has seats available. Please enroll instead.',
  anySeatsFree: 'This class still has seats available. Please enroll in a session instead.',
  entryNotFound: 'Waitlist entry not found',
  noOffer: 'There is no seat offer to answer for this entry',
  offerExpired: 'This offer has expired',
  accepted: MSG.offerAccepted,
  acceptedApproved: MSG.offerAcceptedApproved,
  declined: 'Offer declined',
  offered: 'Seat offered',
  noSeat: WAITLIST_SEAT_MSG.none,
  preferredFull: WAITLIST_SEAT_MSG.preferredFull,
  classNotFound: 'Class not found',
  entryClosed: 'This waitlist entry is already closed',
  notWaiting: 'This entry is not waiting',
} as const;

// Certificates
export const CERT_MSG = {
  uploaded: 'Certificate uploaded successfully',
  deleted: 'Certificate deleted successfully',
  bulkDeleted: (n: number) => `${n} certificate(s) deleted successfully`,
  notFound: 'Certificate not found',
  selectClass: CERT_INPUT_MSG.selectClass,
  classNotFound: 'Class not found',
  sessionNotInClass: 'The session does not belong to this class',
  badDate: CERT_INPUT_MSG.badDate,
  fileMissing: 'The uploaded file was not found; please upload it again',
  statusUpdated: 'Certificate status updated successfully',
} as const;

// Finance
export const FINANCE_MSG = {
  reminderSent: 'Reminder sent successfully',
  notificationSent: 'Notification sent successfully',
  paymentNotFound: FINANCE_INPUT_MSG.paymentNotFound,
  transactionNotFound: 'Transaction not found',
  alreadyPaid: 'This payment has already been paid',
  notOwed: 'This payment is no longer due',
  statusUpdated: 'Transaction updated successfully',
  refundOnlyPayments: 'Only a completed payment can be refunded',
  finalStatus: 'A refunded or cancelled transaction cannot change again',
  wrongUser: 'The payment does not belong to this user',
  titleAndMessage: 'Please provide both a title and message',
  notifyType: FINANCE_INPUT_MSG.notifyType,
} as const;

// Payments, receipts and Stripe
export const PAYMENT_MSG = {
  notFound: 'Payment not found',
  alreadyPaid: 'This payment has already been paid',
  cancelled: 'This payment was cancelled and is no longer due',
  paid: 'Payment received. Thank you!',
  declined: 'The payment could not be completed. Please try again or contact the office.',
} as const;
export const RECEIPT_MSG = {
  notFound: 'Payment not found',
  notPaid: 'This payment has not been paid, so it has no receipt yet',
} as const;
export const STRIPE_MSG = {
  unavailable: 'Card payments are not available right now. Please try again later.',
  refundFailed: 'Stripe could not refund this payment. Please try again later.',
  notConfigured: 'This card payment can only be refunded while Stripe payments are configured',
  redirecting: 'Opening the secure card payment page',
  tooSmall: 'This amount is too small to pay by card. Please contact the office.',
} as const;
export const WEBHOOK_MSG = { badSignature: 'Invalid Stripe webhook signature or payload' } as const;

// Files
export const STORAGE_MSG = {
  unknownBucket: 'Unknown storage bucket',
  badPath: 'Invalid file path',
  notFound: 'File not found',
  inUse: 'This file belongs to a certificate; delete the certificate instead',
  trainingInUse: 'This file belongs to external training; delete the training instead',
  badCategory: 'The category may use lowercase letters, digits, - and _ only',
  badUser: 'Invalid user selected',
  busy: 'Could not store the file; please try again',
} as const;

// Notifications
export const NOTIFICATION_MSG = {
  notFound: 'Notification not found',
  markedRead: 'Notification marked as read',
  allRead: 'All notifications marked as read',
  deleted: 'Notification deleted',
  enterMessage: 'Please enter a message',
  detailedSent: 'Detailed message sent successfully',
  noRecipient: 'No recipient specified',
  badLink: 'Links must be web addresses (http or https) or pages of this site',
} as const;

// Contact
export const CONTACT_MSG = {
  sent: 'Thank you for your message. We will get back to you soon.',
  tooMany: 'Too many messages. Please try again later.',
} as const;

// Settings
export const SETTINGS_MSG = { nothingToSave: 'Nothing to save' } as const;

// Class pictures
export const CLASS_IMAGE_MSG = { notFound: 'Image not found' } as const;

// Profile
export const PROFILE_MSG = {
  chooseEmailNotifications: 'Please choose whether to receive e-mail notifications',
  required: 'Required',
} as const;

// The request itself (the error handler's own answers) and the depth of a list's pages
export const REQUEST_MSG = {
  recordExists: 'This record already exists',
  tooLarge: 'The request is too large',
  unsupportedType: 'Unsupported content type',
  invalidJson: 'Invalid JSON body',
  pageTooDeep:
    'Pages beyond the first 10,000 rows are not listed; narrow the search or the filters',
  busy: 'Too many people are changing the same thing right now. Please try again in a moment.',
} as const;

// A status change to the status already held: one text for each record and status, so each is
// translated whole (the status word included).
export const SAME_STATUS_MSG = {
  enrollmentPending: 'Enrollment is already pending',
  enrollmentApproved: 'Enrollment is already approved',
  enrollmentRejected: 'Enrollment is already rejected',
  transactionPending: 'The transaction is already pending',
  transactionCompleted: 'The transaction is already completed',
  transactionFailed: 'The transaction is already failed',
  transactionRefunded: 'The transaction is already refunded',
  transactionCancelled: 'The transaction is already cancelled',
  sessionScheduled: 'The session is already scheduled',
  sessionCancelled: 'The session is already cancelled',
  sessionCompleted: 'The session is already completed',
} as const satisfies Record<
  | `enrollment${Capitalize<EnrollmentStatus>}`
  | `transaction${Capitalize<TransactionStatus>}`
  | `session${Capitalize<SessionStatus>}`,
  string
>;

/** The SAME_STATUS_MSG text of a record already in `status`. */
export function sameStatusText(record: 'enrollment', status: EnrollmentStatus): string;
export function sameStatusText(record: 'transaction', status: TransactionStatus): string;
export function sameStatusText(record: 'session', status: SessionStatus): string;
export function sameStatusText(record: string, status: string): string {
  const key = `${record}${status[0]!.toUpperCase()}${status.slice(1)}`;
  return SAME_STATUS_MSG[key as keyof typeof SAME_STATUS_MSG];
}
