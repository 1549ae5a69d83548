import type { UserRole } from '@careclass/shared';

/**
 * User Management's view of the API payloads (docs/decisions/0012): the answers' types come from
 * the shared contract (packages/shared/src/contracts/users.ts).
 */
export type {
  Activity as ActivityEntry,
  ActivityPage,
  AdminUser,
  AdminUserEnrollments as UserEnrollments,
  AdminUserList as UserPage,
  AdminUserProfile as UserProfile,
  UserRole,
  UserStatus,
} from '@careclass/shared';

export interface UserFilters {
  /** 1-based. */
  page: number;
  limit: number;
  searchTerm?: string;
  /** Omitted for All Roles; `user` means students (roles user and student). */
  role?: Extract<UserRole, 'user' | 'instructor' | 'admin'>;
}
