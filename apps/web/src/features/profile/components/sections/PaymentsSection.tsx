import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { MSG, isUnpaid } from '@careclass/shared';
import { Trans, useTranslation } from 'react-i18next';
import { useFormat } from '../../../../i18n/format.ts';
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx';
import { ReceiptButton } from '../../../receipts/ReceiptButton.tsx';
import { usePayPayment } from '../../api/pay-payment.ts';
import type { Payment } from '@careclass/shared';
import { useDates } from '../../lib/use-dates.ts';
import { useSpoken } from '../../lib/use-spoken.ts';
import { useSavedCards } from '../../lib/use-saved-cards.ts';
import { useCheckoutReturn } from '../../lib/use-checkout-return.ts';
import { CheckoutReturnNotice } from './CheckoutReturnNotice.tsx';
import {
  Detail,
  DetailList,
  EmptyState,
  PaymentStatusChip,
  RefreshError,
  SectionHeader,
} from '../common.tsx';
import { visuallyHidden } from '../../../../lib/visually-hidden.ts';
import type { SectionProps } from './types.ts';

const NO_CARD = 'none';

interface ActionProps {
  payment: Payment;
  onPay: (p: Payment) => void;
  /** The payment whose card payment Stripe is still confirming: no second Pay Now meanwhile. */
  confirmingId?: number;
}

function PayButton({ payment, onPay, confirmingId }: ActionProps) {
  const { t } = useTranslation('profile');
  const { money } = useFormat();
  if (!isUnpaid(payment.status)) return null;
  if (payment.id === confirmingId) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {t('payments.beingConfirmed')}
      </Typography>
    );
  }
  return (
    <Button
      variant="contained"
      size="small"
      onClick={() => onPay(payment)}
      aria-label={t('payments.payNowLabel', {
        what: payment.class_name ?? t('payments.payment').toLowerCase(),
        amount: money(payment.amount),
      })}
    >
      {t('payments.payNow')}
    </Button>
  );
}

/** Pay Now while it is owed; once paid (even if refunded later), its receipt. */
function PaymentAction({ payment, onPay, confirmingId }: ActionProps) {
  const { t } = useTranslation('profile');
  const { money } = useFormat();
  if (payment.paid_at) {
    return (
      <ReceiptButton
        paymentId={payment.id}
        what={`${payment.class_name ?? t('payments.payment').toLowerCase()} ${money(payment.amount)}`}
      />
    );
  }
  return <PayButton payment={payment} onPay={onPay} confirmingId={confirmingId} />;
}

function PaymentCard({ payment: p, onPay, confirmingId }: ActionProps) {
  const titleId = useId();
  const { t } = useTranslation('profile');
  const { money } = useFormat();
  const dates = useDates();
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h3" id={titleId} sx={{ fontSize: '1.1rem', minWidth: 0 }}>
            {p.class_name || t('payments.payment')}
          </Typography>
          <PaymentStatusChip status={p.status} />
        </Box>
        <DetailList>
          <Detail label={t('payments.amount')}>{money(p.amount)}</Detail>
          <Detail label={t('payments.dueDate')}>{dates.dueDate(p.due_date)}</Detail>
          {p.paid_at && <Detail label={t('payments.paidOn')}>{dates.date(p.paid_at)}</Detail>}
        </DetailList>
        <PaymentAction payment={p} onPay={onPay} confirmingId={confirmingId} />
      </CardContent>
    </Card>
  );
}

