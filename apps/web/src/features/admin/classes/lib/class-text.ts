import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CLASS_MSG } from '@careclass/shared';
import { useMessageText } from '../../../../i18n/messages.ts';

/** The server's answer when a session's status changed (not one of the shared texts). */
const SESSION_STATUS_UPDATED = 'Session status updated successfully';

type CheckKey = Exclude<keyof typeof CLASS_MSG, 'priceTooHigh'> | 'sessionStatusUpdated';

const keyByText = new Map<string, CheckKey>([
  ...(Object.entries(CLASS_MSG) as [keyof typeof CLASS_MSG, string][])
    .filter((entry): entry is [CheckKey, string] => entry[0] !== 'priceTooHigh')
    .map(([key, text]) => [text, key] as [string, CheckKey]),
  [SESSION_STATUS_UPDATED, 'sessionStatusUpdated'],
]);

/**
 * The class check's texts (CLASS_MSG, from the shared check and from the server) and the class
 * answers in the page's language; any other text goes through the specification's messages.
 */
export function useClassText(): (text: string) => string {
  const { t } = useTranslation('adminClasses');
  const msg = useMessageText();
  return useCallback(
    (text: string) => {
      const key = keyByText.get(text);
      return key ? t(`check.${key}`) : msg(text);
    },
    [t, msg],
  );
}
