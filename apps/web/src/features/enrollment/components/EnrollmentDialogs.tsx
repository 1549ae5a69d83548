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
  const { t } = useTranslation('enrollment');
  return (
    <>
      <ConfirmDialog
        open={open === 'decline'}
        title={t('dialogs.declineTitle')}
        confirmLabel={t('dialogs.declineConfirm')}
        cancelLabel={t('dialogs.keepOffer')}
        destructive
        busy={declining}
        onConfirm={onDecline}
        onClose={onClose}
      >
        {t('dialogs.declineBody')}
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'withdraw'}
        title={t('dialogs.withdrawTitle')}
        confirmLabel={t('dialogs.withdrawConfirm')}
        cancelLabel={t('dialogs.keepRequest')}
        destructive
        busy={withdrawing}
        onConfirm={onWithdraw}
        onClose={onClose}
      >
        {t('dialogs.withdrawBody')}
      </ConfirmDialog>
    </>
  );
}
