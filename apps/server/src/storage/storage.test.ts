import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { signV4 } from './sigv4.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import { FileExistsError, isSafeKey, type FileStorage } from './storage.ts';

describe('SigV4', () => {
  it('signs the published S3 GET-object example', () => {
    const header = signV4({
      method: 'GET',
      path: '/test.txt',
      query: {},
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date': '20130524T000000Z',
      },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      region: 'us-east-1',
      service: 's3',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      amzDate: '20130524T000000Z',
    });
    expect(header).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('storage keys', () => {
  it.each(['7/certificate_7_1700000000000.pdf', '7/general/general_7_1.png'])('accepts %s', (key) =>
    expect(isSafeKey(key)).toBe(true),
  );
  it.each(['../etc/passwd', '/abs/file.pdf', '7/../../x', '7\\x.pdf', '', '7//x.pdf', '.hidden'])(
    'refuses %j',
    (key) => expect(isSafeKey(key)).toBe(false),
  );
});

/** The same behaviour asked of both drivers. */
function behaves(name: string, make: () => FileStorage) {
  describe(name, () => {
    it('writes, reads, lists by prefix in name order, never overwrites, and deletes', async () => {
      const storage = make();
      await storage.put(
        'certificates',
        '7/certificate_7_2.pdf',
        Buffer.from('%PDF-2'),
        'application/pdf',
      );
      await storage.put(
        'certificates',
        '7/certificate_7_1.pdf',
        Buffer.from('%PDF-1'),
        'application/pdf',
      );
      await storage.put(
        'certificates',
        '8/certificate_8_1.pdf',
        Buffer.from('%PDF-8'),
        'application/pdf',
      );
      expect((await storage.get('certificates', '7/certificate_7_1.pdf'))?.toString()).toBe(
        '%PDF-1',
      );
      expect(await storage.get('certificates', '7/missing.pdf')).toBeNull();
      await expect(
        storage.put(
          'certificates',
          '7/certificate_7_1.pdf',
          Buffer.from('other'),
          'application/pdf',
        ),
      ).rejects.toBeInstanceOf(FileExistsError);
      const listed = await storage.list('certificates', '7/');
      expect(listed.map((f) => f.path)).toEqual(['7/certificate_7_1.pdf', '7/certificate_7_2.pdf']);
      expect(listed[0]).toMatchObject({ name: 'certificate_7_1.pdf', size: 6 });
      expect(await storage.delete('certificates', '7/certificate_7_1.pdf')).toBe(true);
      expect(await storage.get('certificates', '7/certificate_7_1.pdf')).toBeNull();
      expect(await storage.checkWritable()).toBe(true);
    });
    it('adds up the bytes under a prefix, past one page of a listing', async () => {
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
let s3: Server;
let s3Url: string;
const objects = new Map<string, { body: Buffer; type: string }>();
const seen: { method: string; url: string; authorization?: string }[] = [];
/** Keys per listing page of the test server: small, so paging is exercised. */
const PAGE = 2;

/** A small S3-compatible server on loopback: path-style objects, If-None-Match, ListObjectsV2. */
beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'careclass-storage-'));
  s3 = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization });
      const url = new URL(req.url!, 'http://local');
      const [, bucket, ...rest] = url.pathname.split('/');
      const key = rest.map(decodeURIComponent).join('/');
      const id = `${bucket}/${key}`;
      if (!req.headers.authorization?.startsWith('AWS4-HMAC-SHA256 Credential=test-key/'))
        return res.writeHead(403).end();
      if (req.method === 'PUT') {
        if (req.headers['if-none-match'] === '*' && objects.has(id))
          return res.writeHead(412).end();
        objects.set(id, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
        return res.writeHead(200).end();
      }
      if (req.method === 'GET' && url.searchParams.get('list-type') === '2') {
        const prefix = url.searchParams.get('prefix') ?? '';
        // Pages of at most PAGE keys (S3 may answer fewer than max-keys), in name order.
        const from = Number(url.searchParams.get('continuation-token') ?? 0);
        const all = [...objects.entries()]
          .filter(([k]) => k.startsWith(`${bucket}/${prefix}`))
          .sort(([a], [b]) => a.localeCompare(b));
        const page = all.slice(
          from,
          from + Math.min(PAGE, Number(url.searchParams.get('max-keys'))),
        );
        const items = page.map(
          ([k, v]) =>
            `<Contents><Key>${k.slice(bucket!.length + 1)}</Key><Size>${v.body.length}</Size><LastModified>2026-01-01T00:00:00.000Z</LastModified></Contents>`,
        );
        const more = from + page.length < all.length;
        const next = more
          ? `<IsTruncated>true</IsTruncated><NextContinuationToken>${from + page.length}</NextContinuationToken>`
          : '<IsTruncated>false</IsTruncated>';
        return res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(`<ListBucketResult>${next}${items.join('')}</ListBucketResult>`);
      }
      if (req.method === 'GET') {
        const obj = objects.get(id);
        return obj
          ? res.writeHead(200, { 'content-type': obj.type }).end(obj.body)
          : res.writeHead(404).end();
      }
      if (req.method === 'DELETE') {
        const had = objects.delete(id);
        return res.writeHead(had ? 204 : 404).end();
      }
      res.writeHead(405).end();
    });
  });
  await new Promise<void>((resolve) => s3.listen(0, '127.0.0.1', resolve));
  s3Url = `http://127.0.0.1:${(s3.address() as AddressInfo).port}`;
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await new Promise((resolve) => s3.close(resolve));
});

behaves('local directory driver', () => createLocalStorage(dir));
behaves('S3-compatible driver', () =>
  createS3Storage({
    endpoint: s3Url,
    region: 'us-east-1',
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
    bucketPrefix: 'cc-',
    pathStyle: true,
  }),
);

describe('S3-compatible driver requests', () => {
  it('uses the prefixed bucket in path style and signs every request', () => {
    expect(seen.length).toBeGreaterThan(0);
    expect(
      seen.every(
        (r) => r.url.startsWith('/cc-certificates') || r.url.startsWith('/cc-user-uploads'),
      ),
    ).toBe(true);
    expect(
      seen.every((r) =>
        /SignedHeaders=[a-z0-9;-]*host[a-z0-9;-]*x-amz-date/.test(r.authorization ?? ''),
      ),
    ).toBe(true);
  });
});
