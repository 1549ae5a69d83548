import type { DbOrTx } from '../db/client.ts';
import { buildReceipt } from '../modules/payments/receipt.service.ts';
import type { MailAttachmentRef } from './attachment-refs.ts';

export interface MailFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * Builds the files an outbox row names, at delivery time: the receipt is rendered from the
 * payment as it is recorded (docs/decisions/0025). A failure leaves the row to be retried.
 */
export async function resolveAttachments(
  db: DbOrTx,
  refs: readonly MailAttachmentRef[] | null | undefined,
): Promise<MailFile[]> {
  const files: MailFile[] = [];
  for (const ref of refs ?? []) {
    if (ref.kind === 'receipt') {
      const receipt = await buildReceipt(db, ref.paymentId);
      files.push({
        filename: receipt.fileName,
        contentType: 'application/pdf',
        content: receipt.pdf,
      });
    }
  }
  return files;
}
