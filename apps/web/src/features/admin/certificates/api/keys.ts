/** Query keys of Certificate Management; under 'admin' so a back-office write refreshes them. */
export const certificateKeys = {
  list: (filters: object) => ['admin', 'certificates', 'list', filters] as const,
  expiring: (filters: object) => ['admin', 'certificates', 'expiring', filters] as const,
  students: (search: string) => ['admin', 'certificates', 'students', search] as const,
  completedSessions: (classId: number, userId: number) =>
    ['admin', 'certificates', 'completed-sessions', classId, userId] as const,
};
