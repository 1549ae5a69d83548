import { z } from 'zod';
import { CERTIFICATE_STATUSES } from '../enums.ts';
import { FILE_MSG } from '../messages.ts';
import {
  calendarDateSchema,
  idSchema,
  textSchema,
  tooLongMessage,
  wholeNumberSchema,
} from '../input.ts';
import { LIMITS } from '../limits.ts';
import {
  actionBody,
  listPageQuery,
  messageAnswer,
  noBodySchema,
  withTarget,
  multipartBody,
  pageInfoSchema,
  pageQueryFields,
  timestamp,
} from './common.ts';

/** The contract of certificates (issue 12): /api/certificates/..., the admin action call and a student's own list. */

export const CERT_INPUT_MSG = {
  selectClass: 'Please select a class',
  badFileSize: 'Invalid file size',
  badDate: 'Dates must be in yyyy-MM-dd format',
  selectCertificates: 'Please select certificates',
  invalidStatus: 'Invalid status',
  activeOrRevoked: 'Status must be active or revoked',
} as const;

/** A certificate; expired is derived from the expiration date at read time (DESIGN.md 4.12). */
export const certificateSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  class_id: z.number().nullable(),
  class_name: z.string().nullable(),
  session_id: z.number().nullable(),
  session_date: z.string().nullable(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  certificate_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  student_name: z.string(),
  student_email: z.string(),
  file_path: z.string(),
  supabase_path: z.string(),
  file_type: z.string(),
  file_size: z.number(),
  expiration_date: z.string().nullable(),
  upload_date: timestamp,
  created_at: timestamp,
  status: z.enum(CERTIFICATE_STATUSES),
  /** Files are only ever served through the authorised download call. */
  certificate_url: z.string(),
  /** Issued by CareClass on completion (decision 0049); the fields below are null on uploads. */
  issued: z.boolean(),
  certificate_number: z.string().nullable(),
  verification_code: z.string().nullable(),
  training_hours: z.number().nullable(),
  revoked_reason: z.string().nullable(),
  /** Replaced by a reissued certificate. */
  superseded: z.boolean(),
});
export type Certificate = z.output<typeof certificateSchema>;

/** GET /api/certificates and GET /api/users/certificates. */
export const certificateListSchema = z.object({ certificates: z.array(certificateSchema) });
/**
 * GET /certificates: a page of them. The specification's answer has no pagination; it was added
 * for long lists (docs/decisions/0043), `certificates` keeps its name and shape.
 */
export const certificatePageSchema = certificateListSchema.extend({ pagination: pageInfoSchema });
export type CertificatePage = z.output<typeof certificatePageSchema>;
export type CertificateList = z.output<typeof certificateListSchema>;

/** GET /api/certificates: filters (an admin's; anyone else sees their own). */
export const certificateListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  status: z
    .enum(['all', ...CERTIFICATE_STATUSES], { error: CERT_INPUT_MSG.invalidStatus })
    .optional(),
  class_id: idSchema().optional(),
  user_id: idSchema().optional(),
  ...listPageQuery(LIMITS.certificatePageSize[0], LIMITS.certificatePageSize[1]),
});
export type CertificateListQuery = z.output<typeof certificateListQuerySchema>;

/** The fields of a certificate upload (multipart form fields, or the JSON of upload-metadata). */
export const certificateMetaSchema = z.object({
  user_id: idSchema(FILE_MSG.selectStudent),
  class_id: idSchema(CERT_INPUT_MSG.selectClass),
  session_id: z.union([z.literal(''), z.null(), idSchema()]).optional(),
  certificate_name: textSchema(200, tooLongMessage('Certificate name', 200)).optional(),
  expiration_date: z
    .union([z.literal(''), z.null(), calendarDateSchema(CERT_INPUT_MSG.badDate)])
    .optional(),
});
export type CertificateMeta = z.output<typeof certificateMetaSchema>;

/** POST /api/certificates: the file and the fields of certificateMetaSchema, as a multipart form. */
export const certificateUploadFormSchema = multipartBody(
  'The certificate file (PDF, JPEG or PNG, 5 MB at most) and whose it is.',
  {
    user_id: { required: true, description: 'The student' },
    class_id: { required: true, description: 'The class' },
    session_id: { description: 'The session (optional)' },
    certificate_name: { description: 'Its name; "<class title> certificate" when left out' },
    expiration_date: { description: 'yyyy-MM-dd (optional)' },
    file: { file: true, required: true, description: 'The certificate' },
  },
);

/**
 * POST /api/certificates/upload-metadata (the catalogue's two-step flow): the file is already in
 * the student's certificate folder; its type and size are read from the stored file.
 */
export const certificateMetadataSchema = certificateMetaSchema.extend({
  file_path: z.string().max(512).optional(),
  supabase_path: z.string().max(512).optional(),
  certificate_url: z.string().max(1000).optional(),
  file_type: z.string().max(100).optional(),
  file_size: wholeNumberSchema(CERT_INPUT_MSG.badFileSize).optional(),
});
export type CertificateMetadataInput = z.output<typeof certificateMetadataSchema>;

