import { useMutation } from '@tanstack/react-query';
import { API_BASE } from '@careclass/shared';
import { api } from '../../../lib/api-client.ts';

/** The API path of a certificate file: certificate_url is `/api/certificates/{id}/download`. */
export function certificateApiPath(certificateUrl: string): string {
  return certificateUrl.startsWith(`${API_BASE}/`)
    ? certificateUrl.slice(API_BASE.length)
    : certificateUrl;
}

function extensionFor(type: string | null | undefined): string {
  if (type === 'application/pdf') return '.pdf';
  if (type === 'image/png') return '.png';
  if (type === 'image/jpeg') return '.jpg';
  return '';
}

export interface DownloadInput {
  url: string;
  name: string;
  fileType?: string | null;
}

/**
 * Downloads a certificate with the Bearer token (a plain link cannot send it) and saves it through
 * a temporary object URL.
 */
export async function downloadCertificate({ url, name, fileType }: DownloadInput): Promise<void> {
  const blob = await api.blob(certificateApiPath(url));
  const objectUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    const base = name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'certificate';
    link.download = /\.[a-z0-9]{2,4}$/i.test(base)
      ? base
      : `${base}${extensionFor(fileType ?? blob.type)}`;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL is released.
    window.setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
}

export function useDownloadCertificate() {
  return useMutation({ mutationFn: downloadCertificate });
}
