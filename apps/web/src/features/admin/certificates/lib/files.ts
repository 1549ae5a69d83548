import { FILE_MSG, LIMITS } from '@careclass/shared';

/** Certificate files in the browser: the checks of the upload dialog and the size display. */

const UNITS = ['Bytes', 'KB', 'MB'] as const;
const K = 1024;

/**
 * A size as the specification shows it: Bytes, KB or MB in 1024 units, at most two decimals
 * ("0 Bytes", "512 Bytes", "1.5 KB", "5 MB"). MB is the largest unit (an upload is at most 5 MB).
 */
export function formatFileSize(bytes: number | null | undefined, locale = 'en-US'): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '—';
  // No grouping: sizes stay below 1024 of their unit.
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, useGrouping: false });
  if (bytes < K) return `${number.format(Math.round(bytes))} Bytes`;
  const unit = Math.min(Math.floor(Math.log(bytes) / Math.log(K)), UNITS.length - 1);
  const value = bytes / K ** unit;
  return `${number.format(Number(value.toFixed(2)))} ${UNITS[unit]}`;
}

export type CertificateFileType = 'application/pdf' | 'image/jpeg' | 'image/png';

const BY_EXTENSION: Record<string, CertificateFileType> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** What the file picker offers. */
export const CERTIFICATE_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';

export type FileCheck = { ok: true; type: CertificateFileType } | { ok: false; error: string };

/**
 * The checks the server makes, in its order and with the upload dialog's texts: at most 5 MB, an
 * extension of .pdf, .jpg, .jpeg or .png, and a declared type that is PDF, JPEG or PNG and agrees
 * with the extension. A browser that declares no type gets the extension's.
 */
export function checkCertificateFile(file: {
  name: string;
  type: string;
  size: number;
}): FileCheck {
  if (file.size > LIMITS.uploadMaxBytes) return { ok: false, error: FILE_MSG.tooLargeScreen };
  const byExtension = BY_EXTENSION[extensionOf(file.name)];
  if (!byExtension) return { ok: false, error: FILE_MSG.badExtension };
  const declared = file.type === '' ? byExtension : file.type;
  if (declared !== byExtension) return { ok: false, error: FILE_MSG.badTypeScreen };
  return { ok: true, type: byExtension };
}

/** The type a file really is from its first bytes (as the server checks); null for anything else. */
export function typeFromBytes(head: Uint8Array): CertificateFileType | null {
  const ascii = String.fromCharCode(...head.slice(0, 5));
  if (ascii === '%PDF-') return 'application/pdf';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return 'image/png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return 'image/jpeg';
  return null;
}

/**
 * Checks a chosen file completely: name, declared type and size, then its first bytes. Resolves to
 * the file to send (with its type filled in when the browser gave none) or the message to show.
 */
export async function checkChosenFile(
  file: File,
): Promise<{ ok: true; file: File } | { ok: false; error: string }> {
  const checked = checkCertificateFile(file);
  if (!checked.ok) return checked;
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  if (typeFromBytes(head) !== checked.type) return { ok: false, error: FILE_MSG.badTypeScreen };
  return {
    ok: true,
    file: file.type === checked.type ? file : new File([file], file.name, { type: checked.type }),
  };
}