export function PaymentsSection({
  data,
  headingId,
  refresh,
  refreshing,
  refreshError,
}: SectionProps) {
  const phone = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  const { t } = useTranslation('profile');
  const { errorText, toast } = useSpoken();
  const { money } = useFormat();
  const dates = useDates();
  const pay = usePayPayment();
  const { cards } = useSavedCards(data.user.id);
  const [paying, setPaying] = useState<Payment | null>(null);
  // Set while the browser leaves for Stripe's page, so the dialog stays busy until it has gone.
  const [leaving, setLeaving] = useState(false);
  const checkout = useCheckoutReturn(data.payments, refresh);
  const confirmingId =
    checkout.state === 'confirming' || checkout.state === 'slow' ? checkout.payment.id : undefined;
  const [card, setCard] = useState<string>(NO_CARD);
  const cardGroupLabel = useId();

  // Unpaid first (oldest due date first), then the paid and cancelled ones.
  const payments = [...data.payments].sort((a, b) => {
    const unpaid = Number(isUnpaid(b.status)) - Number(isUnpaid(a.status));
    return unpaid !== 0 ? unpaid : a.due_date.localeCompare(b.due_date);
  });

  const openPay = (p: Payment) => {
    setCard(cards.find((c) => c.is_default)?.id ?? NO_CARD);
    setPaying(p);
  };

  const confirmPay = () => {
    if (!paying) return;
    const chosen = cards.find((c) => c.id === card);
    pay.mutate(
      { id: paying.id, lastFour: chosen?.last_four },
      {
        onSuccess: (result) => {
          if (result.checkout_url) {
            setLeaving(true);
            window.location.assign(result.checkout_url);
            return;
          }
          toast.success(result.message);
          setPaying(null);
        },
        onError: (err) => {
          toast.error(err, MSG.somethingWentWrong);
          setPaying(null);
        },
      },
    );
  };

  return (
    <>
      <SectionHeader
        title={t('sections.payments')}
        headingId={headingId}
        onRefresh={refresh}
        refreshing={refreshing}
      />
      {refreshError ? (
        <RefreshError message={errorText(refreshError, MSG.profileLoadFailed)} onRetry={refresh} />
      ) : null}
      <CheckoutReturnNotice {...checkout} />
      {payments.length === 0 ? (
        <EmptyState icon={<ReceiptLongOutlined />} title={t('payments.empty')}>
          {t('payments.emptyHint')}
        </EmptyState>
      ) : phone ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {payments.map((p) => (
            <PaymentCard key={p.id} payment={p} onPay={openPay} confirmingId={confirmingId} />
          ))}
        </Box>
      ) : (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>{t('payments.class')}</TableCell>
                <TableCell align="right">{t('payments.amount')}</TableCell>
                <TableCell>{t('payments.dueDate')}</TableCell>
                <TableCell>{t('payments.status')}</TableCell>
                <TableCell>
                  <Box component="span" sx={visuallyHidden}>
                    {t('payments.action')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {payments.map((p) => (
                <TableRow key={p.id}>
                  <TableCell component="th" scope="row">
                    {p.class_name || t('payments.payment')}
                  </TableCell>
                  <TableCell align="right">{money(p.amount)}</TableCell>
                  <TableCell>{dates.dueDate(p.due_date)}</TableCell>
                  <TableCell>
                    <PaymentStatusChip status={p.status} />
                  </TableCell>
                  <TableCell align="right">
                    <PaymentAction payment={p} onPay={openPay} confirmingId={confirmingId} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <ConfirmDialog
        open={paying !== null}
        title={t('payments.confirmTitle')}
        confirmLabel={
          paying ? t('payments.payAmount', { amount: money(paying.amount) }) : t('payments.pay')
        }
        cancelLabel={t('common.cancel')}
        busy={pay.isPending || leaving}
        onConfirm={confirmPay}
        onClose={() => setPaying(null)}
      >
        <Typography sx={{ mb: 2 }}>
          <Trans
            t={t}
            i18nKey="payments.confirmBody"
            values={{
              amount: paying ? money(paying.amount) : '',
              name: paying?.class_name ?? t('payments.thisClass'),
              due: dates.dueDate(paying?.due_date),
            }}
            components={[<strong key="amount" />]}
          />
        </Typography>
        {cards.length > 0 ? (
          <FormControl>
            <FormLabel id={cardGroupLabel}>{t('payments.cardGroup')}</FormLabel>
            <RadioGroup
              aria-labelledby={cardGroupLabel}
              value={card}
              onChange={(e) => setCard(e.target.value)}
            >
              {cards.map((c) => (
                <FormControlLabel
                  key={c.id}
                  value={c.id}
                  control={<Radio />}
                  label={t(c.is_default ? 'payments.cardOptionDefault' : 'payments.cardOption', {
                    lastFour: c.last_four,
                    expiry: c.expiry_date,
                  })}
                />
              ))}
              <FormControlLabel value={NO_CARD} control={<Radio />} label={t('payments.noCard')} />
            </RadioGroup>
          </FormControl>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('payments.tip')}
          </Typography>
        )}
      </ConfirmDialog>
    </>
  );
}
