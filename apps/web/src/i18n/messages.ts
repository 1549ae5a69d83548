import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { MSG, type MessageKey } from '@careclass/shared';
import { errorMessage, isApiError } from '../lib/api-client.ts';
import { i18n } from './i18n.ts';

/**
 * The specification's message texts (MSG) are the English catalogue of the `messages` namespace:
 * the API and the shared validation schemas speak them in English, and the page shows them in the
 * reader's language. A text is looked up by its English wording (or by the `message_key` the API
 * sends beside it); a text that is not one of them is shown as it came.
 */
const keyByText = new Map<string, MessageKey>(
  (Object.entries(MSG) as [MessageKey, string][]).map(([key, text]) => [text, key]),
);

export function messageKeyOf(text: string): MessageKey | undefined {
  return keyByText.get(text);
}

function keyFor(text: string, key?: string): MessageKey | undefined {
  return (key && key in MSG ? (key as MessageKey) : undefined) ?? messageKeyOf(text);
}

/** A function that shows an English MSG text (or one with a known key) in the page's language. */
export function useMessageText(): (text: string, key?: string) => string {
  const { t } = useTranslation('messages');
  return useCallback(
    (text: string, key?: string) => {
      const found = keyFor(text, key);
      return found ? t(found, { defaultValue: text }) : text;
    },
    [t],
  );
}

/**
 * The same outside a component (toasts, form helpers): the current language's text once its
 * `messages` catalogue is loaded (the language switch loads it), else the English one.
 */
export function messageText(text: string, key?: string): string {
  const found = keyFor(text, key);
  return found ? i18n.t(found, { ns: 'messages', defaultValue: text }) : text;
}

/**
 * An error as the person reads it: errorMessage()'s text (the server's, or the screen's `fallback`)
 * in the page's language, through the API's `message_key` when it sent one.
 */
export function useErrorText(): (error: unknown, fallback?: string) => string {
  const text = useMessageText();
  return useCallback(
    (error: unknown, fallback?: string) => {
      const message = errorMessage(error, fallback);
      const key = isApiError(error) && error.message === message ? error.messageKey : undefined;
      return text(message, key);
    },
    [text],
  );
}

/** A field's message from the server in the page's language (its `field_keys` entry if any). */
export function fieldMessageText(error: unknown, field: string, text: string): string {
  const key = isApiError(error) ? error.fieldKeys?.[field] : undefined;
  return messageText(text, key);
}
