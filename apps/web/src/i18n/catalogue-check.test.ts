/// <reference types="node" />
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
// @ts-expect-error: a plain .mjs module of the repository's scripts, without type declarations.
import { checkCatalogues, variablesOf } from '../../../../scripts/i18n/catalogues.mjs';

const check = checkCatalogues as (dir: string, bundled?: object) => string[];
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** A locales folder: { en: { common: {...} }, es: {...} }. */
function locales(files: Record<string, Record<string, unknown>>): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'locales-'));
  dir = folder;
  for (const [language, namespaces] of Object.entries(files)) {
    mkdirSync(path.join(folder, language));
    for (const [namespace, catalogue] of Object.entries(namespaces)) {
      writeFileSync(path.join(folder, language, `${namespace}.json`), JSON.stringify(catalogue));
    }
  }
  return folder;
}

describe('the catalogue check', () => {
  it('passes catalogues with the same keys, variables and plural forms', () => {
    const folder = locales({
      en: {
        common: {
          nav: { home: 'Home' },
          found_one: '{{count}} class',
          found_other: '{{count}} classes',
        },
      },
      es: {
        common: {
          nav: { home: 'Inicio' },
          found_one: '{{count}} clase',
          found_other: '{{count}} clases',
        },
      },
    });
    expect(check(folder)).toEqual([]);
  });

  it('names a key missing on either side', () => {
    const folder = locales({
      en: { common: { nav: { home: 'Home', about: 'About' } } },
      es: { common: { nav: { home: 'Inicio' }, extra: 'Más' } },
    });
    expect(check(folder)).toEqual([
      'common: "nav.about" is in en but missing in es',
      'common: "extra" is in es but missing in en',
    ]);
  });

  it('names a text whose variables differ', () => {
    const folder = locales({
      en: { auth: { hello: 'Hello, {{name}}' } },
      es: { auth: { hello: 'Hola, {{nombre}}' } },
    });
    expect(check(folder)).toEqual(['auth: "hello" uses {{name}} in en but {{nombre}} in es']);
  });

  it('names a namespace one language lacks, and reads bundled catalogues', () => {
    const folder = locales({
      en: { common: { a: 'A' } },
      es: { common: { a: 'A' }, messages: { x: 'X' } },
    });
    expect(check(folder)).toEqual(['messages: no en catalogue (en/messages.json)']);
    expect(check(folder, { en: { messages: { x: 'X', y: 'Y' } } })).toEqual([
      'messages: "y" is in en but missing in es',
    ]);
  });

  it('reads variables with formats and spaces', () => {
    expect(variablesOf('{{ count }} of {{total, number}} for {{name}}')).toEqual([
      'count',
      'name',
      'total',
    ]);
  });
});

// Loading ESLint with the project's configuration takes seconds on a busy machine.
describe('the literal text rule', { timeout: 60_000 }, () => {
  const eslint = new ESLint({ cwd: root });
  const problems = async (code: string) => {
    const [result] = await eslint.lintText(code, {
      filePath: path.join(root, 'apps/web/src/features/fixture/Fixture.tsx'),
    });
    return result!.messages
      .filter((m) => m.ruleId === 'i18next/no-literal-string')
      .map((m) => code.split('\n')[m.line - 1]!.trim());
  };
  const component = (body: string) =>
    `import { useTranslation } from 'react-i18next';\nexport function Fixture({ field }: { field: (n: string) => object }) {\n  const { t } = useTranslation();\n  return (\n${body}\n  );\n}\n`;

  it('flags text and the attributes a person sees or hears', async () => {
    const code = component(
      [
        '<div>',
        '<p>Welcome back</p>',
        '<button aria-label="Open menu" />',
        '<input placeholder="Your name" title="Name" />',
        '<img alt="A class" />',
        '<Field label="Email" helperText="At least 8 characters" />',
        "<span>{ok ? 'Saved' : 'Failed'}</span>",
        '</div>',
      ].join('\n'),
    );
    expect(await problems(code)).toEqual([
      '<p>Welcome back</p>',
      '<button aria-label="Open menu" />',
      '<input placeholder="Your name" title="Name" />',
      '<input placeholder="Your name" title="Name" />',
      '<img alt="A class" />',
      '<Field label="Email" helperText="At least 8 characters" />',
      '<Field label="Email" helperText="At least 8 characters" />',
      "<span>{ok ? 'Saved' : 'Failed'}</span>",
      "<span>{ok ? 'Saved' : 'Failed'}</span>",
    ]);
  });

  it('allows catalogue texts, punctuation, numbers, the product name and technical attributes', async () => {
    const code = component(
      [
        '<div className="box" id="main" role="status">',
        "<p>{t('nav.about')}</p>",
        '<p>© 2026 · 99+ — (1/2): $200 - $300</p>',
        '<b>CareClass</b>',
        '<input type="email" autoComplete="email" name="email" {...field(\'email\')} />',
        '<Trans i18nKey="x">Read <a href="/terms">the terms</a></Trans>',
        '</div>',
      ].join('\n'),
    );
    expect(await problems(code)).toEqual([]);
  });
});
