import Button from '@mui/material/Button';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { useToast } from '../../lib/toast.ts';
import { useDownloadReceipt } from './download-receipt.ts';

export const RECEIPT_FAILED = 'Failed to download the receipt';

/** Downloads the PDF receipt of a paid payment; `what` names it for screen readers. */
export function ReceiptButton({ paymentId, what }: { paymentId: number; what: string }) {
  const download = useDownloadReceipt();
  const toast = useToast();
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<ReceiptLongOutlined />}
      loading={download.isPending}
      loadingPosition="start"
      onClick={() =>
        download.mutate(paymentId, { onError: (error) => toast.error(error, RECEIPT_FAILED) })
      }
      aria-label={`Download receipt: ${what}`}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Receipt
    </Button>
  );
}
