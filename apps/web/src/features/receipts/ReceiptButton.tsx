import Button from '@mui/material/Button';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { useTranslation } from 'react-i18next';
import { useSpoken } from '../profile/lib/use-spoken.ts';
import { useDownloadReceipt } from './download-receipt.ts';

/** Downloads the PDF receipt of a paid payment; `what` names it for screen readers. */
export function ReceiptButton({ paymentId, what }: { paymentId: number; what: string }) {
  const download = useDownloadReceipt();
  const { t } = useTranslation('profile');
  const { toast } = useSpoken();
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<ReceiptLongOutlined />}
      loading={download.isPending}
      loadingPosition="start"
      onClick={() =>
        download.mutate(paymentId, { onError: (error) => toast.error(error, t('receipt.failed')) })
      }
      aria-label={t('receipt.label', { what })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {t('receipt.button')}
    </Button>
  );
}
