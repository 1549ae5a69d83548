import type { i18n as I18n } from 'i18next';
import { templateValues } from '@careclass/shared';

/**
 * The lookup of the message groups' texts besides MSG (packages/shared message-groups.ts:
 * CLASS_MSG, WAITLIST_MSG, …), its own chunk: fetched with the `texts` catalogue for a language
 * other than English, so neither is in the first page's JavaScript.
 */

/** A group text found: its `group.key` and the values of its {{variables}}. */
export interface GroupText {
  key: string;
  values: Record<string, string>;
}

export type GroupLookup = (text: string, key?: string) => GroupText | undefined;

/** (text, key) -> the text in the page's language, or undefined when it is none of the groups'. */
export type GroupTexts = (text: string, key?: string) => string | undefined;

/** The groups' texts through an i18n instance whose `texts` catalogue (English and more) is loaded. */
export function groupTextsOf(i18n: I18n): GroupTexts {
  const lookup = groupLookupOf(i18n.getResourceBundle('en', 'texts'));
  return (text, key) => {
    const found = lookup(text, key);
    // The keys of `texts` are read at run time (`group.key`), so they are not typed.
    return (
      found && i18n.t(found.key as never, { ns: 'texts', defaultValue: text, ...found.values })
    );
  };
}

/**
 * Builds the lookup from the English `texts` catalogue (group -> key -> words): a text is found by
 * the API's key when it names one whose words these are, else by its English words; a text written
 * with numbers by its template. Where two keys hold the same words the first is kept.
 */
export function groupLookupOf(english: Record<string, Record<string, string>>): GroupLookup {
  const byText = new Map<string, string>();
  const byKey = new Map<string, string>();
  const templates: [string, string][] = [];
  for (const [group, texts] of Object.entries(english)) {
    for (const [name, text] of Object.entries(texts)) {
      const key = `${group}.${name}`;
      byKey.set(key, text);
      if (text.includes('{{')) templates.push([key, text]);
      else if (!byText.has(text)) byText.set(text, key);
    }
  }
  const found = (key: string, text: string): GroupText | undefined => {
    const values = templateValues(byKey.get(key) ?? '', text);
    return values ? { key, values } : undefined;
  };
  return (text, key) => {
    const byItsKey = key && byKey.has(key) ? found(key, text) : undefined;
    if (byItsKey) return byItsKey;
    const plain = byText.get(text);
    if (plain) return { key: plain, values: {} };
    for (const [templateKey] of templates) {
      const match = found(templateKey, text);
      if (match) return match;
    }
    return undefined;
  };
}