/** The answer of an upload (both flows) and of a status change. */
export const certificateSavedSchema = z.object({
  message: z.string(),
  certificate: certificateSchema,
});
export type CertificateSaved = z.output<typeof certificateSavedSchema>;

/** POST /api/certificates/bulk-delete. */
export const certificateBulkDeleteSchema = z.object({
  ids: z
    .array(idSchema(), { error: CERT_INPUT_MSG.selectCertificates })
    .min(1, { error: CERT_INPUT_MSG.selectCertificates })
    .max(500),
});
export type CertificateBulkDeleteInput = z.output<typeof certificateBulkDeleteSchema>;

export const certificatesDeletedSchema = z.object({
  message: z.string(),
  deleted: z.number(),
  requested: z.number(),
});
export type CertificatesDeleted = z.output<typeof certificatesDeletedSchema>;

/** PATCH /api/certificates/:id: revoke or restore (expired is derived from the date). */
export const certificateStatusSchema = z.object({
  status: z.enum(['active', 'revoked'], { error: CERT_INPUT_MSG.activeOrRevoked }),
});
export type CertificateStatusInput = z.output<typeof certificateStatusSchema>;

/** GET /api/certificates/completed-sessions/:id (the class): sessions the student completed. */
export const completedSessionsQuerySchema = z.object({ user_id: idSchema().optional() });
export type CompletedSessionsQuery = z.output<typeof completedSessionsQuerySchema>;

export const completedSessionSchema = z.object({
  id: z.number(),
  session_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
});
export type CompletedSession = z.output<typeof completedSessionSchema>;

export const completedSessionsSchema = z.object({ sessions: z.array(completedSessionSchema) });
export type CompletedSessions = z.output<typeof completedSessionsSchema>;

/** GET /api/certificates/:id/download answers the file itself (PDF or image). */
export const certificateFileSchema = {
  description: 'The certificate file',
  content: {
    'application/pdf': { schema: z.string() },
    'image/png': { schema: z.string() },
    'image/jpeg': { schema: z.string() },
  },
};

/**
 * POST /api/admin/certificates, "action plus fields" (docs/decisions/0027 and 0040): `action` names
 * one of CERTIFICATE_ACTIONS and the other fields are the body of the action's own route, checked
 * by its schema with its texts (the id of its path as `certificate_id`, checked first):
 *   upload_metadata  the fields of POST /certificates/upload-metadata
 *   bulk_delete      ids, as POST /certificates/bulk-delete
 *   delete           certificate_id, as DELETE /certificates/{id} (other fields are ignored)
 *   set_status       certificate_id and status, as PATCH /certificates/{id}
 */
export const CERTIFICATE_ACTIONS = [
  'upload_metadata',
  'bulk_delete',
  'delete',
  'set_status',
] as const;
export const certificateActionSchema = actionBody({
  upload_metadata: certificateMetadataSchema,
  bulk_delete: certificateBulkDeleteSchema,
  delete: withTarget(
    'certificate_id',
    noBodySchema,
    'certificate_id, as DELETE /api/certificates/{id}',
  ),
  set_status: withTarget(
    'certificate_id',
    certificateStatusSchema,
    'certificate_id and the status of PATCH /api/certificates/{id}',
  ),
} satisfies Record<(typeof CERTIFICATE_ACTIONS)[number], z.ZodType>);
export type CertificateActionInput = z.output<typeof certificateActionSchema>;

/** The answer of an action: that of its own route (upload_metadata answers 201). */
export const certificateActionAnswerSchema = z.union([
  certificateSavedSchema,
  certificatesDeletedSchema,
  messageAnswer,
]);
export type CertificateActionAnswer = z.output<typeof certificateActionAnswerSchema>;

// ---------------------------------------------------------------- issued by CareClass (decision 0049)

export const ISSUED_MSG = {
  reasonRequired: 'Please give a reason for revoking the certificate',
  notIssued: 'Only certificates issued by CareClass can be reissued',
  alreadyReplaced: 'This certificate has already been replaced by a newer one',
  revoked: 'Certificate revoked',
  reissued: 'Certificate reissued',
  unknownCode: 'No certificate has this verification code',
  tooMany: 'Too many verification requests. Please try again later.',
} as const;

/** POST /api/admin/certificates/:id/revoke. */
export const certificateRevokeSchema = z.object({
  reason: z
    .string({ error: ISSUED_MSG.reasonRequired })
    .trim()
    .min(1, { error: ISSUED_MSG.reasonRequired })
    .max(500, { error: tooLongMessage('Reason', 500) }),
});
export type CertificateRevokeInput = z.output<typeof certificateRevokeSchema>;

/** GET /api/verify/:code: the code printed on the certificate (26 base32 characters). */
export const verifyParams = z.object({ code: z.string().max(64) });

