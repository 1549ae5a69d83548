import type { PublicUser } from '@careclass/shared';
import type { users } from '../../db/schema/index.ts';
import { iso } from '../../lib/time.ts';

type UserRow = typeof users.$inferSelect;

/** The only way a user row leaves the server: no hash, no internal columns. */
export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    role: row.role,
    status: row.status,
    phone_number: row.phoneNumber,
    address: row.address,
    emergency_contact: row.emergencyContact,
    email_notifications: row.emailNotifications,
    preferred_language: row.preferredLanguage,
    email_verified: row.emailVerifiedAt !== null,
    email_verified_at: iso(row.emailVerifiedAt),
    last_login: iso(row.lastLogin),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const fullName = (row: Pick<UserRow, 'firstName' | 'lastName'>) =>
  `${row.firstName} ${row.lastName}`.trim();
