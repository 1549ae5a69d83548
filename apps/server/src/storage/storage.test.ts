import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startS3Server, type TestS3Server } from '../../test/s3-server.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage, s3ClientConfig } from './s3-storage.ts';
import { FileExistsError, isSafeKey, type FileStorage } from './storage.ts';

describe('storage keys', () => {
  it.each(['7/certificate_7_1700000000000.pdf', '7/general/general_7_1.png'])('accepts %s', (key) =>
    expect(isSafeKey(key)).toBe(true),
  );
  it.each(['../etc/passwd', '/abs/file.pdf', '7/../../x', '7\\x.pdf', '', '7//x.pdf', '.hidden'])(
    'refuses %j',
    (key) => expect(isSafeKey(key)).toBe(false),
  );
});

/** The same behaviour asked of every driver. */
function behaves(name: string, make: () => FileStorage) {
  describe(name, () => {
    it('writes, reads, lists by prefix in name order, never overwrites, and deletes', async () => {
      const storage = make();
      const pdf = (text: string) => Buffer.from(text);
      await storage.put('certificates', '7/certificate_7_2.pdf', pdf('%PDF-2'), 'application/pdf');
      await storage.put('certificates', '7/certificate_7_1.pdf', pdf('%PDF-1'), 'application/pdf');
      await storage.put('certificates', '8/certificate_8_1.pdf', pdf('%PDF-8'), 'application/pdf');
      expect((await storage.get('certificates', '7/certificate_7_1.pdf'))?.toString()).toBe(
        '%PDF-1',
      );
      expect(await storage.get('certificates', '7/missing.pdf')).toBeNull();
      await expect(
        storage.put('certificates', '7/certificate_7_1.pdf', pdf('other'), 'application/pdf'),
      ).rejects.toBeInstanceOf(FileExistsError);
      expect((await storage.get('certificates', '7/certificate_7_1.pdf'))?.toString()).toBe(
        '%PDF-1',
      );
      const listed = await storage.list('certificates', '7/');
      expect(listed.map((f) => f.path)).toEqual(['7/certificate_7_1.pdf', '7/certificate_7_2.pdf']);
      expect(listed[0]).toMatchObject({ name: 'certificate_7_1.pdf', size: 6 });
      expect((await storage.list('certificates', '7/', 1)).map((f) => f.path)).toEqual([
        '7/certificate_7_1.pdf',
      ]);
      expect(await storage.delete('certificates', '7/certificate_7_1.pdf')).toBe(true);
      expect(await storage.delete('certificates', '7/certificate_7_1.pdf')).toBe(false);
      expect(await storage.get('certificates', '7/certificate_7_1.pdf')).toBeNull();
      expect(await storage.checkWritable()).toBe(true);
    });
    it('adds up the bytes under a prefix', async () => {
      const storage = make();
      for (let i = 0; i < 5; i++) {
        await storage.put('user-uploads', `9/general/f_${i}.pdf`, Buffer.alloc(10 + i), 'x/y');
      }
      await storage.put('user-uploads', '90/general/other.pdf', Buffer.alloc(1000), 'x/y');
      expect(await storage.usedBytes('user-uploads', '9/')).toBe(10 + 11 + 12 + 13 + 14);
      expect(await storage.usedBytes('user-uploads', '404/')).toBe(0);
    });
    it('refuses unsafe keys before touching anything', async () => {
      await expect(
        make().put('certificates', '../escape.pdf', Buffer.from('x'), 'application/pdf'),
      ).rejects.toThrow('Unsafe storage key');
    });
  });
}

let dir: string;
let pathServer: TestS3Server;
let hostServer: TestS3Server;

// Two s3rver instances (one per addressing style), each on its own port and directory, so the
// two driver runs do not see each other's objects.
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'careclass-storage-'));
  pathServer = await startS3Server('cc-path-');
  hostServer = await startS3Server('cc-host-');
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await pathServer?.close();
  await hostServer?.close();
});

behaves('local directory driver', () => createLocalStorage(dir));
behaves('S3 driver, path-style addressing', () =>
  createS3Storage(pathServer.pathStyle, pathServer.loopbackAgent),
);
behaves('S3 driver, virtual-host addressing', () =>
  createS3Storage(hostServer.virtualHost, hostServer.loopbackAgent),
);

describe('S3 addressing', () => {
  it('names the bucket in the path or in the host name, as configured', () => {
    expect(new Set(pathServer.lookedUp)).toEqual(new Set(['localhost']));
    expect(new Set(hostServer.lookedUp)).toEqual(
      new Set(['cc-host-certificates.s3.careclass.test', 'cc-host-user-uploads.s3.careclass.test']),
    );
  });
  it('maps the settings onto the SDK client', () => {
    const config = s3ClientConfig({ ...hostServer.virtualHost, region: 'eu-west-3' });
    expect(config).toMatchObject({ forcePathStyle: false, region: 'eu-west-3' });
    expect(config.credentials).toEqual({ accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
    expect(s3ClientConfig(pathServer.pathStyle).forcePathStyle).toBe(true);
    // No key configured: the SDK's own credential sources (environment, role) apply.
    expect(s3ClientConfig({ ...pathServer.pathStyle, accessKeyId: '' })).not.toHaveProperty(
      'credentials',
    );
  });
  it('reports a server that cannot be reached as not writable, with the operation named', async () => {
    const gone = createS3Storage({ ...pathServer.pathStyle, endpoint: 'http://127.0.0.1:9' });
    expect(await gone.checkWritable()).toBe(false);
    await expect(gone.get('certificates', '7/x.pdf')).rejects.toThrow('Download failed');
  });
});
