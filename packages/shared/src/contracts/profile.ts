import { z } from 'zod';
import { certificateSchema } from './certificates.ts';
import { enrollmentSchema } from './enrollments.ts';
import { notificationSchema } from './notifications.ts';
import { paymentSchema } from './payments.ts';
import { activitySchema, publicUserSchema } from './users.ts';
import { waitlistEntrySchema } from './waitlist.ts';

/**
 * The contract of a student's own pages (issue 12): the profile and the views of their own
 * enrollments. The profile gathers items of other domains (payments, certificates, notifications,
 * activity) in their own domains' shapes.
 */

/** A saved card (last four digits only). */
export const profilePaymentMethodSchema = z.object({
  id: z.number(),
  payment_type: z.string(),
  last_four: z.string(),
  expiry_date: z.string(),
  is_default: z.boolean(),
});
export type ProfilePaymentMethod = z.output<typeof profilePaymentMethodSchema>;

/** GET /profile/profile: the user and everything the self-service area shows. */
export const fullProfileSchema = z.object({
  user: publicUserSchema,
  enrollments: z.array(enrollmentSchema),
  certificates: z.array(certificateSchema),
  payments: z.array(paymentSchema),
  payment_methods: z.array(profilePaymentMethodSchema),
  notifications: z.array(notificationSchema),
  unread_notifications: z.number(),
  waitlist_entries: z.array(waitlistEntrySchema),
  recent_activity: z.array(activitySchema),
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
  recent_activity: z.array(activitySchema),
});
export type Dashboard = z.output<typeof dashboardSchema>;
