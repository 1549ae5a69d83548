import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
  type S3ClientConfig,
  type _Object,
} from '@aws-sdk/client-s3';
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

/** The client settings a configuration stands for (exported so the addressing is testable). */
export function s3ClientConfig(config: S3Config): S3ClientConfig {
  return {
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.pathStyle,
    // Without a key in the configuration the SDK looks in its usual places (AWS_* variables,
    // shared files, an instance or task role), which is how a deployment on AWS gets its rights.
    ...(config.accessKeyId
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
    // Many S3-compatible services reject the newer default checksum headers on plain
    // PUTs; only send them when an operation requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/** Wraps an S3 failure in a short message naming the operation (the SDK's own text is logged). */
function failed(operation: string, error: unknown): Error {
  const status = statusOf(error);
  return new Error(`${operation} failed: S3 answered ${status ?? 'nothing'}`, { cause: error });
}

const toStoredFile = (object: _Object): StoredFile => {
  const key = object.Key ?? '';
  return {
    name: key.split('/').pop() ?? key,
    path: key,
    size: object.Size ?? 0,
    updated_at: (object.LastModified ?? new Date(0)).toISOString(),
  };
};

/**
 * An S3-compatible bucket store through the official SDK (SigV4 signing, retries, path-style or
 * virtual-host addressing). `overrides` lets tests point the client's HTTP agent somewhere.
 */
export function createS3Storage(
  config: S3Config,
  overrides: Partial<S3ClientConfig> = {},
): FileStorage {
  const client = new S3Client({ ...s3ClientConfig(config), ...overrides });
  const bucketName = (bucket: Bucket) => `${config.bucketPrefix}${bucket}`;

  async function exists(bucket: Bucket, key: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucketName(bucket), Key: key }));
      return true;
    } catch (error) {
      if (statusOf(error) === 404) return false;
      throw failed('Lookup', error);
    }
  }

  return {
    kind: 's3',
    async put(bucket, key, data, contentType) {
      assertSafeKey(key);
      // `If-None-Match: *` makes S3, MinIO and R2 refuse to replace an object atomically; the
      // look-up first covers compatible servers that ignore the condition.
      if (await exists(bucket, key)) throw new FileExistsError(key);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucketName(bucket),
            Key: key,
            Body: data,
            ContentType: contentType,
            CacheControl: 'max-age=3600',
            IfNoneMatch: '*',
          }),
        );
      } catch (error) {
        const status = statusOf(error);
        if (status === 412 || status === 409) throw new FileExistsError(key);
        throw failed('Upload', error);
      }
    },
    async get(bucket, key) {
      assertSafeKey(key);
      try {
        const res = await client.send(
          new GetObjectCommand({ Bucket: bucketName(bucket), Key: key }),
        );
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (statusOf(error) === 404) return null;
        throw failed('Download', error);
      }
    },
    async delete(bucket, key) {
      assertSafeKey(key);
      // S3 answers 204 whether or not the object was there; the caller needs to know.
      if (!(await exists(bucket, key))) return false;
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucketName(bucket), Key: key }));
        return true;
      } catch (error) {
        throw failed('Delete', error);
      }
    },
    async list(bucket, prefix, limit = 100) {
      const files: StoredFile[] = [];
      let token: string | undefined;
      try {
        // A compatible server may answer fewer keys than asked while more remain: keep asking.
        do {
          const res = await client.send(
            new ListObjectsV2Command({
              Bucket: bucketName(bucket),
              Prefix: prefix,
              MaxKeys: limit - files.length,
              ContinuationToken: token,
            }),
          );
          files.push(...(res.Contents ?? []).map(toStoredFile));
          token = res.IsTruncated ? res.NextContinuationToken : undefined;
        } while (token && files.length < limit);
      } catch (error) {
        throw failed('List', error);
      }
      return files.sort((a, b) => a.path.localeCompare(b.path)).slice(0, limit);
    },
    async usedBytes(bucket, prefix) {
      let total = 0;
      try {
        const pages = paginateListObjectsV2(
          { client, pageSize: 1000 },
          { Bucket: bucketName(bucket), Prefix: prefix },
        );
        for await (const page of pages) {
          for (const object of page.Contents ?? []) total += object.Size ?? 0;
        }
      } catch (error) {
        throw failed('List', error);
      }
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
