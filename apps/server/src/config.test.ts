import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT, loadConfig } from './config.ts';

// Every entry point (npm start in the root, the workspace scripts in apps/server, tests, bench)
// must find the same data directory.
describe('DATA_DIR', () => {
  const secret = { JWT_SECRET: 'x'.repeat(48) };

  it('is the repository root', () => {
    expect(existsSync(path.join(PROJECT_ROOT, 'package-lock.json'))).toBe(true);
    expect(existsSync(path.join(PROJECT_ROOT, 'apps', 'server', 'src', 'config.ts'))).toBe(true);
  });

  it('defaults to data/ in the repository root whatever the working directory', () => {
    expect(loadConfig(secret).dataDir).toBe(path.join(PROJECT_ROOT, 'data'));
    expect(loadConfig({ ...secret, DATA_DIR: '' }).dataDir).toBe(path.join(PROJECT_ROOT, 'data'));
  });

  it('resolves a relative path against the repository root and keeps an absolute one', () => {
    expect(loadConfig({ ...secret, DATA_DIR: './var/cc' }).dataDir).toBe(
      path.join(PROJECT_ROOT, 'var', 'cc'),
    );
    const absolute = path.join(path.parse(PROJECT_ROOT).root, 'srv', 'careclass');
    expect(loadConfig({ ...secret, DATA_DIR: absolute }).dataDir).toBe(absolute);
  });
});
