import { UI_TIMING } from '@careclass/shared';
import { messageText } from '../i18n/messages.ts';
import { errorMessage, isApiError } from './api-client.ts';

type Variant = 'default' | 'success' | 'error' | 'warning' | 'info';
interface ToastOptions {
  variant: Variant;
  autoHideDuration: number;
}
type Enqueue = (message: string, options: ToastOptions) => unknown;

/** The mounted host's enqueue (app/ToastHost.tsx, loaded after the first paint). */
let enqueue: Enqueue | undefined;
/** Toasts asked for before the host arrived, shown when it does. */
const waiting: [string, ToastOptions][] = [];

/** Called by the host when it mounts; returns its detach for unmounting. */
export function attachToastHost(host: Enqueue): () => void {
  enqueue = host;
  for (const [message, options] of waiting.splice(0)) host(message, options);
  return () => {
    if (enqueue === host) enqueue = undefined;
  };
}

function show(text: string, variant: Variant = 'default', key?: string): void {
  // The specification's texts in the reader's language; other texts come already translated.
  const message = messageText(text, key);
  const options: ToastOptions = {
    variant,
    autoHideDuration:
      variant === 'error'
        ? UI_TIMING.toastErrorMs
        : variant === 'success'
          ? UI_TIMING.toastSuccessMs
          : UI_TIMING.toastDefaultMs,
  };
  if (enqueue) enqueue(message, options);
  else waiting.push([message, options]);
}

/**
 * Toasts with the durations of the specification: success 5000 ms, error 6000 ms, others 5000 ms
 * (the provider default). An error the api-client already handled (expired session) is not shown.
 */
export const toast = {
  success: (message: string) => show(message, 'success'),
  info: (message: string) => show(message, 'info'),
  warning: (message: string) => show(message, 'warning'),
  error: (messageOrError: unknown, fallback?: string) => {
    if (isApiError(messageOrError) && messageOrError.silent) return;
    if (typeof messageOrError === 'string') return show(messageOrError, 'error');
    const message = errorMessage(messageOrError, fallback);
    const key =
      isApiError(messageOrError) && messageOrError.message === message
        ? messageOrError.messageKey
        : undefined;
    show(message, 'error', key);
  },
};

/** The toasts, for components (the same object on every render). */
export function useToast() {
  return toast;
}
