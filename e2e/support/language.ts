import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';
import { MSG } from '@careclass/shared';

/**
 * Browser tests in Spanish: open the site in Spanish the way a visitor would have chosen it, and
 * check a screen shows no English text of ours. "Ours" is every English catalogue text (and every
 * specification message) whose Spanish differs, of two words or more: names and data are not in
 * the catalogues, so they never count.
 */
const localesDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'apps/web/src/i18n/locales',
);

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of flatten(value, name)) out.set(k, v);
  }
  return out;
}

function readCatalogues(language: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const file of readdirSync(path.join(localesDir, language))) {
    if (!file.endsWith('.json')) continue;
    const ns = file.replace(/\.json$/, '');
    const data = JSON.parse(
      readFileSync(path.join(localesDir, language, file), 'utf8'),
    ) as Catalogue;
    for (const [key, value] of flatten(data)) all.set(`${ns}:${key}`, value);
  }
  return all;
}

let englishTexts: string[] | undefined;

/** English texts of ours that have a different Spanish text, as they would appear on a page. */
export function englishOnlyTexts(): string[] {
  if (englishTexts) return englishTexts;
  const english = readCatalogues('en');
  for (const [key, text] of Object.entries(MSG)) english.set(`messages:${key}`, text);
  const spanish = readCatalogues('es');
  const texts = new Set<string>();
  for (const [key, text] of english) {
    if (spanish.get(key) === text) continue;
    // Interpolated parts are data: keep the longest fixed run of words around them.
    for (const run of text.split(/\{\{[^}]+\}\}|<\/?\d+>|\n/)) {
      const words = run.trim();
      if (words.split(/\s+/).length >= 2) texts.add(words);
    }
  }
  englishTexts = [...texts];
  return englishTexts;
}

/** Makes the next page load in Spanish, as a visitor who chose Español before. */
export async function useSpanish(page: Page): Promise<void> {
  await page.addInitScript(() => {
    try {
      localStorage.setItem('careclass.language', 'es');
    } catch {
      // A page without storage keeps its default.
    }
  });
}

/**
 * Fails listing the English texts of ours still visible on the page, or only in `within` (a part
 * of the page another change translates, such as the header, left out).
 */
export async function expectNoEnglish(page: Page, within?: Locator): Promise<void> {
  const scope = within ?? page.locator('body');
  const visible = await scope.innerText();
  const attributes = await scope.evaluate((root) =>
    [root, ...root.querySelectorAll('[aria-label],[placeholder],[title],[alt]')]
      .flatMap((el) => ['aria-label', 'placeholder', 'title', 'alt'].map((a) => el.getAttribute(a)))
      .filter((v): v is string => Boolean(v))
      .join('\n'),
  );
  const text = `${visible}\n${attributes}`;
  const left = englishOnlyTexts().filter((english) => text.includes(english));
  expect(left, 'English texts still on a Spanish page').toEqual([]);
}
