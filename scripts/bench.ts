/**
 * `npm run bench`: the instrument for performance. Prints tables; asserts nothing (these machines are
 * shared and noisy, so figures are compared within one run, never against a fixed time).
 *
 *   npm run bench                          # every section, embedded database
 *   npm run bench -- hot-paths bundle      # chosen sections
 *   npm run bench -- --list                # what each section measures
 *   DATABASE_URL=postgres://... npm run bench   # on PostgreSQL (a throwaway database)
 */
import { sections } from './bench/sections.ts';

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--list')) {
    for (const section of sections) console.log(`${section.name.padEnd(22)} ${section.about}`);
    return;
  }
  const unknown = args.filter((name) => !sections.some((section) => section.name === name));
  if (unknown.length > 0) throw new Error(`unknown bench section: ${unknown.join(', ')}`);
  const chosen = args.length > 0 ? sections.filter((s) => args.includes(s.name)) : sections;
  for (const section of chosen) {
    console.log(`\n== ${section.name}: ${section.about}`);
    await section.run();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
