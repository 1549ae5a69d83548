import { adminUserListSchema } from '@careclass/shared';
import type { UserPage } from '../types.ts';

/** A notification needs a message that is not blank. */
export const isBlank = (text: string) => text.trim() === '';

/**
 * The user list answer's schema. One without `users` and `pagination` yields an empty list
 * (specification 001, 5: "on the user screen a malformed list yields an empty list").
 */
export const userPageSchema = (page: number, limit: number) =>
  adminUserListSchema.catch((): UserPage => ({ users: [], pagination: { page, limit, total: 0 } }));
