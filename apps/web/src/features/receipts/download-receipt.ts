import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { saveBlob } from '../../lib/save-blob.ts';

/** The name the server gives the file (its Content-Disposition): receipt-R-000042.pdf. */
export const receiptFileName = (paymentId: number) =>
  `receipt-R-${String(paymentId).padStart(6, '0')}.pdf`;

/**
 * GET /payments/{id}/receipt with the Bearer token (a plain link cannot send it), saved. The payer
 * and administrators may read it.
 */
export async function downloadReceipt(paymentId: number): Promise<void> {
  const blob = await api.blob(`/payments/${paymentId}/receipt`);
  saveBlob(blob, receiptFileName(paymentId));
}

export function useDownloadReceipt() {
  return useMutation({ mutationFn: downloadReceipt });
}
