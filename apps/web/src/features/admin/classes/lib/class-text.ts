import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { CLASS_MSG } from '@careclass/shared';
import { useMessageText } from '../../../../i18n/messages.ts';

/** The server's answer when a session's status changed (not one of the shared texts). */
const SESSION_STATUS_UPDATED = 'Session status updated successfully';

type ClassCheckKey = Exclude<keyof typeof CLASS_MSG, 'priceTooHigh'>;
type CheckKey = ClassCheckKey | 'sessionStatusUpdated';

// The price limit's text is the shared input check's, shown through the messages.
const keyByText = new Map<string, CheckKey>([
  ...(Object.entries(CLASS_MSG) as [keyof typeof CLASS_MSG, string][])
    .filter((entry): entry is [ClassCheckKey, string] => entry[0] !== 'priceTooHigh')
    .map(([key, text]): [string, CheckKey] => [text, key]),
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
