import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** What a visitor's first page loads: the entry chunk and its static imports, raw and gzipped. */
export function run() {
  const dist = path.join(root, 'apps/web/dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.log('\n(no apps/web/dist: run `npm run build` to measure the bundle)');
    return;
  }
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1]!,
  );
  let raw = 0;
  let gz = 0;
  for (const file of initial) {
    const data = readFileSync(path.join(dist, file));
    raw += data.length;
    gz += gzipSync(data).length;
  }
  const all = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const total = all.reduce((s, f) => s + statSync(path.join(dist, 'assets', f)).size, 0);
  console.log(
    `\npublic first load: ${initial.length} files, ${(raw / 1024).toFixed(0)} KiB raw, ${(gz / 1024).toFixed(0)} KiB gzip`,
  );
  console.log(
    `all JavaScript chunks: ${all.length} files, ${(total / 1024).toFixed(0)} KiB raw (admin and profile load on demand)`,
  );
}
