import {
  LIMITS,
  MSG,
  type ChangePasswordInput,
  type PreferencesInput,
  type ProfileUpdateInput,
  PROFILE_MSG,
} from '@careclass/shared';
import type { AppContext } from '../../context.ts';
import { badRequest, notFound, tooManyRequests } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { releaseHits, reserveHits } from '../auth/rate-limit.ts';
import { passwordChangedMail, revokeUserSessions } from '../auth/auth.service.ts';
import { recordActivity } from './activity.repository.ts';
import { toPublicUser } from './users.mapper.ts';
import { findUserById, updateUser, type UserRow } from './users.repository.ts';
import { refuseCommonPassword } from '../auth/common-passwords.ts';

export async function getProfile(ctx: AppContext, userId: number) {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound();
  return { user: toPublicUser(user) };
}

const PROFILE_FIELDS = {
  first_name: 'firstName',
  last_name: 'lastName',
  phone_number: 'phoneNumber',
  address: 'address',
  emergency_contact: 'emergencyContact',
  preferred_language: 'preferredLanguage',
} as const;

/** Updates the given fields only; the activity entry lists what changed. */
export async function updateProfile(ctx: AppContext, current: UserRow, input: ProfileUpdateInput) {
  const changes: Partial<UserRow> = {};
  const changed: string[] = [];
  for (const [field, column] of Object.entries(PROFILE_FIELDS)) {
    const value = input[field as keyof typeof input];
    if (value === undefined) continue;
    if (current[column] !== value) {
      (changes as Record<string, unknown>)[column] = value;
      changed.push(field);
    }
  }
  const user = await ctx.db.transaction(async (tx) => {
    const updated = changed.length ? await updateUser(tx, current.id, changes) : current;
    if (changed.length) {
      await recordActivity(tx, {
        userId: current.id,
        action: 'profile_update',
        description: 'Profile details updated',
        details: { fields: changed.join(', ') },
      });
    }
    return updated ?? current;
  });
  return { user: toPublicUser(user), message: MSG.profileUpdated };
}

export async function updatePreferences(
  ctx: AppContext,
  current: UserRow,
  input: PreferencesInput,
) {
  const emailNotifications = input.preferences?.email_notifications ?? input.email_notifications;
  if (emailNotifications === undefined) {
    throw badRequest(PROFILE_MSG.chooseEmailNotifications, {
      email_notifications: PROFILE_MSG.required,
    });
  }
  const user = (await updateUser(ctx.db, current.id, { emailNotifications })) ?? current;
  return { user: toPublicUser(user), message: MSG.preferencesUpdated };
}

/**
 * A wrong current password counts like a failed login: a stolen session must not be a way to
 * guess the password. The attempt is reserved before the check; a right one gives it back.
 */
async function reservePasswordCheck(ctx: AppContext, userId: number) {
  const reservation = await reserveHits(ctx.db, [
    {
      key: `change-password:user:${userId}`,
      limit: LIMITS.passwordChangeFailuresPerWindow,
      windowMinutes: LIMITS.passwordChangeWindowMinutes,
    },
  ]);
  if (!reservation) throw tooManyRequests(MSG.tooManyPasswordChanges);
  return reservation;
}

/**
 * Changes the caller's password after checking the current one. Other devices are signed out;
 * the device making the change stays signed in.
 */
export async function changePassword(
  ctx: AppContext,
  current: UserRow,
  sessionId: string,
  input: ChangePasswordInput,
) {
  refuseCommonPassword(input.newPassword, 'newPassword');
  const reservation = await reservePasswordCheck(ctx, current.id);
  if (!(await verifyPassword(current.passwordHash, input.currentPassword))) {
    throw badRequest(MSG.currentPasswordWrong, { currentPassword: MSG.currentPasswordWrong });
  }
  await releaseHits(ctx.db, reservation);
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.transaction(async (tx) => {
    const user = await updateUser(tx, current.id, { passwordHash });
    await revokeUserSessions(tx, current.id, sessionId);
    await recordActivity(tx, {
      userId: current.id,
      action: 'password_change',
      description: 'Password changed',
    });
    await enqueueMail(tx, passwordChangedMail(user ?? current));
  });
  return { message: MSG.passwordUpdated };
}

/** Other modules read a user and add to a student's activity history through this service. */
export { findUserById, recordActivity };
export { recordActivityFromSql } from './activity.repository.ts';
