import { useCallback } from 'react';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useToast } from '../../../lib/toast.ts';
import { useMessageText } from '../../../i18n/messages.ts';
import { messageOf } from './api-helpers.ts';

/**
 * The back office's texts that come from the server: specification message texts, shown in the
 * reader's language, with the screen's own (already translated) text as the fallback. Statuses
 * have useStatusLabel in ../components/StatusChip.tsx.
 */

/** (error, fallback) -> the failure in the page's language: the server's text or the fallback. */
export function useErrorText(): (error: unknown, fallback?: string) => string {
  const messageText = useMessageText();
  return useCallback(
    (error: unknown, fallback?: string) => messageText(errorMessage(error, fallback)),
    [messageText],
  );
}

/** (answer, fallback) -> the server's success text in the page's language, else the fallback. */
export function useSuccessText(): (data: unknown, fallback: string) => string {
  const messageText = useMessageText();
  return useCallback(
    (data: unknown, fallback: string) => messageText(messageOf(data, fallback)),
    [messageText],
  );
}

/**
 * (error, fallback) -> an error toast in the page's language; none for an error the app already
 * handled (an expired session), as toast.error does.
 */
export function useErrorToast(): (error: unknown, fallback?: string) => void {
  const toast = useToast();
  const errorText = useErrorText();
  return useCallback(
    (error: unknown, fallback?: string) => {
      if (isApiError(error) && error.silent) return;
      toast.error(errorText(error, fallback));
    },
    [toast, errorText],
  );
}
