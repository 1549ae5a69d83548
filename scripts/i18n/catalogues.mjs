import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The catalogue check (issue 16): every language has every namespace, and the two files of a
 * namespace hold the same keys (plural forms counted as one key) with the same {{variables}}.
 * Pure functions over a locales folder, so they can be tested on small fixtures.
 */

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every leaf of a catalogue as "a.b.c" -> text. */
export function flatten(catalogue, prefix = '', out = new Map()) {
  for (const [key, value] of Object.entries(catalogue)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else if (value && typeof value === 'object') flatten(value, name, out);
    else out.set(name, String(value));
  }
  return out;
}

/** The {{variables}} of a text, sorted and without formats ("{{count, number}}" -> "count"). */
export function variablesOf(text) {
  const names = [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => m[1]);
  return [...new Set(names)].sort();
}

/** A catalogue's keys with plural forms folded ("found_one", "found_other" -> "found"). */
function keysOf(flat) {
  const keys = new Map();
  for (const [key, text] of flat) {
    const base = key.replace(PLURAL, '');
    const vars = keys.get(base) ?? new Set();
    for (const v of variablesOf(text)) vars.add(v);
    keys.set(base, vars);
  }
  return keys;
}

/**
 * The differences between two catalogues of one namespace, as readable lines.
 * `names` say which language each side is, for the messages.
 */
export function compareCatalogue(namespace, [langA, a], [langB, b]) {
  const problems = [];
  const keysA = keysOf(flatten(a));
  const keysB = keysOf(flatten(b));
  for (const [key, varsA] of keysA) {
    const varsB = keysB.get(key);
    if (!varsB) {
      problems.push(`${namespace}: "${key}" is in ${langA} but missing in ${langB}`);
      continue;
    }
    const left = [...varsA].sort().join(', ');
    const right = [...varsB].sort().join(', ');
    if (left !== right) {
      problems.push(
        `${namespace}: "${key}" uses {{${left}}} in ${langA} but {{${right}}} in ${langB}`,
      );
    }
  }
  for (const key of keysB.keys()) {
    if (!keysA.has(key))
      problems.push(`${namespace}: "${key}" is in ${langB} but missing in ${langA}`);
  }
  return problems;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${error.message}`, { cause: error });
  }
}

/**
 * Checks a locales folder (one folder per language, one JSON file per namespace). `bundled` adds
 * catalogues that live in code rather than a file (English `messages` is the specification's
 * MSG): { en: { messages: {...} } }. Returns the problems found; none means the check passes.
 */
export function checkCatalogues(localesDir, bundled = {}) {
  const languages = readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  for (const language of Object.keys(bundled)) {
    if (!languages.includes(language)) languages.push(language);
  }
  const catalogues = new Map();
  for (const language of languages) {
    const dir = path.join(localesDir, language);
    const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
    const byNamespace = new Map(
      files.map((file) => [file.replace(/\.json$/, ''), readJson(path.join(dir, file))]),
    );
    for (const [namespace, catalogue] of Object.entries(bundled[language] ?? {})) {
      byNamespace.set(namespace, catalogue);
    }
    catalogues.set(language, byNamespace);
  }
  const namespaces = new Set([...catalogues.values()].flatMap((byNs) => [...byNs.keys()]));
  const problems = [];
  const [first, ...others] = languages;
  for (const namespace of [...namespaces].sort()) {
    for (const language of languages) {
      if (!catalogues.get(language).has(namespace)) {
        problems.push(`${namespace}: no ${language} catalogue (${language}/${namespace}.json)`);
      }
    }
    const base = catalogues.get(first).get(namespace);
    if (!base) continue;
    for (const language of others) {
      const other = catalogues.get(language).get(namespace);
      if (other) problems.push(...compareCatalogue(namespace, [first, base], [language, other]));
    }
  }
  return problems;
}

/**
 * A catalogue file that must hold exactly the given words (English `texts`: the shared message
 * groups'). Returns the differences as readable lines.
 */
export function compareWords(namespace, expected, file) {
  if (!existsSync(file)) return [`${namespace}: no file ${path.basename(file)}`];
  const want = flatten(expected);
  const have = flatten(readJson(file));
  const problems = [];
  for (const [key, text] of want) {
    if (!have.has(key)) problems.push(`${namespace}: "${key}" is missing in en (${text})`);
    else if (have.get(key) !== text) {
      problems.push(`${namespace}: "${key}" reads "${have.get(key)}" in en, not "${text}"`);
    }
  }
  for (const key of have.keys()) {
    if (!want.has(key)) problems.push(`${namespace}: "${key}" is in en but in no message group`);
  }
  if (problems.length > 0) {
    problems.push(`${namespace}: run npm run i18n:check -- --write-texts, then translate in es`);
  }
  return problems;
}
