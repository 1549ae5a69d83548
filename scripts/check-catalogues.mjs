/**
 * `npm run i18n:check` (part of `npm run check`): the web app's message catalogues agree, language
 * by language (scripts/i18n/catalogues.mjs). Literal text in components is the lint rule
 * i18next/no-literal-string (eslint.config.js); the files still allowed to hold some, with their
 * count, are its baseline eslint-suppressions.json. After translating a file:
 *
 *   npm run i18n:check -- --update-baseline     # rewrites the baseline (counts only go down)
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MSG } from '../packages/shared/src/messages.ts';
import { groupCatalogue } from '../packages/shared/src/message-groups.ts';
import { checkCatalogues, compareWords } from './i18n/catalogues.mjs';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

if (process.argv.includes('--update-baseline')) {
  // Only prunes: a translated file leaves the list and a file's count goes down to what is left.
  // New literal text is never added (ESLint then fails on it), so the list can only shrink.
  const eslint = path.join(root, 'node_modules', '.bin', 'eslint');
  const args = ['apps/web/src', '--prune-suppressions'];
  const run = spawnSync(eslint, args, { cwd: root, stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
  console.log('eslint-suppressions.json rewritten.');
}

const problems = checkCatalogues(path.join(root, 'apps/web/src/i18n/locales'), {
  // English `messages` is the specification's MSG itself (apps/web/src/i18n/english-messages.ts).
  en: { messages: MSG },
});
// English `texts` holds the other message groups' own words (packages/shared message-groups.ts), as
// a file so the first page's code carries none of them: it must be those words exactly.
problems.push(
  ...compareWords(
    'texts',
    groupCatalogue(),
    path.join(root, 'apps/web/src/i18n/locales/en/texts.json'),
  ),
);
if (process.argv.includes('--write-texts')) {
  // Rewrites English `texts` from the groups (after a group's text was added or changed).
  writeFileSync(
    path.join(root, 'apps/web/src/i18n/locales/en/texts.json'),
    `${JSON.stringify(groupCatalogue(), null, 2)}\n`,
  );
  console.log('apps/web/src/i18n/locales/en/texts.json rewritten; translate what changed in es.');
  process.exit(0);
}
if (problems.length > 0) {
  console.error(`The catalogues disagree (${problems.length}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log('Catalogues: every language has every key, with the same variables.');
