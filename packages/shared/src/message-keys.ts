import { MSG, type MessageKey } from './messages.ts';
import { groupCatalogue, type GroupMessageKey } from './message-groups.ts';
import { templateValues } from './text-templates.ts';

// An error answer names the key of its text (`message_key`, and `field_keys` for its fields) so a
// client shows it in its own language while the answer keeps the English text (docs/decisions/0053):
// an MSG key ("loginFailed") or a group's ("class.capacity", message-groups.ts).

/** The key of any text the server speaks. */
export type TextKey = MessageKey | GroupMessageKey;

interface Keys {
  /** Text -> key, for the texts without variables. */
  byText: ReadonlyMap<string, TextKey>;
  /** The texts written with variables, as key and template, matched in this order. */
  templates: readonly (readonly [TextKey, string])[];
}

let keys: Keys | undefined;

/**
 * Built once, on first use. Where two keys hold the same text the first is kept (MSG, then the
 * groups in their order): the texts are the same, so either key translates it.
 */
function allKeys(): Keys {
  if (keys) return keys;
  const byText = new Map<string, TextKey>();
  const templates: [TextKey, string][] = [];
  for (const [key, text] of Object.entries(MSG) as [MessageKey, string][]) {
    if (!byText.has(text)) byText.set(text, key);
  }
  for (const [group, texts] of Object.entries(groupCatalogue())) {
    for (const [name, text] of Object.entries(texts)) {
      const key = `${group}.${name}` as GroupMessageKey;
      if (/\{\{\w+\}\}/.test(text)) templates.push([key, text]);
      else if (!byText.has(text)) byText.set(text, key);
    }
  }
  keys = { byText, templates };
  return keys;
}

/** The key whose text this is, or undefined when the text is none of ours. */
export function messageKeyOf(text: string): TextKey | undefined {
  const { byText, templates } = allKeys();
  const found = byText.get(text);
  if (found) return found;
  for (const [key, template] of templates) {
    if (templateValues(template, text)) return key;
  }
  return undefined;
}

/** The keys of a field -> message map, for the fields whose message is one of ours. */
export function fieldKeysOf(fields: Record<string, string>): Record<string, TextKey> {
  const found: Record<string, TextKey> = {};
  for (const [field, text] of Object.entries(fields)) {
    const key = messageKeyOf(text);
    if (key) found[field] = key;
  }
  return found;
}
