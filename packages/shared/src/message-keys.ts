import { MSG, type MessageKey } from './messages.ts';

// An error answer names the MSG key of its text (`message_key`, and `field_keys` for its fields)
// so a client shows it in its own language while the answer keeps the English text
// (docs/decisions/0053).

/**
 * Text -> key, built once. Where two keys hold the same text the first in MSG is kept: the texts
 * are the same, so either key translates it.
 */
const KEY_OF_TEXT: ReadonlyMap<string, MessageKey> = (() => {
  const map = new Map<string, MessageKey>();
  for (const [key, text] of Object.entries(MSG) as [MessageKey, string][]) {
    if (!map.has(text)) map.set(text, key);
  }
  return map;
})();

/** The MSG key whose text this is, or undefined when it is none of them. */
export function messageKeyOf(text: string): MessageKey | undefined {
  return KEY_OF_TEXT.get(text);
}

/** The MSG keys of a field -> message map, for the fields whose message is one of MSG's. */
export function fieldKeysOf(fields: Record<string, string>): Record<string, MessageKey> {
  const keys: Record<string, MessageKey> = {};
  for (const [field, text] of Object.entries(fields)) {
    const key = KEY_OF_TEXT.get(text);
    if (key) keys[field] = key;
  }
  return keys;
}
