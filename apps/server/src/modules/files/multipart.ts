import type { FastifyRequest } from 'fastify';
import { FILE_MSG, INPUT_MSG, LIMITS } from '@careclass/shared';
import { firstUnsafeString } from '../../plugins/input-guard.ts';
import { AppError, badRequest } from '../../lib/errors.ts';

export interface UploadedForm {
  file: { fileName: string; mimeType: string; data: Buffer; truncated: boolean } | null;
  fields: Record<string, string>;
}

/**
 * Reads a multipart form: at most one file, read into memory up to one byte past the 5 MB limit
 * (so an oversized file is known without storing it), and a few short text fields.
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadedForm> {
  if (!request.isMultipart()) throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', FILE_MSG.noFile);
  const form: UploadedForm = { file: null, fields: {} };
  for await (const part of request.parts({
    limits: { fileSize: LIMITS.uploadMaxBytes + 1, files: 1, fields: 20, fieldSize: 2000 },
  })) {
    if (part.type === 'file') {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        size += (chunk as Buffer).length;
        if (size <= LIMITS.uploadMaxBytes + 1) chunks.push(chunk as Buffer);
      }
      form.file = {
        fileName: part.filename,
        mimeType: part.mimetype,
        data: Buffer.concat(chunks),
        truncated: part.file.truncated || size > LIMITS.uploadMaxBytes,
      };
    } else {
      form.fields[part.fieldname] = String(part.value ?? '');
    }
  }
  if (!form.file) throw badRequest(FILE_MSG.noFile, { file: FILE_MSG.noFile });
  // Form fields and the file name skip the JSON body check of the input guard.
  const where = firstUnsafeString({ ...form.fields, filename: form.file.fileName });
  if (where !== null)
    throw badRequest(INPUT_MSG.controlCharacters, { [where]: INPUT_MSG.controlCharacters });
  return form;
}
