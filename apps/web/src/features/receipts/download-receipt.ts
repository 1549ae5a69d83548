import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

/** The name the server gives the file (its Content-Disposition): receipt-R-000042.pdf. */
export const receiptFileName = (paymentId: number) =>
  `receipt-R-${String(paymentId).padStart(6, '0')}.pdf`;

/**
 * GET /payments/{id}/receipt with the Bearer token (a plain link cannot send it), saved through a
 * temporary object URL. The payer and administrators may read it.
 */
export async function downloadReceipt(paymentId: number): Promise<void> {
  const blob = await api.blob(`/payments/${paymentId}/receipt`);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = receiptFileName(paymentId);
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL is released.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}

export function useDownloadReceipt() {
  return useMutation({ mutationFn: downloadReceipt });
}
