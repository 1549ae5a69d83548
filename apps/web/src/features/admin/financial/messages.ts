import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../i18n/messages.ts';

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

type FinanceMessageKey = keyof typeof FIN_MSG;
const keyByText = new Map<string, FinanceMessageKey>(
  (Object.entries(FIN_MSG) as [FinanceMessageKey, string][]).map(([key, text]) => [text, key]),
);

/**
 * Financial Management's texts (and the server's answers in the same words) in the page's
 * language; any other text goes through the specification's messages.
 */
export function useFinanceText(): (text: string) => string {
  const { t } = useTranslation('adminFinance');
  const msg = useMessageText();
  return useCallback(
    (text: string) => {
      const key = keyByText.get(text);
      return key ? t(`messages.${key}`) : msg(text);
    },
    [t, msg],
  );
}
