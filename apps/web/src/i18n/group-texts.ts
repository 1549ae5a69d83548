import {
  groupCatalogue,
  groupTemplate,
  messageKeyOf,
  templateValues,
} from '@careclass/shared';
import type { ResourceLanguage } from 'i18next';

/**
 * The message groups' texts besides MSG (packages/shared message-groups.ts: CLASS_MSG,
 * WAITLIST_MSG, …): loaded with the `texts` namespace only, so neither their English words nor the
 * lookup are in the first page's JavaScript.
 */

/** The English `texts` catalogue: the groups' own words (docs/decisions/0053). */
export function englishTexts(): ResourceLanguage {
  return groupCatalogue() as ResourceLanguage;
}

/**
 * The `group.key` of a text of the groups and the values of its {{variables}}: by the API's key
 * when it names one whose words these are, else by the English words; undefined for any other text.
 */
export function groupTextOf(
  text: string,
  key?: string,
): { key: string; values: Record<string, string> } | undefined {
  const byKey = key ? groupTemplate(key) : undefined;
  const found = byKey !== undefined ? key! : messageKeyOf(text);
  if (!found?.includes('.')) return undefined;
  const values = templateValues(groupTemplate(found)!, text);
  return values ? { key: found, values } : undefined;
}
