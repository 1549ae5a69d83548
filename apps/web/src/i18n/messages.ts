import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageKey } from '@careclass/shared';
import { errorMessage, isApiError } from '../lib/api-client.ts';
import { currentGroupTexts, i18n, loadGroupTexts } from './i18n.ts';
import { DEFAULT_LANGUAGE } from './languages.ts';

/**
 * The specification's message texts (MSG) are the English catalogue of the `messages` namespace:
 * the API and the shared validation schemas speak them in English, and the page shows them in the
 * reader's language. A text is looked up by its English wording (or by the `message_key` the API
 * sends beside it). The English catalogue loads after the first paint, as every other one does
 * (i18n.ts); until it has arrived a text is shown as it came, which for English is the text itself.
 * The texts of the other message groups (CLASS_MSG, WAITLIST_MSG, … whose keys are
 * `class.capacity`, `waitlist.alreadyOn`) are the `texts` namespace, loaded with its lookup only for a
 * language other than English (group-texts.ts); until it has arrived, and for a text that is none of
 * ours, the text is shown as it came.
 */
let english: Readonly<Record<string, string>> | undefined;
let keyByText: Map<string, MessageKey> | undefined;

/** Each English text's key, once the English catalogue (MSG) is loaded. */
function englishKeys(): Map<string, MessageKey> | undefined {
  if (!keyByText && i18n.hasResourceBundle(DEFAULT_LANGUAGE, 'messages')) {
    english = i18n.getResourceBundle(DEFAULT_LANGUAGE, 'messages') as Record<string, string>;
    keyByText = new Map(
      (Object.entries(english) as [MessageKey, string][]).map(([key, text]) => [text, key]),
    );
  }
  return keyByText;
}

export function messageKeyOf(text: string): MessageKey | undefined {
  return englishKeys()?.get(text);
}

function isMessageKey(key: string): key is MessageKey {
  englishKeys();
  return english !== undefined && Object.hasOwn(english, key);
}

function keyFor(text: string, key?: string): MessageKey | undefined {
  return (key && isMessageKey(key) ? key : undefined) ?? messageKeyOf(text);
}

/** A text of the other groups in the page's language, else the text as it came. */
function groupText(text: string, key: string | undefined): string {
  if (i18n.language === 'en') return text;
  const translate = currentGroupTexts();
  // The groups' catalogue arrives for a language other than English; the screens render again.
  if (!translate) void loadGroupTexts();
  return translate?.(text, key) ?? text;
}

/** A function that shows an English text of ours (or one with a known key) in the page's language. */
export function useMessageText(): (text: string, key?: string) => string {
  // Renders again when the groups' catalogue arrives (`groupTexts`, i18n.ts) as on a language switch.
  const { t } = useTranslation('messages', { bindI18n: 'languageChanged groupTexts' });
  return useCallback(
    (text: string, key?: string) => {
      const found = keyFor(text, key);
      return found ? t(found, { defaultValue: text }) : groupText(text, key);
    },
    [t],
  );
}

/**
 * The same outside a component (toasts, form helpers): the current language's text once its
 * catalogue is loaded (the first load and the language switch load them), else the English one.
 */
export function messageText(text: string, key?: string): string {
  const found = keyFor(text, key);
  return found ? i18n.t(found, { ns: 'messages', defaultValue: text }) : groupText(text, key);
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
