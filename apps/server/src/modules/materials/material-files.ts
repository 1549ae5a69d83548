import { FILE_MSG, LIMITS, MATERIAL_FILE_TYPES, MATERIAL_MSG } from '@careclass/shared';
import type { MaterialFileType } from '@careclass/shared';
import { AppError, badRequest } from '../../lib/errors.ts';
import { extensionOf, sniffType } from '../files/file-checks.ts';

/**
 * What a material file really is, from its content (docs/decisions/0030): the PDF and picture
 * signatures of the certificate checks; for Office Open XML documents a ZIP archive whose entries
 * include [Content_Types].xml and the part folder of that application; for plain text valid UTF-8
 * without control characters other than tab, newline, carriage return and form feed.
 */
export function sniffMaterialType(data: Buffer): MaterialFileType | null {
  const known = sniffType(data);
  if (known) return known;
  if (data.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return officeTypeOf(data);
  return isPlainText(data) ? 'text/plain' : null;
}

const OFFICE_FOLDERS: [string, MaterialFileType][] = [
  ['word/', MATERIAL_FILE_TYPES.docx],
  ['xl/', MATERIAL_FILE_TYPES.xlsx],
  ['ppt/', MATERIAL_FILE_TYPES.pptx],
];

/** The Office document a ZIP archive holds, read from its central directory; null for any other ZIP. */
function officeTypeOf(data: Buffer): MaterialFileType | null {
  const names = zipEntryNames(data);
  if (!names.includes('[Content_Types].xml')) return null;
  const found = OFFICE_FOLDERS.filter(([folder]) => names.some((n) => n.startsWith(folder)));
  // An archive with parts of two applications is not a document any of them wrote.
  return found.length === 1 ? found[0]![1] : null;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/** Entry names of a ZIP archive's central directory; empty when the archive is malformed. */
function zipEntryNames(data: Buffer): string[] {
  // The end record is in the last 22 bytes plus at most a 64 KB comment.
  const from = Math.max(0, data.length - 22 - 0xffff);
  let end = -1;
  for (let i = data.length - 22; i >= from; i--) {
    if (data.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return [];
  const count = data.readUInt16LE(end + 10);
  let at = data.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > data.length || data.readUInt32LE(at) !== CENTRAL) return [];
    const nameLength = data.readUInt16LE(at + 28);
    const extra = data.readUInt16LE(at + 30);
    const comment = data.readUInt16LE(at + 32);
    if (at + 46 + nameLength > data.length) return [];
    names.push(data.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extra + comment;
  }
  return names;
}

// eslint-disable-next-line no-control-regex
const BINARY_CONTROLS = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

function isPlainText(data: Buffer): boolean {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    return !BINARY_CONTROLS.test(text);
  } catch {
    return false;
  }
}

export interface CheckedMaterialFile {
  type: MaterialFileType;
  extension: string;
  size: number;
  fileName: string;
}

/** Browsers that do not know a type send this one; the content decides then. */
const UNKNOWN_TYPE = 'application/octet-stream';
const FILE_NAME_MAX = 200;

/**
 * A material file is accepted when its extension is one of MATERIAL_FILE_TYPES, its declared type
 * is that type (or the browser's "unknown"), its content is that type, it is not empty and at most
 * 5 MB.
 */
export function checkMaterialFile(file: {
  fileName: string;
  mimeType: string;
  data: Buffer;
  truncated: boolean;
}): CheckedMaterialFile {
  if (file.truncated || file.data.length > LIMITS.uploadMaxBytes)
    throw new AppError(413, 'FILE_TOO_LARGE', FILE_MSG.tooLarge);
  if (file.data.length === 0)
    throw badRequest(MATERIAL_MSG.emptyFile, { file: MATERIAL_MSG.emptyFile });
  const fileName = cleanFileName(file.fileName);
  if (fileName.length > FILE_NAME_MAX)
    throw badRequest(MATERIAL_MSG.fileNameTooLong, { file: MATERIAL_MSG.fileNameTooLong });
  const extension = extensionOf(fileName);
  const expected = (MATERIAL_FILE_TYPES as Record<string, MaterialFileType>)[extension];
  const declared = file.mimeType.toLowerCase();
  if (
    !expected ||
    (declared !== expected && declared !== UNKNOWN_TYPE) ||
    sniffMaterialType(file.data) !== expected
  )
    throw new AppError(415, 'BAD_TYPE', MATERIAL_MSG.badFileType);
  return {
    type: expected,
    extension: extension === 'jpeg' ? 'jpg' : extension,
    size: file.data.length,
    fileName,
  };
}

/** The name a person chose, without folders (some browsers send a whole path) or edge spaces. */
function cleanFileName(name: string): string {
  return (name.split(/[\\/]/).pop() ?? '').trim();
}
