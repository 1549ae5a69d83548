/** The two buckets of the specification: certificates, and general user files. */
export const BUCKETS = ['certificates', 'user-uploads'] as const;
export type Bucket = (typeof BUCKETS)[number];

export interface StoredFile {
  name: string;
  path: string;
  size: number;
  updated_at: string;
}

/** Raised when a write would replace an existing file: uploads never overwrite. */
export class FileExistsError extends Error {
  constructor(path: string) {
    super(`A file already exists at ${path}`);
    this.name = 'FileExistsError';
  }
}

/**
 * Where uploaded files live. Keys are relative paths checked by `assertSafeKey`, so no driver can be
 * led outside its bucket.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(bucket: Bucket, key: string, data: Buffer, contentType: string): Promise<void>;
  get(bucket: Bucket, key: string): Promise<Buffer | null>;
  delete(bucket: Bucket, key: string): Promise<boolean>;
  /** Files under a prefix, name ascending, at most `limit` (default 100). */
  list(bucket: Bucket, prefix: string, limit?: number): Promise<StoredFile[]>;
  /** The bytes of every file under a prefix, however many (the storage quota counts them). */
  usedBytes(bucket: Bucket, prefix: string): Promise<number>;
  /** Whether a file can be written now (for the health call). */
  checkWritable(): Promise<boolean>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** Keys are `segment/segment/...` of safe characters: no `..`, no absolute paths, no backslashes. */
export function isSafeKey(key: string): boolean {
  if (!key || key.length > 512) return false;
  return key.split('/').every((segment) => SEGMENT.test(segment) && !segment.includes('..'));
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}

export const isBucket = (value: string): value is Bucket =>
  (BUCKETS as readonly string[]).includes(value);
