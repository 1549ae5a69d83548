import type { UserPage } from '../types.ts';

/** A notification needs a message that is not blank. */
export const isBlank = (text: string) => text.trim() === '';

/**
 * The user list answer. One without `users` and `pagination` yields an empty list (specification
 * 001, 5: "on the user screen a malformed list yields an empty list").
 */
export function readUserPage(data: unknown, page: number, limit: number): UserPage {
  const empty: UserPage = { users: [], pagination: { page, limit, total: 0 } };
  if (!data || typeof data !== 'object') return empty;
  const { users, pagination } = data as Partial<UserPage>;
  if (!Array.isArray(users) || !pagination || typeof pagination !== 'object') return empty;
  const total = Number(pagination.total);
  return {
    users,
    pagination: {
      page: Number(pagination.page) || page,
      limit: Number(pagination.limit) || limit,
      total: Number.isFinite(total) ? total : users.length,
    },
  };
}
