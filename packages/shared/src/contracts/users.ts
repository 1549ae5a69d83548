import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { MSG } from '../messages.ts';
import { LANGUAGES, USER_ROLES, USER_STATUSES } from '../enums.ts';
import { INPUT_MSG, textSchema, tooLongMessage } from '../input.ts';
import { nameField, phoneField, requiredText } from '../account.ts';
import { enrollmentSchema } from './enrollments.ts';
import { LIST_MSG, pageInfoSchema } from './common.ts';

/**
 * The contract of the users domain (issue 12): a signed-in user's own account (profile,
 * preferences, password, activity) and the back office's User Management.
 */

/** The user object every login, registration and profile response carries. */
export const publicUserSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  status: z.enum(USER_STATUSES),
  phone_number: z.string().nullable(),
  address: z.string().nullable(),
  emergency_contact: z.string().nullable(),
  email_notifications: z.boolean(),
  /** The language of the person's site, e-mails and documents (docs/decisions/0053). */
  preferred_language: z.enum(LANGUAGES),
  email_verified: z.boolean(),
  email_verified_at: z.string().nullable(),
  last_login: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** GET /api/users/profile. */
export const userAnswerSchema = z.object({ user: publicUserSchema });
export type UserAnswer = z.output<typeof userAnswerSchema>;

/** PUT /api/users/profile, /api/profile/profile and /api/users/preferences. */
export const userUpdatedSchema = z.object({ user: publicUserSchema, message: z.string() });
export type UserUpdated = z.output<typeof userUpdatedSchema>;

/** A language a person can choose (en, es), with a clear message for anything else. */
export const preferredLanguageField = z
  .enum(LANGUAGES, { error: MSG.invalidLanguage })
  .describe('The language of the site, e-mails and documents: en or es');

/** PUT /api/users/profile and /api/profile/profile: the fields given are changed. */
export const profileUpdateSchema = z.object({
  first_name: requiredText(MSG.firstNameRequired).pipe(
    nameField(MSG.firstNameTooShort, 'First name'),
  ),
  last_name: requiredText(MSG.lastNameRequired).pipe(nameField(MSG.lastNameTooShort, 'Last name')),
  phone_number: phoneField,
  address: textSchema(300, tooLongMessage('Address', 300)).optional().nullable(),
  emergency_contact: textSchema(300, tooLongMessage('Emergency contact', 300))
    .optional()
    .nullable(),
  preferred_language: preferredLanguageField.optional(),
});
export type ProfileUpdateInput = z.output<typeof profileUpdateSchema>;

/** PUT /api/users/preferences: either spelling; one of them is required (the service says so). */
export const preferencesSchema = z.object({
  preferences: z.object({ email_notifications: z.boolean() }).optional(),
  email_notifications: z.boolean().optional(),
});
export type PreferencesInput = z.output<typeof preferencesSchema>;

/** Change password: both catalogue paths take currentPassword and newPassword. */
export const changePasswordSchema = z
  .object({
    currentPassword: requiredText(MSG.allFieldsRequired),
    newPassword: z
      .string({ error: MSG.allFieldsRequired })
      .min(1, { error: MSG.allFieldsRequired })
      .min(LIMITS.passwordMinLength, { error: MSG.newPasswordTooShort })
      .max(200, { error: MSG.newPasswordTooShort }),
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    error: MSG.newPasswordsDoNotMatch,
    path: ['confirmPassword'],
  });

/**
 * The body of POST /api/users/change-password and PUT /api/profile/password, checked in the
 * specification's order: all fields, then the match, then the length (changePasswordSchema).
 */
/**
 * The new password and its optional confirmation of a password form's body, with the screen's own
 * texts: `required` when a field is missing or empty, `mismatch` when the confirmation differs.
 * The length is checked after the match, by the schema the body pipes into.
 */
export function newPasswordFields(texts: { required: string; mismatch: string }) {
  return {
    newPassword: z
      .string({ error: texts.required })
      .min(1, { error: texts.required })
      .describe(`The new password, ${LIMITS.passwordMinLength} to 200 characters`),
    confirmPassword: z
      .string({ error: texts.mismatch })
      .min(1, { error: texts.required })
      .optional()
      .describe('The new password again (optional; must match)'),
  };
}

/** A refinement: a confirmation, when given, must equal the new password. */
export function confirmationMustMatch(mismatch: string) {
  return (v: { newPassword?: unknown; confirmPassword?: unknown }, issue: z.RefinementCtx) => {
    if (typeof v.newPassword !== 'string' || v.confirmPassword === undefined) return;
    if (v.confirmPassword !== v.newPassword) {
      issue.addIssue({ code: 'custom', message: mismatch, path: ['confirmPassword'] });
    }
  };
}

