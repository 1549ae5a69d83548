/** Texts of Financial Management (specification 001, 8 "Financial" and success messages). */
export const FIN_MSG = {
  fetchFinancial: 'Failed to fetch financial data',
  export: 'Failed to export transactions',
  reminder: 'Failed to send reminder',
  exported: 'Transactions exported successfully',
  reminderSent: 'Reminder sent successfully',
  // Where the specification gives no text; the server answers with the same words.
  notificationSent: 'Notification sent successfully',
  notify: 'Failed to send notification',
  updateTransaction: 'Failed to update transaction',
  transactionUpdated: 'Transaction updated successfully',
  titleAndMessage: 'Please provide both a title and message',
  startAfterEnd: 'Start date cannot be after end date',
} as const;
