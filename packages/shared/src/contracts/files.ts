import { z } from 'zod';
import { multipartBody, successAnswer } from './common.ts';

/** The contract of file storage through the API (issue 12): /api/storage/:bucket/... */

/** The bucket of the path; an unknown one is answered 404 by the server. */
export const bucketParam = z.object({ bucket: z.string().max(40) });
export type BucketParam = z.output<typeof bucketParam>;

/** `path` names a file (download, delete); `prefix` a folder to list. */
export const storagePathQuerySchema = z.object({
  path: z.string().max(512).optional(),
  prefix: z.string().max(512).optional(),
});
export type StoragePathQuery = z.output<typeof storagePathQuerySchema>;

/** POST /api/storage/:bucket: the file, and the owner (certificates) or category (user-uploads). */
export const storageUploadFormSchema = multipartBody('The file (PDF, JPEG or PNG, 5 MB at most).', {
  file: { file: true, required: true, description: 'The file' },
  userId: {
    description: 'certificates bucket (admins): whose folder it goes in (user_id also read)',
  },
  category: {
    description: 'user-uploads bucket: a folder name (a-z, 0-9, _ and -), general by default',
  },
});

/** The answer of an upload (POST /api/storage/:bucket, multipart with `file`). */
export const storedUploadSchema = z.object({
  success: z.literal(true),
  filePath: z.string(),
  publicUrl: z.string(),
  fileName: z.string(),
  fileSize: z.number(),
  fileType: z.string(),
});
export type StoredUpload = z.output<typeof storedUploadSchema>;

/** A stored file of a listing; `publicUrl` is the authorised download call. */
export const storedFileSchema = z.object({
  name: z.string(),
  path: z.string(),
  size: z.number(),
  updated_at: z.string(),
  publicUrl: z.string(),
});
export type StoredFileInfo = z.output<typeof storedFileSchema>;

/** GET /api/storage/:bucket. */
export const storedFileListSchema = z.object({ files: z.array(storedFileSchema) });
export type StoredFileList = z.output<typeof storedFileListSchema>;

/** DELETE /api/storage/:bucket. */
export const storedFileDeletedSchema = successAnswer;

/** GET /api/storage/:bucket/file answers the file itself. */
export const storedFileContentSchema = {
  description: 'The file',
  content: {
    'application/pdf': { schema: z.string() },
    'image/png': { schema: z.string() },
    'image/jpeg': { schema: z.string() },
    'application/octet-stream': { schema: z.string() },
  },
};
