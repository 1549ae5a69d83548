import { useMessageText } from '../../i18n/messages.ts';

/**
 * A materials text from the form's checks or the API (MATERIAL_MSG and the upload texts it shares,
 * the `texts` catalogue's `material.*` and `file.*`), or one of the specification's messages, in
 * the page's language.
 */
export function useMaterialText(): (text: string) => string {
  return useMessageText();
}
