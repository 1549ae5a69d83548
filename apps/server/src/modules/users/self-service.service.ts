import { LIMITS, isUnpaid, type ActivityHistoryQuery } from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { listCertificatesForUser } from '../certificates/certificates.service.ts';
import { toCertificateDto } from '../certificates/certificates.mapper.ts';
import { myEnrollments } from '../enrollments/enrollments.service.ts';
import { listMine as myNotifications } from '../notifications/notifications.service.ts';
import { myPayments, providerToday } from '../payments/payments.service.ts';
import { myWaitlist } from '../waitlist/waitlist.service.ts';
import { toPublicUser } from './users.mapper.ts';
import { activityPage, activityRows, type ActivityRow } from './activity.repository.ts';
import { paymentMethodsOf, type UserRow } from './users.repository.ts';

export const toActivityDto = (a: ActivityRow) => ({
  id: a.id,
  action: a.action,
  details: a.details,
  description: a.description,
  created_at: a.createdAt.toISOString(),
});

async function recentActivity(ctx: AppContext, userId: number, limit: number, offset = 0) {
  const rows = await activityRows(ctx.db, userId, limit, offset);
  return rows.map(toActivityDto);
}

/** Current: live (pending or approved, active). Past: moved to history, or rejected. */
const isCurrent = (e: { enrollment_type: string; enrollment_status: string }) =>
  e.enrollment_type === 'active' && e.enrollment_status !== 'rejected';

export async function myCertificates(ctx: AppContext, user: UserRow) {
  const [rows, today] = await Promise.all([
    listCertificatesForUser(ctx.db, user.id),
    providerToday(ctx),
  ]);
  return rows.map((r) => toCertificateDto(r, today));
}

async function myPaymentMethods(ctx: AppContext, user: UserRow) {
  const rows = await paymentMethodsOf(ctx.db, user.id);
  return rows.map((m) => ({
    id: m.id,
    payment_type: m.paymentType,
    last_four: m.lastFour,
    expiry_date: m.expiryDate,
    is_default: m.isDefault,
  }));
}

/**
 * The profile payload of the specification: the user and everything the self-service area shows,
 * gathered in parallel (each part is one or two queries, whatever the amounts).
 */
export async function fullProfile(ctx: AppContext, user: UserRow) {
  const [enrollments, certificates, payments, methods, notifications, waitlist, activity] =
    await Promise.all([
      myEnrollments(ctx, user),
      myCertificates(ctx, user),
      myPayments(ctx, user),
      myPaymentMethods(ctx, user),
      myNotifications(ctx, user),
      myWaitlist(ctx, user),
      recentActivity(ctx, user.id, LIMITS.recentActivityCount),
    ]);
  return {
    user: toPublicUser(user),
    enrollments: enrollments.enrollments,
    certificates,
    payments,
    payment_methods: methods,
    notifications: notifications.notifications,
    unread_notifications: notifications.unread_count,
    waitlist_entries: waitlist.entries,
    recent_activity: activity,
  };
}

export async function dashboard(ctx: AppContext, user: UserRow) {
  const [enrollments, certificates, payments, notifications, waitlist, activity] =
    await Promise.all([
      myEnrollments(ctx, user),
      myCertificates(ctx, user),
      myPayments(ctx, user),
      myNotifications(ctx, user),
      myWaitlist(ctx, user),
      recentActivity(ctx, user.id, LIMITS.recentActivityCount),
    ]);
  return {
    stats: {
      // "Approved with type active counts as an active class" (specification, states).
      active_classes: enrollments.enrollments.filter(
        (e) => e.enrollment_status === 'approved' && e.enrollment_type === 'active',
      ).length,
      certificates: certificates.length,
      payments_due: payments.filter((p) => isUnpaid(p.status)).length,
      unread_notifications: notifications.unread_count,
      open_waitlist: waitlist.entries.length,
    },
    recent_activity: activity,
  };
}

export async function activityHistory(
  ctx: AppContext,
  user: UserRow,
  { page, limit }: ActivityHistoryQuery,
) {
  const { rows, total } = await activityPage(ctx.db, user.id, limit, (page - 1) * limit);
  return { activities: rows.map(toActivityDto), total, page, limit };
}

export async function enrolledClasses(ctx: AppContext, user: UserRow) {
  const { enrollments } = await myEnrollments(ctx, user);
  return { enrollments: enrollments.filter(isCurrent) };
}

export async function historicalEnrollments(ctx: AppContext, user: UserRow) {
  const { enrollments } = await myEnrollments(ctx, user);
  return { enrollments: enrollments.filter((e) => !isCurrent(e)) };
}
