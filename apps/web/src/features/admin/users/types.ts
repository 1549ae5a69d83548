import type { PublicUser, UserRole, UserStatus } from '@careclass/shared';
import type { Enrollment } from '@careclass/shared';

/** User Management's view of the API payloads (docs/decisions/0012; server admin-users.*). */

/** A user of the list: the public user plus the display name. */
export interface AdminUser extends PublicUser {
  name: string;
}

export interface UserPage {
  users: AdminUser[];
  pagination: { page: number; limit: number; total: number };
}

export interface UserFilters {
  /** 1-based. */
  page: number;
  limit: number;
  searchTerm?: string;
  /** Omitted for All Roles; `user` means students (roles user and student). */
  role?: Extract<UserRole, 'user' | 'instructor' | 'admin'>;
}

/** GET /admin/users/{id}/profile. */
export interface UserProfile {
  user: AdminUser;
  member_since: string;
  last_updated: string;
  last_login: string | null;
  email_notifications: boolean;
  enrollments: UserEnrollments;
  payments: {
    count: number;
    paid_count: number;
    total_paid: number;
    outstanding_count: number;
    outstanding_amount: number;
    cancelled_count: number;
  };
  certificates_count: number;
  waitlist_count: number;
}

/** GET /admin/users/{id}/enrollments: live ones, and those moved to history or rejected. */
export interface UserEnrollments {
  active: Enrollment[];
  historical: Enrollment[];
}

export interface ActivityEntry {
  id: number;
  action: string;
  details: Record<string, unknown> | null;
  description: string | null;
  created_at: string;
}

/** GET /admin/users/{id}/activity?page: 10 per page, newest first. */
export interface ActivityPage {
  activities: ActivityEntry[];
  total: number;
  page: number;
  limit: number;
}

export type { UserRole, UserStatus };
