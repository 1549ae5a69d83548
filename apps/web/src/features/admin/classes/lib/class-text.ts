import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../../i18n/messages.ts';

/** The server's answer when a session's status changed (not one of the shared texts). */
const SESSION_STATUS_UPDATED = 'Session status updated successfully';

/**
 * The class check's texts (CLASS_MSG, from the shared check and from the server: the `texts`
 * catalogue, `class.*`) and the class answers in the page's language; any other text goes through
 * the messages as well.
 */
export function useClassText(): (text: string) => string {
  const { t } = useTranslation('adminClasses');
  const msg = useMessageText();
  return useCallback(
    (text: string) =>
      text === SESSION_STATUS_UPDATED ? t('check.sessionStatusUpdated') : msg(text),
    [t, msg],
  );
}
