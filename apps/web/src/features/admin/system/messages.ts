/** Texts of the system screens; the specification gives none beyond their calls (decision 0019). */
export const SYSTEM_MSG = {
  fetchSettings: 'Failed to fetch settings',
  saveSettings: 'Failed to save settings',
  settingsSaved: 'Settings saved successfully',
  fetchAuditLogs: 'Failed to fetch audit logs',
  fetchHealth: 'Failed to fetch system health',
} as const;
