import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import { formatUsd } from '@careclass/shared';
import type { useCheckoutReturn } from '../../lib/use-checkout-return.ts';

type Props = ReturnType<typeof useCheckoutReturn>;

/** What became of a card payment on Stripe's page, shown on coming back to Payments Due. */
export function CheckoutReturnNotice(props: Props) {
  if (props.state === 'none') return null;
  const what = `${formatUsd(props.payment.amount)} for ${props.payment.class_name ?? 'your class'}`;
  const common = {
    sx: { mb: 2 },
    // A status read out politely once, not an interrupting alert.
    role: 'status',
    onClose: props.dismiss,
    closeText: 'Dismiss',
  } as const;
  switch (props.state) {
    case 'confirming':
      return (
        <Alert {...common} severity="info" icon={<HourglassTopOutlined fontSize="inherit" />}>
          <AlertTitle>Payment being confirmed</AlertTitle>
          Your card payment of {what} is being confirmed with Stripe. This page updates by itself in
          a moment; there is no need to pay again.
        </Alert>
      );
    case 'slow':
      return (
        <Alert {...common} severity="warning">
          <AlertTitle>Payment still being confirmed</AlertTitle>
          Your card payment of {what} has not been confirmed yet. Please refresh this page in a few
          minutes; if it is still not paid, contact the office before paying again.
        </Alert>
      );
    case 'confirmed':
      return (
        <Alert {...common} severity="success">
          <AlertTitle>Payment received. Thank you!</AlertTitle>
          Your card payment of {what} is confirmed. The receipt is in the list below.
        </Alert>
      );
    case 'cancelled':
      return (
        <Alert {...common} severity="info">
          <AlertTitle>Card payment cancelled</AlertTitle>
          Nothing was charged for {what}. You can pay it whenever you are ready.
        </Alert>
      );
  }
}
