import { describe, expect, it } from 'vitest';
import { FILE_MSG } from '@careclass/shared';
import { checkCertificateFile, formatFileSize, typeFromBytes } from './files.ts';

describe('formatFileSize', () => {
  it('shows Bytes below 1024', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1)).toBe('1 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
  });

  it('shows KB and MB in 1024 units with at most two decimals', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(1000 * 1024)).toBe('1000 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1 MB');
    expect(formatFileSize(1.234 * 1024 * 1024)).toBe('1.23 MB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
  });

  it('keeps MB as the largest unit and shows a dash for no size', () => {
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3072 MB');
    expect(formatFileSize(null)).toBe('—');
    expect(formatFileSize(Number.NaN)).toBe('—');
    expect(formatFileSize(-1)).toBe('—');
  });
});

describe('checkCertificateFile', () => {
  const pdf = { name: 'Certificate.PDF', type: 'application/pdf', size: 1000 };

  it('accepts PDF, JPEG and PNG up to 5 MB', () => {
    expect(checkCertificateFile(pdf)).toEqual({ ok: true, type: 'application/pdf' });
    expect(
      checkCertificateFile({ name: 'a.jpeg', type: 'image/jpeg', size: 5 * 1024 * 1024 }),
    ).toEqual({ ok: true, type: 'image/jpeg' });
    expect(checkCertificateFile({ name: 'a.jpg', type: 'image/jpeg', size: 1 }).ok).toBe(true);
    expect(checkCertificateFile({ name: 'a.png', type: 'image/png', size: 1 }).ok).toBe(true);
  });

  it('refuses a file over 5 MB first, with the screen text', () => {
    expect(checkCertificateFile({ ...pdf, name: 'a.txt', size: 5 * 1024 * 1024 + 1 })).toEqual({
      ok: false,
      error: FILE_MSG.tooLargeScreen,
    });
  });

  it('refuses another extension, then a type that is not the extension', () => {
    expect(checkCertificateFile({ name: 'notes.txt', type: 'text/plain', size: 5 })).toEqual({
      ok: false,
      error: FILE_MSG.badExtension,
    });
    expect(checkCertificateFile({ name: 'noextension', type: 'application/pdf', size: 5 }).ok).toBe(
      false,
    );
    expect(checkCertificateFile({ name: 'a.pdf', type: 'text/plain', size: 5 })).toEqual({
      ok: false,
      error: FILE_MSG.badTypeScreen,
    });
    expect(checkCertificateFile({ name: 'a.png', type: 'application/pdf', size: 5 })).toEqual({
      ok: false,
      error: FILE_MSG.badTypeScreen,
    });
  });

  it('takes the extension when the browser declares no type', () => {
    expect(checkCertificateFile({ name: 'scan.jpg', type: '', size: 5 })).toEqual({
      ok: true,
      type: 'image/jpeg',
    });
  });
});

describe('typeFromBytes', () => {
  it('recognises PDF, PNG and JPEG signatures', () => {
    expect(typeFromBytes(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
    expect(typeFromBytes(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    expect(typeFromBytes(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  });

  it('answers null for anything else', () => {
    expect(typeFromBytes(new TextEncoder().encode('hello'))).toBeNull();
    expect(typeFromBytes(new Uint8Array())).toBeNull();
  });
});
