import type { UserFilters } from '../types.ts';

/** Query keys of User Management; under 'admin' so that a back-office write refreshes them too. */
export const userKeys = {
  list: (filters: UserFilters) => ['admin', 'users', 'list', filters] as const,
  profile: (id: number) => ['admin', 'users', id, 'profile'] as const,
  activity: (id: number, page: number) => ['admin', 'users', id, 'activity', page] as const,
  enrollments: (id: number) => ['admin', 'users', id, 'enrollments'] as const,
};
