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
  return (
    <>
      <ConfirmDialog
        open={open === 'decline'}
        title="Decline this seat?"
        confirmLabel="Decline seat"
        cancelLabel="Keep the offer"
        destructive
        busy={declining}
        onConfirm={onDecline}
        onClose={onClose}
      >
        The seat will be offered to the next person on the waitlist and you will leave the waitlist
        for this class.
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'withdraw'}
        title="Withdraw your enrollment request?"
        confirmLabel="Withdraw request"
        cancelLabel="Keep my request"
        destructive
        busy={withdrawing}
        onConfirm={onWithdraw}
        onClose={onClose}
      >
        Your seat will be given up. You can enroll again later if seats are still free.
      </ConfirmDialog>
    </>
  );
}
