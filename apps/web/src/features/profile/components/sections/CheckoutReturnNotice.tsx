import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import HourglassTopOutlined from '@mui/icons-material/HourglassTopOutlined';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../../i18n/format.ts';
import type { useCheckoutReturn } from '../../lib/use-checkout-return.ts';

type Props = ReturnType<typeof useCheckoutReturn>;

/** What became of a card payment on Stripe's page, shown on coming back to Payments Due. */
export function CheckoutReturnNotice(props: Props) {
  const { t } = useTranslation('profile');
  const { money } = useFormat();
  if (props.state === 'none') return null;
  const what = t('checkout.what', {
    amount: money(props.payment.amount),
    name: props.payment.class_name ?? t('checkout.yourClass'),
  });
  const common = {
    sx: { mb: 2 },
    // A status read out politely once, not an interrupting alert.
    role: 'status',
    onClose: props.dismiss,
    closeText: t('checkout.dismiss'),
  } as const;
  switch (props.state) {
    case 'confirming':
      return (
        <Alert {...common} severity="info" icon={<HourglassTopOutlined fontSize="inherit" />}>
          <AlertTitle>{t('checkout.confirmingTitle')}</AlertTitle>
          {t('checkout.confirming', { what })}
        </Alert>
      );
    case 'slow':
      return (
        <Alert {...common} severity="warning">
          <AlertTitle>{t('checkout.slowTitle')}</AlertTitle>
          {t('checkout.slow', { what })}
        </Alert>
      );
    case 'confirmed':
      return (
        <Alert {...common} severity="success">
          <AlertTitle>{t('checkout.confirmedTitle')}</AlertTitle>
          {t('checkout.confirmed', { what })}
        </Alert>
      );
    case 'cancelled':
      return (
        <Alert {...common} severity="info">
          <AlertTitle>{t('checkout.cancelledTitle')}</AlertTitle>
          {t('checkout.cancelled', { what })}
        </Alert>
      );
  }
}
