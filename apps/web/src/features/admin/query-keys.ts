/** Query keys of the back office; everything starts with 'admin' so one call refreshes it all. */
export const adminKeys = {
  all: ['admin'] as const,
  classes: () => ['admin', 'classes'] as const,
  /** A page of Class Management's list (its search, page and size). */
  classPage: (params: object) => ['admin', 'classes', 'page', params] as const,
  /** Under `classes`, so what refreshes the class list refreshes the pickers too. */
  classChoices: () => ['admin', 'classes', 'choices'] as const,
  classDetail: (id: number) => ['admin', 'classes', id] as const,
  classStudents: (id: number) => ['admin', 'classes', id, 'students'] as const,
  classEnrollments: (id: number) => ['admin', 'classes', id, 'enrollments'] as const,
  instructors: () => ['admin', 'instructors'] as const,
  enrollments: (params: object) => ['admin', 'enrollments', params] as const,
  enrollmentStats: () => ['admin', 'enrollments', 'stats'] as const,
  waitlist: (params: object) => ['admin', 'waitlist', params] as const,
  pendingCounts: () => ['admin', 'pending-counts'] as const,
};
