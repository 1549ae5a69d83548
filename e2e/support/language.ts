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

/**
 * Words that say something: an article does not, so a piece such as "a seat" or "A class" (left
 * when a text is cut at its variables) is too short to tell our text from data that holds it.
 */
function meaningfulWords(text: string): number {
  return text.split(/\s+/).filter((w) => w && !/^(a|an|the)$/i.test(w)).length;
}

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
    // A text cut at its variables leaves pieces; a piece needs one word more than a whole text to
    // be ours rather than data that happens to hold it ("training hours" in a description).
    const pieces = text.split(/\{\{[^}]+\}\}|<\/?\d+>|\n/);
    const least = pieces.length > 1 ? 3 : 2;
    for (const piece of pieces) {
      const words = piece.trim();
      if (meaningfulWords(words) >= least) texts.add(words);
    }
  }
  englishTexts = [...texts];
  return englishTexts;
}

/**
 * The text as words of their own: not a piece of a longer word, an e-mail address or a file name
 * ("a student" is not in "a student-1@example.test", data a Spanish sentence may hold).
 */
function standsAlone(english: string): RegExp {
  const escaped = english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}@._-])${escaped}(?![\\p{L}\\p{N}@_-])`, 'u');
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
 * Fails listing the English texts of ours still visible on the page, or only `within` one part of
 * it (a screen's own region, while the rest of the page is translated elsewhere).
 */
export async function expectNoEnglish(page: Page, within?: Locator): Promise<void> {
  const root = within ?? page.locator('body');
  const visible = await root.innerText();
  const attributes = await root.evaluate((top) =>
    [top, ...top.querySelectorAll('[aria-label],[placeholder],[title],[alt]')]
      .flatMap((el) => ['aria-label', 'placeholder', 'title', 'alt'].map((a) => el.getAttribute(a)))
      .filter((v): v is string => Boolean(v))
      .join('\n'),
  );
  const text = `${visible}\n${attributes}`;
  const left = englishOnlyTexts().filter((english) => standsAlone(english).test(text));
  expect(left, 'English texts still on a Spanish page').toEqual([]);
}
