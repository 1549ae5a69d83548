import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dist = path.join(root, 'apps/web/dist');

/** The public pages and the module of each page's own code (its lazily loaded route chunk). */
const PUBLIC_PAGES: [page: string, module: string | null][] = [
  ['/', null],
  ['/classes', 'src/features/catalogue/routes/ClassesPage.tsx'],
  ['/classes/{id}', 'src/features/catalogue/routes/ClassDetailPage.tsx'],
  ['/contact', 'src/features/contact/routes/ContactPage.tsx'],
  ['/login', 'src/features/auth/routes/LoginPage.tsx'],
  ['/signup', 'src/features/auth/routes/SignupPage.tsx'],
];

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const gzipped = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
}

/** The files a chunk needs before it runs: itself, its CSS and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
const total = (files: Set<string>) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);

/**
 * What a visitor's phone downloads, gzip: the entry with everything it imports (all that runs
 * before anything is painted: header, footer, spinner), and for each public page that plus the
 * page's own chunk and its imports (what runs before the page's content can show).
 */
export function run() {
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.log('\n(no apps/web/dist: run `npm run build` to measure the bundle)');
    return;
  }
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = staticClosure(manifest, 'index.html');
  console.log(
    `\nbefore the first paint (entry and its imports): ${entry.size} files, ${kib(total(entry))} gzip`,
  );
  console.log('page              files   gzip, with the page code');
  for (const [page, module] of PUBLIC_PAGES) {
    const files = module ? staticClosure(manifest, module, new Set(entry)) : entry;
    console.log(`${page.padEnd(18)}${String(files.size).padStart(5)}   ${kib(total(files))}`);
  }
  const all = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const size = all.reduce((s, f) => s + statSync(path.join(dist, 'assets', f)).size, 0);
  console.log(
    `all JavaScript chunks: ${all.length} files, ${kib(size)} raw (admin and profile load on demand)`,
  );
}