export const VERIFICATION_STATUSES = ['valid', 'expired', 'revoked'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

/** What anyone may read of an issued certificate: nothing personal beyond the holder's name. */
export const certificateVerificationSchema = z.object({
  certificate: z.object({
    holder_name: z.string(),
    class_title: z.string(),
    training_hours: z.number().nullable(),
    session_start: z.string().nullable(),
    session_end: z.string().nullable(),
    instructor_name: z.string().nullable(),
    provider_name: z.string(),
    certificate_number: z.string(),
    issued_on: z.string(),
    /** Null: the certificate does not expire. */
    expires_on: z.string().nullable(),
    status: z.enum(VERIFICATION_STATUSES),
  }),
});
export type CertificateVerification = z.output<typeof certificateVerificationSchema>;

// ---------------------------------------------------------------- expiring soon (decision 0050)

export const EXPIRING_MSG = {
  badDays: 'The window must be a whole number of days from 1 to 365',
} as const;

/** The windows the office picks from; the API takes any whole number of days from 1 to 365. */
export const EXPIRING_WINDOWS = [30, 60, 90, 180] as const;
export const EXPIRING_DEFAULT_DAYS = 90;
/** The most rows one CSV export of the expiring certificates holds. */
export const EXPIRING_CSV_MAX_ROWS = 5000;

/** GET /api/admin/certificates/expiring (and .csv): the window from today and the class. */
export const expiringQuerySchema = z.object({
  days: wholeNumberSchema(EXPIRING_MSG.badDays, 1, 365).optional().default(EXPIRING_DEFAULT_DAYS),
  class_id: idSchema().optional(),
  ...pageQueryFields,
});
export type ExpiringQuery = z.output<typeof expiringQuerySchema>;

/** A certificate expiring in the window, and whether its holder has booked the renewing class. */
export const expiringCertificateSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  holder_name: z.string(),
  holder_email: z.string(),
  class_id: z.number().nullable(),
  class_title: z.string().nullable(),
  certificate_name: z.string(),
  expiration_date: z.string(),
  /** Days from the provider's today to the expiration date (0: it expires today). */
  days_left: z.number(),
  renewal_booked: z.boolean(),
  /** The first day of the earliest booked session of the renewing class; null when none. */
  renewal_session_date: z.string().nullable(),
});
export type ExpiringCertificate = z.output<typeof expiringCertificateSchema>;

export const expiringPageSchema = z.object({
  certificates: z.array(expiringCertificateSchema),
  /** The window's days as the provider's calendar reads them, both included. */
  window: z.object({ from: z.string(), to: z.string(), days: z.number() }),
  pagination: pageInfoSchema,
});
export type ExpiringPage = z.output<typeof expiringPageSchema>;

/** GET /api/admin/certificates/expiring.csv answers text/csv. */
export const expiringCsvSchema = {
  description: 'The certificates expiring in the window as CSV',
  content: { 'text/csv': { schema: z.string() } },
};

// ---------------------------------------------------------------- expiry reminders (decision 0052)

/** Days before a certificate expires at which its holder is reminded, unless settings say otherwise. */
export const DEFAULT_REMINDER_DAYS = [90, 60, 30, 7] as const;
/** How long "Hold a seat for me" keeps a seat of a renewal session (a waitlist offer's hold). */
export const RENEWAL_HOLD_HOURS = 48;

export const REMINDER_MSG = {
  notFound: 'Reminder not found',
  studentsOnly: 'Only students can hold a seat',
  wrongClass: 'This session does not renew your certificate',
  alreadyEnrolled: 'You are already enrolled in a session of this class',
  alreadyHolding: 'You already hold a seat in this class. See your waitlist.',
  held: 'A seat is held for you for 48 hours. Accept it from your waitlist to ask for enrollment.',
  badSession: 'Choose a session',
} as const;

/** A session of the renewing class that a reminder offers. */
export const renewalSessionSchema = z.object({
  id: z.number(),
  start_date: z.string(),
  end_date: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  location: z.string().nullable(),
  seats_left: z.number(),
});
export type RenewalSession = z.output<typeof renewalSessionSchema>;

/** GET /api/reminders/{id}: the reminder with the renewal sessions open now. */
export const expiryReminderSchema = z.object({
  id: z.number(),
  certificate_id: z.number(),
  certificate_name: z.string(),
  expiration_date: z.string(),
  threshold_days: z.number(),
  renewal_class_id: z.number(),
  renewal_class_title: z.string(),
  /** The student's live enrolment in the renewing class, or their held seat, if any. */
  enrolled: z.boolean(),
  held_entry: z
    .object({ id: z.number(), session_id: z.number().nullable(), offer_expires_at: z.string() })
    .nullable(),
  sessions: z.array(renewalSessionSchema),
});
export type ExpiryReminder = z.output<typeof expiryReminderSchema>;
export const expiryReminderAnswerSchema = z.object({ reminder: expiryReminderSchema });

/** POST /api/reminders/{id}/hold: the session to hold a seat in. */
export const holdSeatSchema = z
  .object({ session_id: idSchema(REMINDER_MSG.badSession) })
  .strict()
  .meta({ description: 'The renewal session to hold a seat in.' });
export type HoldSeatInput = z.output<typeof holdSeatSchema>;
export const holdSeatAnswerSchema = z.object({
  message: z.string(),
  waitlist_entry_id: z.number(),
  session_id: z.number(),
  offer_expires_at: z.string(),
});
