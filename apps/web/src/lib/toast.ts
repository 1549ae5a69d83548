import { useCallback, useMemo } from 'react';
import { useSnackbar, type OptionsObject } from 'notistack';
import { UI_TIMING } from '@careclass/shared';
import { errorMessage, isApiError } from './api-client.ts';

/**
 * Toasts with the durations of the specification: success 5000 ms, error 6000 ms, others 5000 ms
 * (the provider default). An error the api-client already handled (expired session) is not shown.
 */
export function useToast() {
  const { enqueueSnackbar } = useSnackbar();

  const show = useCallback(
    (message: string, variant: OptionsObject['variant'] = 'default') =>
      enqueueSnackbar(message, {
        variant,
        autoHideDuration:
          variant === 'error'
            ? UI_TIMING.toastErrorMs
            : variant === 'success'
              ? UI_TIMING.toastSuccessMs
              : UI_TIMING.toastDefaultMs,
      }),
    [enqueueSnackbar],
  );

  return useMemo(
    () => ({
      success: (message: string) => show(message, 'success'),
      info: (message: string) => show(message, 'info'),
      warning: (message: string) => show(message, 'warning'),
      error: (messageOrError: unknown, fallback?: string) => {
        if (isApiError(messageOrError) && messageOrError.silent) return;
        const message =
          typeof messageOrError === 'string'
            ? messageOrError
            : errorMessage(messageOrError, fallback);
        show(message, 'error');
      },
    }),
    [show],
  );
}
