import {
  LIMITS,
  MSG,
  type AdminPasswordInput,
  type AdminUserActivityQuery,
  type AdminUserSearchQuery,
  centsToDollars,
  type RoleChangeInput,
  type StatusChangeInput,
  type UserNotificationInput,
  type UserRole,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { iso } from '../../lib/time.ts';
import { auditEntriesOfUser, recordAudit } from '../audit/audit.service.ts';
import { revokeUserSessions } from '../auth/auth.service.ts';
import { toEnrollmentDto, type EnrollmentDto } from '../enrollments/enrollments.mapper.ts';
import { enrollmentViewsOfUser } from '../enrollments/enrollments.service.ts';
import { notifyUser } from '../notifications/notify.ts';
import { noticeIn } from '../../mail/notice-texts.ts';
import { isDeletedEmail } from '../../lib/deleted-accounts.ts';
import { activityPage, recordActivity } from './activity.repository.ts';
import {
  activeInstructors,
  lockActiveAdminIds,
  lockUser,
  searchUsers as searchUserRows,
  userFigures,
} from './admin-users.repository.ts';
import { toActivityDto } from './self-service.service.ts';
import { fullName, toPublicUser } from './users.mapper.ts';
import { findUserById, updateUser, type UserRow } from './users.repository.ts';
import { refuseCommonPassword } from '../auth/common-passwords.ts';
import { pageOffset } from '../../db/paging.ts';

/** A user row in the back office: the public user plus the display name. */
export const toAdminUserDto = (row: UserRow) => ({ ...toPublicUser(row), name: fullName(row) });

/** The screen's "Users" are students: roles user and student are one audience. */
function rolesFor(role: UserRole | 'all' | undefined): UserRole[] | undefined {
  if (!role || role === 'all') return undefined;
  return role === 'user' || role === 'student' ? ['user', 'student'] : [role];
}

/** GET /admin/users/search: a page of users, newest first, with the pagination of the contract. */
export async function searchUsers(ctx: AppContext, q: AdminUserSearchQuery) {
  const term = (q.searchTerm ?? q.search)?.toLowerCase() || undefined;
  const { rows, total } = await searchUserRows(ctx.db, {
    term,
    roles: rolesFor(q.role),
    status: q.status,
    limit: q.limit,
    offset: pageOffset(q.page, q.limit),
  });
  return {
    users: rows.map(toAdminUserDto),
    pagination: {
      page: q.page,
      limit: q.limit,
      total: total.total,
      total_is_estimate: total.estimated,
    },
  };
}

async function existingUser(db: DbOrTx, id: number, message: string = MSG.userNotFound) {
  const user = await findUserById(db, id);
  if (!user) throw notFound(message);
  return user;
}

export async function getUser(ctx: AppContext, id: number) {
  return { user: toAdminUserDto(await existingUser(ctx.db, id)) };
}

/** Current: live (pending or approved, active). Historical: moved to history, or rejected. */
function splitEnrollments(list: EnrollmentDto[]) {
  const isActive = (e: EnrollmentDto) =>
    e.enrollment_type === 'active' && e.enrollment_status !== 'rejected';
  return { active: list.filter(isActive), historical: list.filter((e) => !isActive(e)) };
}

async function enrollmentsOf(db: DbOrTx, userId: number) {
  const views = await enrollmentViewsOfUser(db, userId);
  return splitEnrollments(views.map((v) => toEnrollmentDto(v, 'admin')));
}

/** GET /admin/users/{id}/profile: everything the profile dialog shows, in four queries. */
export async function getUserProfile(ctx: AppContext, id: number) {
  const [user, enrollments, figures] = await Promise.all([
    findUserById(ctx.db, id),
    enrollmentsOf(ctx.db, id),
    userFigures(ctx.db, id),
  ]);
  if (!user) throw notFound(MSG.userNotFound);
  return {
    user: toAdminUserDto(user),
    member_since: user.createdAt.toISOString(),
    last_updated: user.updatedAt.toISOString(),
    last_login: iso(user.lastLogin),
    email_notifications: user.emailNotifications,
    enrollments,
    payments: {
      count: figures.payments_count,
      paid_count: figures.paid_count,
      total_paid: centsToDollars(figures.paid_cents),
      outstanding_count: figures.outstanding_count,
      outstanding_amount: centsToDollars(figures.outstanding_cents),
      cancelled_count: figures.cancelled_count,
    },
    certificates_count: figures.certificates_count,
    waitlist_count: figures.open_waitlist_count,
  };
}

export async function getUserEnrollments(ctx: AppContext, id: number) {
  await existingUser(ctx.db, id);
  return enrollmentsOf(ctx.db, id);
}

/** GET /admin/users/{id}/activity: the user's history, 10 per page, newest first. */
export async function getUserActivity(
  ctx: AppContext,
  id: number,
  { page }: AdminUserActivityQuery,
) {
  await existingUser(ctx.db, id);
  const limit = LIMITS.activityPageSize;
  const { rows, total } = await activityPage(ctx.db, id, limit, (page - 1) * limit);
  return { activities: rows.map(toActivityDto), total, page, limit };
}

/** The most recent audit entries shown for one user. */
const AUDIT_ENTRIES_SHOWN = 200;

/** GET /admin/users/{id}/activity-logs: what the office did to this account, newest first. */
export async function getUserAuditLogs(ctx: AppContext, id: number) {
  await existingUser(ctx.db, id);
  const rows = await auditEntriesOfUser(ctx.db, id, AUDIT_ENTRIES_SHOWN);
  return {
    logs: rows.map((r) => ({
      id: r.id,
      action: r.action,
      actor_id: r.actorId,
      actor_email: r.actorEmail,
      target_type: r.targetType,
      target_id: r.targetId,
      before: r.before,
      after: r.after,
      ip_address: r.ipAddress,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

export async function listInstructors(ctx: AppContext) {
  const rows = await activeInstructors(ctx.db);
  return { instructors: rows.map((r) => ({ id: r.id, name: fullName(r) })) };
}

/**
 * The start of every admin write on an account, inside its transaction: the active admins are
 * locked first (always in the same order, so concurrent writes queue instead of deadlocking), the
 * caller must still be one of them, and the target is locked. An anonymised account is closed.
 */
export async function lockForAdminWrite(tx: DbOrTx, admin: UserRow, id: number) {
  const admins = await lockActiveAdminIds(tx);
  if (!admins.includes(admin.id)) throw forbidden();
  const target = await lockUser(tx, id);
  if (!target) throw notFound(MSG.userNotFound);
  if (isDeletedEmail(target.email)) throw conflict(MSG.userAlreadyDeleted, 'USER_DELETED');
  return {
    target,
    /** Whether taking the target out of the active admins would leave none. */
    isLastActiveAdmin: admins.includes(id) && admins.length === 1,
  };
}

/** What differs between a change of role and a change of status; the rules are the same. */
const ACCOUNT_CHANGES = {
  role: {
    label: 'Role',
    activity: 'role_update',
    audit: 'user.role_update',
    ownChange: MSG.cannotChangeOwnRole,
    done: MSG.userRoleUpdated,
  },
  status: {
    label: 'Status',
    activity: 'status_update',
    audit: 'user.status_update',
    ownChange: MSG.cannotChangeOwnStatus,
    done: MSG.userStatusUpdated,
  },
} as const;

/**
 * A change of role or status ends every session of the user (the old token fails on its next
 * call); setting the current value again changes nothing. An admin cannot change their own, and
 * the last active admin cannot be taken out of the active admins.
 */
async function changeAccount<F extends keyof typeof ACCOUNT_CHANGES>(
  ctx: AppContext,
  admin: UserRow,
  id: number,
  field: F,
  value: UserRow[F],
  ip?: string,
) {
  const rule = ACCOUNT_CHANGES[field];
  const user = await ctx.db.transaction(async (tx) => {
    const { target, isLastActiveAdmin } = await lockForAdminWrite(tx, admin, id);
    const from = target[field];
    if (from === value) return target;
    if (target.id === admin.id) throw conflict(rule.ownChange, 'SELF_CHANGE');
    if (isLastActiveAdmin) throw conflict(MSG.lastActiveAdmin, 'LAST_ADMIN');
    const updated = (await updateUser(tx, id, { [field]: value }))!;
    await revokeUserSessions(tx, id);
    await recordActivity(tx, {
      userId: id,
      action: rule.activity,
      description: `${rule.label} changed from ${from} to ${value} by the office`,
      details: { from, to: value },
    });
    await recordAudit(tx, {
      actor: admin,
      action: rule.audit,
      targetType: 'user',
      targetId: id,
      before: { [field]: from },
      after: { [field]: value, sessions_revoked: true },
      ip,
    });
    return updated;
  });
  return { user: toAdminUserDto(user), message: rule.done };
}

/** PATCH /admin/users/{id}/role. */
export async function changeRole(
  ctx: AppContext,
  admin: UserRow,
  id: number,
  { role }: RoleChangeInput,
  ip?: string,
) {
  return changeAccount(ctx, admin, id, 'role', role, ip);
}

/** PATCH /admin/users/{id}/status, with the same rules as the role change. */
export async function changeStatus(
  ctx: AppContext,
  admin: UserRow,
  id: number,
  { status }: StatusChangeInput,
  ip?: string,
) {
  return changeAccount(ctx, admin, id, 'status', status, ip);
}

/**
 * PUT /admin/users/{id}/password: the office sets a new password. Every session of the user ends,
 * and they are told (in-app and always by e-mail) that the office reset it; the mail never carries
 * the password.
 */
export async function resetPassword(
  ctx: AppContext,
  admin: UserRow,
  id: number,
  input: AdminPasswordInput,
  ip?: string,
) {
  refuseCommonPassword(input.newPassword, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    const { target } = await lockForAdminWrite(tx, admin, id);
    await updateUser(tx, id, { passwordHash });
    await revokeUserSessions(tx, id);
    await recordActivity(tx, {
      userId: id,
      action: 'password_change',
      description: 'Password reset by the office',
      details: { by: 'office' },
    });
    await notifyUser(tx, {
      user: target,
      said: (lang) => noticeIn('passwordResetByOffice', lang, {}),
      type: 'system',
      actionUrl: '/login',
      senderId: admin.id,
      mail: 'always',
      appUrl: ctx.config.appUrl,
    });
    await recordAudit(tx, {
      actor: admin,
      action: 'user.password_reset',
      targetType: 'user',
      targetId: id,
      after: { sessions_revoked: true, user_told: true },
      ip,
    });
  });
  return { message: MSG.passwordResetByAdmin };
}

export const DEFAULT_NOTICE_TITLE = 'Message from the office';

/**
 * POST /admin/users/{id}/notifications: Send Notification from User Management. An in-app
 * notification and, if the user wants e-mail, a mail; audited.
 */
export async function sendNotification(
  ctx: AppContext,
  admin: UserRow,
  id: number,
  input: UserNotificationInput,
  ip?: string,
) {
  const title = input.title || DEFAULT_NOTICE_TITLE;
  await ctx.db.transaction(async (tx) => {
    const user = await findUserById(tx, id);
    if (!user || isDeletedEmail(user.email)) throw notFound(MSG.invalidUserSelected);
    await notifyUser(tx, {
      user,
      title,
      message: input.message,
      type: 'user_notification',
      senderId: admin.id,
      metadata: { recipient_type: 'user', user_id: id, user_name: fullName(user) },
      mail: 'preference',
      appUrl: ctx.config.appUrl,
    });
    await recordAudit(tx, {
      actor: admin,
      action: 'user.notify',
      targetType: 'user',
      targetId: id,
      after: { title, message: input.message },
      ip,
    });
  });
  return { message: MSG.notificationSent };
}
