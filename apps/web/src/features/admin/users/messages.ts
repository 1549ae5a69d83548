/** Texts of User Management (specification 001, 5 "Admin users" and 8 "Admin: Users"). */
export const USERS_MSG = {
  fetchUsers: 'Failed to fetch users',
  deleteUser: 'Failed to delete user',
  fetchActivity: 'Failed to fetch user activity',
  fetchProfile: 'Failed to fetch user profile',
  fetchEnrollments: 'Failed to fetch user enrollments',
  sendNotification: 'Failed to send notification',
  resetPassword: 'Failed to reset password',
  updateRole: 'Failed to update user role',
  updateStatus: 'Failed to update user status',
  loadProfile: 'Failed to load profile',
  noUsers: 'No users found',
} as const;
