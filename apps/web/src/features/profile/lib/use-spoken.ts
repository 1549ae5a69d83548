import { useMemo } from 'react';
import { useMessageText } from '../../../i18n/messages.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';

/**
 * The specification's texts (MSG) and the API's answers, shown in the reader's language: `msg`
 * translates a text, `errorText` the text of a failed call, and `toast` shows either.
 */
export function useSpoken() {
  const msg = useMessageText();
  return useMemo(() => {
    const errorText = (error: unknown, fallback?: string) => msg(errorMessage(error, fallback));
    return {
      msg,
      errorText,
      toast: {
        success: (message: string) => toast.success(msg(message)),
        info: (message: string) => toast.info(msg(message)),
        /** An error already handled by the API client (an expired session) shows nothing. */
        error: (error: unknown, fallback?: string) => {
          if (isApiError(error) && error.silent) return;
          toast.error(typeof error === 'string' ? msg(error) : errorText(error, fallback));
        },
      },
    };
  }, [msg]);
}
