import { FILE_MSG, LIMITS } from '@careclass/shared';
import { AppError } from '../../lib/errors.ts';

export const ALLOWED_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type AllowedType = (typeof ALLOWED_TYPES)[number];
const EXTENSION_TYPES: Record<string, AllowedType> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The type a file really is, from its first bytes; null for anything else. */
export function sniffType(data: Buffer): AllowedType | 'image/webp' | null {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return 'image/jpeg';
  // RIFF container, then the WEBP form type (bytes 8 to 11).
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

export const extensionOf = (fileName: string) =>
  fileName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';

export interface CheckedFile {
  type: AllowedType;
  extension: string;
  size: number;
}

/**
 * An upload is accepted only when its extension, its declared type and its first bytes all say the
 * same allowed type, and it is at most 5 MB (DESIGN.md 4.12). `screen` picks the wording of the
 * upload dialog rather than that of the storage helper.
 */
export function checkUpload(
  file: { fileName: string; mimeType: string; data: Buffer; truncated: boolean },
  screen = false,
): CheckedFile {
  const typeMessage = screen ? FILE_MSG.badTypeScreen : FILE_MSG.badType;
  if (file.truncated || file.data.length > LIMITS.uploadMaxBytes) {
    throw new AppError(413, 'FILE_TOO_LARGE', screen ? FILE_MSG.tooLargeScreen : FILE_MSG.tooLarge);
  }
  const extension = extensionOf(file.fileName);
  const byExtension = EXTENSION_TYPES[extension];
  if (!byExtension) throw new AppError(415, 'BAD_EXTENSION', FILE_MSG.badExtension);
  if (!(ALLOWED_TYPES as readonly string[]).includes(file.mimeType))
    throw new AppError(415, 'BAD_TYPE', typeMessage);
  const real = sniffType(file.data);
  if (real === null || real !== file.mimeType || real !== byExtension)
    throw new AppError(415, 'BAD_TYPE', typeMessage);
  return {
    type: real,
    extension: extension === 'jpeg' ? 'jpg' : extension,
    size: file.data.length,
  };
}

/** Pictures a page may show (a class picture): JPEG, PNG or WebP. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
export const IMAGE_EXTENSIONS: Record<string, ImageType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/**
 * A picture is accepted on the same terms as any upload: extension, declared type and first
 * bytes agree, and it is at most 5 MB.
 */
export function checkImage(
  file: { fileName: string; mimeType: string; data: Buffer; truncated: boolean },
  messages: { badType: string; badExtension: string },
): { type: ImageType; extension: string; size: number } {
  if (file.truncated || file.data.length > LIMITS.uploadMaxBytes)
    throw new AppError(413, 'FILE_TOO_LARGE', FILE_MSG.tooLarge);
  const extension = extensionOf(file.fileName);
  const byExtension = IMAGE_EXTENSIONS[extension];
  if (!byExtension) throw new AppError(415, 'BAD_EXTENSION', messages.badExtension);
  const real = sniffType(file.data);
  if (real !== byExtension || real !== file.mimeType)
    throw new AppError(415, 'BAD_TYPE', messages.badType);
  return {
    type: real,
    extension: extension === 'jpeg' ? 'jpg' : extension,
    size: file.data.length,
  };
}
