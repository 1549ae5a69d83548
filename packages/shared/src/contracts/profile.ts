import { z } from 'zod';
import { CERTIFICATE_STATUSES, NOTIFICATION_TYPES, PAYMENT_STATUSES } from '../enums.ts';
import { publicUserSchema } from '../account.ts';
import { enrollmentSchema } from './enrollments.ts';
import { waitlistEntrySchema } from './waitlist.ts';

/**
 * The contract of a student's own pages (issue 12): the profile and the views of their own
 * enrollments. The profile gathers items of other domains (payments, certificates, notifications);
 * their shapes are written here as the profile answers them, prefixed `profile...` so they never
 * clash with the owning domain's names (to be folded into one schema per item at merge).
 */

/** One entry of the caller's activity log. */
export const profileActivitySchema = z.object({
  id: z.number(),
  action: z.string(),
  details: z.record(z.string(), z.unknown()),
  description: z.string().nullable(),
  created_at: z.string(),
});
export type ProfileActivity = z.output<typeof profileActivitySchema>;

/** A payment the caller owes or paid (amount in dollars; status derived from the due date). */
export const profilePaymentSchema = z.object({
  id: z.number(),
  class_id: z.number().nullable(),
  class_name: z.string().nullable(),
  enrollment_id: z.number().nullable(),
  amount: z.number(),
  due_date: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type ProfilePayment = z.output<typeof profilePaymentSchema>;

/** A saved card (last four digits only). */
export const profilePaymentMethodSchema = z.object({
  id: z.number(),
  payment_type: z.string(),
  last_four: z.string(),
  expiry_date: z.string(),
  is_default: z.boolean(),
});
export type ProfilePaymentMethod = z.output<typeof profilePaymentMethodSchema>;

/** One of the caller's certificates; the file is served by certificate_url. */
export const profileCertificateSchema = z.object({
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
  upload_date: z.string(),
  created_at: z.string(),
  status: z.enum(CERTIFICATE_STATUSES),
  certificate_url: z.string(),
});
export type ProfileCertificate = z.output<typeof profileCertificateSchema>;

/** One of the caller's notifications. */
export const profileNotificationSchema = z.object({
  id: z.number(),
  title: z.string(),
  message: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  is_read: z.boolean(),
  read: z.boolean(),
  read_at: z.string().nullable(),
  created_at: z.string(),
  timestamp: z.string(),
  action_url: z.string().nullable(),
  recipient: z.number(),
  recipient_name: z.string().nullable(),
  sender_id: z.number().nullable(),
  sender_name: z.string().nullable(),
  template_id: z.number().nullable(),
  metadata: z.record(z.string(), z.unknown()),
});
export type ProfileNotification = z.output<typeof profileNotificationSchema>;

/** GET /profile/profile: the user and everything the self-service area shows. */
export const fullProfileSchema = z.object({
  user: publicUserSchema,
  enrollments: z.array(enrollmentSchema),
  certificates: z.array(profileCertificateSchema),
  payments: z.array(profilePaymentSchema),
  payment_methods: z.array(profilePaymentMethodSchema),
  notifications: z.array(profileNotificationSchema),
  unread_notifications: z.number(),
  waitlist_entries: z.array(waitlistEntrySchema),
  recent_activity: z.array(profileActivitySchema),
});
export type FullProfile = z.output<typeof fullProfileSchema>;

/** GET /users/dashboard: the overview's counts and recent activity. */
export const dashboardSchema = z.object({
  stats: z.object({
    active_classes: z.number(),
    certificates: z.number(),
    payments_due: z.number(),
    unread_notifications: z.number(),
    open_waitlist: z.number(),
  }),
  recent_activity: z.array(profileActivitySchema),
});
export type Dashboard = z.output<typeof dashboardSchema>;
