/** Query keys of Financial Management; under 'admin' so a back-office write refreshes them. */
export const financeKeys = {
  summary: (range: object) => ['admin', 'financial', 'summary', range] as const,
  transactions: (range: object) => ['admin', 'financial', 'transactions', range] as const,
  outstanding: (page: object) => ['admin', 'financial', 'outstanding', page] as const,
  reminders: (range: object) => ['admin', 'financial', 'reminders', range] as const,
};
