import { loadConfig } from '../../apps/server/src/config.ts';

/**
 * The server configuration every bench section starts from: the environment with its overrides
 * (data directory, database), a fixed token secret, no request log and no background jobs, so
 * that only the calls measured run.
 */
export function benchConfig(overrides: Record<string, string | undefined>) {
  return {
    ...loadConfig({
      ...process.env,
      ...overrides,
      JWT_SECRET: 'bench-secret-'.padEnd(40, 'x'),
    }),
    logLevel: 'silent' as const,
    runJobs: false,
  };
}
