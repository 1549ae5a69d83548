import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../../i18n/messages.ts';
import { SEND_MSG } from './send-errors.ts';

/** Texts of the Notification Center that the specification does not give. */
export const CENTER_MSG = {
  fetchReceived: 'Failed to load notifications',
  fetchSent: 'Failed to load sent notifications',
  fetchTemplates: 'Failed to fetch templates',
  createTemplate: 'Failed to create template',
  updateTemplate: 'Failed to update template',
  deleteTemplate: 'Failed to delete template',
  deleteSent: 'Failed to delete the notification',
} as const;

type CenterTextKey = keyof typeof CENTER_MSG | Exclude<keyof typeof SEND_MSG, 'noStudentsInClass'>;
const keyByText = new Map<string, CenterTextKey>([
  ...(Object.entries(CENTER_MSG) as [CenterTextKey, string][]).map(
    ([key, text]): [string, CenterTextKey] => [text, key],
  ),
  [SEND_MSG.sendFailed, 'sendFailed'],
  [SEND_MSG.noStudentsEnrolled, 'noStudentsEnrolled'],
  [SEND_MSG.checkEnrollmentFailed, 'checkEnrollmentFailed'],
]);

/**
 * The Notification Center's own texts (and the server's answers) in the page's language; any other
 * text goes through the specification's messages.
 */
export function useCenterText(): (text: string) => string {
  const { t } = useTranslation('adminNotifications');
  const msg = useMessageText();
  return useCallback(
    (text: string) => {
      const key = keyByText.get(text);
      return key ? t(`errors.${key}`) : msg(text);
    },
    [t, msg],
  );
}
