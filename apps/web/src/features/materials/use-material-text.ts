import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { FILE_MSG, MATERIAL_MSG, MATERIAL_TITLE_MAX, MATERIAL_URL_MAX } from '@careclass/shared';
import { useMessageText } from '../../i18n/messages.ts';

/** The materials' own texts (MATERIAL_MSG, and the upload texts it shares), by their English. */
const KEY_BY_TEXT = new Map<string, keyof typeof MATERIAL_MSG | 'noFile' | 'tooLarge'>([
  ...(Object.entries(MATERIAL_MSG) as [keyof typeof MATERIAL_MSG, string][]).map(
    ([key, text]) => [text, key] as const,
  ),
  [FILE_MSG.noFile, 'noFile'],
  [FILE_MSG.tooLarge, 'tooLarge'],
]);

/**
 * A materials text from the form's checks or the API, in the page's language; any other text
 * (one of the specification's messages) goes through the message catalogue.
 */
export function useMaterialText() {
  const { t } = useTranslation('materials');
  const msg = useMessageText();
  return useCallback(
    (text: string) => {
      const key = KEY_BY_TEXT.get(text);
      if (!key) return msg(text);
      const max = key === 'urlTooLong' ? MATERIAL_URL_MAX : MATERIAL_TITLE_MAX;
      return t(`msg.${key}`, { max });
    },
    [t, msg],
  );
}
