import { encodeRfc3986, sha256Hex, signV4 } from './sigv4.ts';
import {
  assertSafeKey,
  FileExistsError,
  type Bucket,
  type FileStorage,
  type StoredFile,
} from './storage.ts';

export interface S3Config {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket names are this prefix plus the bucket: e.g. "careclass-" + "certificates". */
  bucketPrefix: string;
  /** Path-style URLs (endpoint/bucket/key), as MinIO and most S3-compatible servers want. */
  pathStyle: boolean;
}

/**
 * An S3-compatible bucket store over plain HTTPS with SigV4 signing (no SDK). Writes use
 * `If-None-Match: *`, so an existing object is never replaced.
 */
export function createS3Storage(config: S3Config, fetchImpl: typeof fetch = fetch): FileStorage {
  const base = new URL(config.endpoint);

  function target(bucket: Bucket, key: string) {
    const name = `${config.bucketPrefix}${bucket}`;
    const encodedKey = key ? '/' + key.split('/').map(encodeRfc3986).join('/') : '/';
    return config.pathStyle
      ? { host: base.host, path: `/${name}${key ? encodedKey : '/'}` }
      : { host: `${name}.${base.host}`, path: encodedKey };
  }

  async function send(
    method: string,
    bucket: Bucket,
    key: string,
    opts: { body?: Buffer; query?: Record<string, string>; headers?: Record<string, string> } = {},
  ) {
    const { host, path } = target(bucket, key);
    const payloadHash = sha256Hex(opts.body ?? '');
    const amzDate = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    const headers: Record<string, string> = {
      host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
      ...(opts.headers ?? {}),
    };
    const authorization = signV4({
      method,
      path,
      query: opts.query ?? {},
      headers,
      payloadHash,
      region: config.region,
      service: 's3',
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      amzDate,
    });
    const query = new URLSearchParams(opts.query ?? {}).toString();
    const url = `${base.protocol}//${host}${path}${query ? `?${query}` : ''}`;
    const { host: _host, ...sendHeaders } = headers;
    const body = opts.body ? new Uint8Array(opts.body) : undefined;
    return fetchImpl(url, { method, headers: { ...sendHeaders, authorization }, body });
  }

  return {
    kind: 's3',
    async put(bucket, key, data, contentType) {
      assertSafeKey(key);
      const res = await send('PUT', bucket, key, {
        body: data,
        headers: {
          'content-type': contentType,
          'if-none-match': '*',
          'cache-control': 'max-age=3600',
        },
      });
      if (res.status === 412 || res.status === 409) throw new FileExistsError(key);
      if (!res.ok) throw new Error(`Upload failed: S3 answered ${res.status}`);
    },
    async get(bucket, key) {
      assertSafeKey(key);
      const res = await send('GET', bucket, key);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`Download failed: S3 answered ${res.status}`);
      return Buffer.from(await res.arrayBuffer());
    },
    async delete(bucket, key) {
      assertSafeKey(key);
      const res = await send('DELETE', bucket, key);
      if (!res.ok && res.status !== 404)
        throw new Error(`Delete failed: S3 answered ${res.status}`);
      return res.ok;
    },
    async list(bucket, prefix, limit = 100) {
      const res = await send('GET', bucket, '', {
        query: { 'list-type': '2', prefix, 'max-keys': String(limit) },
      });
      if (!res.ok) throw new Error(`List failed: S3 answered ${res.status}`);
      return parseListing(await res.text());
    },
    async usedBytes(bucket, prefix) {
      let total = 0;
      let token: string | undefined;
      // ListObjectsV2 answers in pages (1,000 keys at most): follow every continuation.
      do {
        const query: Record<string, string> = { 'list-type': '2', prefix, 'max-keys': '1000' };
        if (token) query['continuation-token'] = token;
        const res = await send('GET', bucket, '', { query });
        if (!res.ok) throw new Error(`List failed: S3 answered ${res.status}`);
        const xml = await res.text();
        total += parseListing(xml).reduce((sum, f) => sum + f.size, 0);
        token =
          xmlText(xml, 'IsTruncated') === 'true'
            ? unescapeXml(xmlText(xml, 'NextContinuationToken'))
            : '';
      } while (token);
      return total;
    },
    async checkWritable() {
      const key = `health-check/probe-${Date.now()}`;
      try {
        await this.put('user-uploads', key, Buffer.from('ok'), 'text/plain');
        await this.delete('user-uploads', key);
        return true;
      } catch {
        return false;
      }
    },
  };
}

const xmlText = (block: string, tag: string) =>
  block.match(new RegExp(`<${tag}>([^<]*)</${tag}>`))?.[1] ?? '';
const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The <Contents> entries of a ListObjectsV2 answer, name ascending. */
export function parseListing(xml: string): StoredFile[] {
  const files = [...xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)].map((m) => {
    const key = unescapeXml(xmlText(m[1]!, 'Key'));
    return {
      name: key.split('/').pop() ?? key,
      path: key,
      size: Number(xmlText(m[1]!, 'Size')),
      updated_at: new Date(xmlText(m[1]!, 'LastModified')).toISOString(),
    };
  });
  return files.sort((a, b) => a.path.localeCompare(b.path));
}