export const changePasswordBodySchema = z
  .object({
    currentPassword: z
      .string({ error: MSG.allFieldsRequired })
      .min(1, { error: MSG.allFieldsRequired })
      .describe('The current password'),
    ...newPasswordFields({ required: MSG.allFieldsRequired, mismatch: MSG.newPasswordsDoNotMatch }),
  })
  .superRefine(confirmationMustMatch(MSG.newPasswordsDoNotMatch))
  .pipe(changePasswordSchema);
export type ChangePasswordInput = z.output<typeof changePasswordBodySchema>;

/** One entry of a user's activity history. */
export const activitySchema = z.object({
  id: z.number(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  description: z.string(),
  created_at: z.string(),
});
export type Activity = z.output<typeof activitySchema>;

/** GET /api/users/activity-history and GET /api/admin/users/:id/activity: a page of it. */
export const activityPageSchema = z.object({
  activities: z.array(activitySchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type ActivityPage = z.output<typeof activityPageSchema>;

/** Empty query parameters (`?role=`) mean "not given". */
const blankIsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const pageParam = z.coerce
  .number({ error: LIST_MSG.invalidPage })
  .int({ error: LIST_MSG.invalidPage })
  .min(1, { error: LIST_MSG.invalidPage });

/** GET /api/users/activity-history: page (from 1) and limit (1 to 100). */
export const activityHistoryQuerySchema = z.object({
  page: z.coerce
    .number({ error: LIST_MSG.invalidPage })
    .int()
    .min(1, { error: LIST_MSG.invalidPage })
    .optional()
    .default(1),
  limit: z.coerce
    .number({ error: LIST_MSG.invalidLimit })
    .int()
    .min(1)
    .max(100, { error: LIST_MSG.invalidLimit })
    .optional()
    .default(LIMITS.activityPageSize),
});
export type ActivityHistoryQuery = z.output<typeof activityHistoryQuerySchema>;

/** GET /api/admin/users/:id/activity: the page, from 1 (10 entries a page). */
export const adminUserActivityQuerySchema = z.object({
  page: blankIsMissing(pageParam).default(1),
});
export type AdminUserActivityQuery = z.output<typeof adminUserActivityQuerySchema>;

// ---- The back office (admins only) ----

/** A user as the back office sees it: the public user and the display name. */
export const adminUserSchema = publicUserSchema.extend({ name: z.string() });
export type AdminUser = z.output<typeof adminUserSchema>;

/** GET /api/admin/users/:id. */
export const adminUserAnswerSchema = z.object({ user: adminUserSchema });

/** PATCH /api/admin/users/:id/role and /status. */
export const adminUserUpdatedSchema = z.object({ user: adminUserSchema, message: z.string() });
export type AdminUserUpdated = z.output<typeof adminUserUpdatedSchema>;

/** GET /api/admin/users/search. */
export const adminUserListSchema = z.object({
  users: z.array(adminUserSchema),
  pagination: pageInfoSchema,
});
export type AdminUserList = z.output<typeof adminUserListSchema>;

const searchText = z.string().trim().max(100, { error: LIST_MSG.searchTooLong });

/**
 * GET /api/admin/users/search: page, page size (10, 25 or 50), search text (searchTerm, or the
 * helper's search), role and status. A blank parameter is "not given"; role `all` is no filter.
 */
export const adminUserSearchQuerySchema = z.object({
  page: blankIsMissing(pageParam).default(1),
  limit: blankIsMissing(
    z.coerce
      .number({ error: MSG.invalidPageSize })
      .refine((n) => (LIMITS.userPageSizes as readonly number[]).includes(n), {
        error: MSG.invalidPageSize,
      }),
  ).default(LIMITS.userPageSizeDefault),
  searchTerm: blankIsMissing(searchText),
  search: blankIsMissing(searchText),
  role: blankIsMissing(z.enum([...USER_ROLES, 'all'], { error: MSG.invalidRole })),
  status: blankIsMissing(z.enum(USER_STATUSES, { error: MSG.invalidUserStatus })),
});
export type AdminUserSearchQuery = z.output<typeof adminUserSearchQuerySchema>;

/** GET /api/admin/instructors: the active instructors, for the class forms. */
export const instructorListSchema = z.object({
  instructors: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type InstructorList = z.output<typeof instructorListSchema>;

/** GET /api/admin/users/:id/enrollments: current (live) and historical. */
export const adminUserEnrollmentsSchema = z.object({
  active: z.array(enrollmentSchema),
  historical: z.array(enrollmentSchema),
});
export type AdminUserEnrollments = z.output<typeof adminUserEnrollmentsSchema>;

/** GET /api/admin/users/:id/profile: everything the profile dialog shows. */
export const adminUserProfileSchema = z.object({
  user: adminUserSchema,
  member_since: z.string(),
  last_updated: z.string(),
  last_login: z.string().nullable(),
  email_notifications: z.boolean(),
  enrollments: adminUserEnrollmentsSchema,
  payments: z.object({
    count: z.number(),
    paid_count: z.number(),
    total_paid: z.number(),
    outstanding_count: z.number(),
    outstanding_amount: z.number(),
    cancelled_count: z.number(),
  }),
  certificates_count: z.number(),
  waitlist_count: z.number(),
});
export type AdminUserProfile = z.output<typeof adminUserProfileSchema>;

/** GET /api/admin/users/:id/activity-logs: what the office did to the account, newest first. */
export const adminUserAuditLogsSchema = z.object({
  logs: z.array(
    z.object({
      id: z.number(),
      action: z.string(),
      actor_id: z.number().nullable(),
      actor_email: z.string().nullable(),
      target_type: z.string(),
      target_id: z.string().nullable(),
      before: z.unknown(),
      after: z.unknown(),
      ip_address: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
});
export type AdminUserAuditLogs = z.output<typeof adminUserAuditLogsSchema>;

/** PATCH /api/admin/users/:id/role. */
export const roleChangeSchema = z.object({
  role: z.enum(USER_ROLES, { error: MSG.invalidRole }),
});
export type RoleChangeInput = z.output<typeof roleChangeSchema>;

/** PATCH /api/admin/users/:id/status. */
export const statusChangeSchema = z.object({
  status: z.enum(USER_STATUSES, { error: MSG.invalidUserStatus }),
});
export type StatusChangeInput = z.output<typeof statusChangeSchema>;

/** PUT /api/admin/users/:id/password: both fields, then the match, then the length. */
const adminPasswordFields = z.object({
  newPassword: z
    .string({ error: MSG.bothPasswordsRequired })
    .min(1, { error: MSG.bothPasswordsRequired }),
  confirmPassword: z
    .string({ error: MSG.bothPasswordsRequired })
    .min(1, { error: MSG.bothPasswordsRequired })
    .optional(),
});

function checkAdminPassword(
  v: { newPassword: string; confirmPassword?: string },
  issue: z.RefinementCtx,
) {
  // Zod runs this even when a field failed above; a blank field has its message already.
  if (!v.newPassword || v.confirmPassword === '') return;
  if (v.confirmPassword !== undefined && v.confirmPassword !== v.newPassword) {
    issue.addIssue({
      code: 'custom',
      message: MSG.passwordsDoNotMatch,
      path: ['confirmPassword'],
    });
  } else if (v.newPassword.length < LIMITS.passwordMinLength) {
    issue.addIssue({ code: 'custom', message: MSG.passwordTooShort, path: ['newPassword'] });
  } else if (v.newPassword.length > 200) {
    issue.addIssue({
      code: 'custom',
      message: INPUT_MSG.passwordTooLong,
      path: ['newPassword'],
    });
  }
}

export const adminPasswordSchema = adminPasswordFields.superRefine(checkAdminPassword);

/** The snake_case spelling is folded into the camelCase one (which wins when both are sent). */
function foldAdminPassword(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { new_password, confirm_password, ...rest } = body as Record<string, unknown>;
  return {
    ...rest,
    newPassword: rest.newPassword ?? new_password,
    confirmPassword: rest.confirmPassword ?? confirm_password,
  };
}

/** The body of PUT /api/admin/users/:id/password: camelCase or snake_case names. */
export const adminPasswordBodySchema = z.preprocess(
  foldAdminPassword,
  adminPasswordFields
    .extend({
      new_password: z.string().optional().describe('Same as newPassword'),
      confirm_password: z.string().optional().describe('Same as confirmPassword'),
    })
    .superRefine(checkAdminPassword),
);
export type AdminPasswordInput = z.output<typeof adminPasswordBodySchema>;

/**
 * The checks of the office's notification forms (the specification gives no text for them): the
 * Notification Center's and User Management's Send Notification. Here, as the user contract (in the
 * first page's code) needs two of them and nothing else of the notifications contract.
 */
export const NOTICE_INPUT_MSG = {
  titleTooLong: 'The title is too long (200 characters at most)',
  messageTooLong: 'The message is too long (5000 characters at most)',
  linkLabelTooLong: 'A link label is at most 200 characters',
  linkTooLong: 'A link is at most 2000 characters',
  templateNameTooLong: 'The template name is too long (100 characters at most)',
} as const;

/** POST /api/admin/users/:id/notifications: Send Notification from User Management. */
export const userNotificationSchema = z.object({
  title: z.string().trim().max(200, { error: NOTICE_INPUT_MSG.titleTooLong }).optional().nullable(),
  message: z
    .string({ error: MSG.enterNotificationMessage })
    .trim()
    .min(1, { error: MSG.enterNotificationMessage })
    .max(5000, { error: NOTICE_INPUT_MSG.messageTooLong }),
});
export type UserNotificationInput = z.output<typeof userNotificationSchema>;

/** DELETE /api/admin/users/:id: deleted outright, or anonymised when history must stay. */
export const userDeletedSchema = z.object({
  message: z.string(),
  mode: z.enum(['deleted', 'anonymised']),
});
export type UserDeleted = z.output<typeof userDeletedSchema>;
