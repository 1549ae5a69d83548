/** Query keys of the system screens; under 'admin' so a back-office write refreshes them. */
export const systemKeys = {
  settings: () => ['admin', 'system', 'settings'] as const,
  auditLogs: (filters: object) => ['admin', 'system', 'audit-logs', filters] as const,
  actors: () => ['admin', 'system', 'actors'] as const,
  health: () => ['admin', 'system', 'health'] as const,
};
