import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { LookupFunction } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { BUCKETS } from '../src/storage/storage.ts';
import type { S3Config } from '../src/storage/s3-storage.ts';

// The SDK warns once per process on Node 20 that its 2027 releases will need Node 22; the README
// says so, and the test output need not repeat it for every test file.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

const SERVER_SCRIPT = fileURLToPath(new URL('./s3rver-process.mjs', import.meta.url));

/** The access key s3rver knows (it checks the key id; it does not verify SigV4 signatures). */
const ACCESS_KEY = 'S3RVER';
/** The host suffix s3rver reads virtual-host buckets from: <bucket>.s3.<this>. */
const VHOST_DOMAIN = 'careclass.test';

export interface TestS3Server {
  /** Settings for path-style requests to http://localhost:<port>. */
  pathStyle: S3Config;
  /** Settings for virtual-host requests to <bucket>.s3.careclass.test:<port>. */
  virtualHost: S3Config;
  /** Client settings that resolve the virtual-host names to loopback (no DNS involved). */
  loopbackAgent: { requestHandler: { httpAgent: http.Agent } };
  /** The host names the loopback agent was asked to resolve, in order. */
  lookedUp: string[];
  close(): Promise<void>;
}

/**
 * Every name resolves to loopback, so virtual-host buckets reach s3rver without DNS; the names
 * asked for are recorded, which shows the addressing style the client used.
 */
const loopbackLookup = (lookedUp: string[]) =>
  ((host: string, options: { all?: boolean }, callback: never) => {
    lookedUp.push(host);
    const answer = callback as (...args: unknown[]) => void;
    if (options?.all) answer(null, [{ address: '127.0.0.1', family: 4 }]);
    else answer(null, '127.0.0.1', 4);
  }) as unknown as LookupFunction;

/**
 * A real S3-protocol server (s3rver, from npm, in a child process) on a free loopback port with
 * its own temporary directory and the two buckets under `bucketPrefix`. Each test file passes its
 * own prefix.
 */
export async function startS3Server(bucketPrefix: string): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'careclass-s3-'));
  const options = {
    address: '127.0.0.1',
    directory,
    serviceEndpoint: VHOST_DOMAIN,
    configureBuckets: BUCKETS.map((bucket) => ({ name: `${bucketPrefix}${bucket}`, configs: [] })),
  };
  const child = fork(SERVER_SCRIPT, [JSON.stringify(options)], {
    execArgv: ['--openssl-legacy-provider'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [{ port }] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(() => {
      throw new Error('s3rver did not start');
    }),
  ])) as [{ port: number }];
  const base = {
    region: 'us-east-1',
    accessKeyId: ACCESS_KEY,
    secretAccessKey: ACCESS_KEY,
    bucketPrefix,
  };
  const lookedUp: string[] = [];
  return {
    lookedUp,
    pathStyle: { ...base, endpoint: `http://localhost:${port}`, pathStyle: true },
    virtualHost: { ...base, endpoint: `http://s3.${VHOST_DOMAIN}:${port}`, pathStyle: false },
    loopbackAgent: {
      requestHandler: { httpAgent: new http.Agent({ lookup: loopbackLookup(lookedUp) }) },
    },
    async close() {
      const exited = once(child, 'exit');
      child.send('close');
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
