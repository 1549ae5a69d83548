import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';

interface EnrollmentDialogsProps {
  open: 'decline' | 'withdraw' | null;
  declining: boolean;
  withdrawing: boolean;
  onDecline: () => void;
  onWithdraw: () => void;
  onClose: () => void;
}

/** The class page's two confirmations: declining an offered seat, withdrawing a request. */
export function EnrollmentDialogs({
  open,
  declining,
  withdrawing,
  onDecline,
  onWithdraw,
  onClose,
}: EnrollmentDialogsProps) {
  const { t } = useTranslation('public');
  return (
    <>
      <ConfirmDialog
        open={open === 'decline'}
        title={t('enroll.declineDialog.title')}
        confirmLabel={t('enroll.declineDialog.confirm')}
        cancelLabel={t('enroll.declineDialog.cancel')}
        destructive
        busy={declining}
        onConfirm={onDecline}
        onClose={onClose}
      >
        {t('enroll.declineDialog.text')}
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'withdraw'}
        title={t('enroll.withdrawDialog.title')}
        confirmLabel={t('enroll.withdrawDialog.confirm')}
        cancelLabel={t('enroll.withdrawDialog.cancel')}
        destructive
        busy={withdrawing}
        onConfirm={onWithdraw}
        onClose={onClose}
      >
        {t('enroll.withdrawDialog.text')}
      </ConfirmDialog>
    </>
  );
}
