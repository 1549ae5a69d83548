import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import type { TransactionStatus } from '@careclass/shared';
import { useFormat } from '../../../i18n/format.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useToast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { Pager, useServerPages } from '../components/PagedRows.tsx';
import { StatCardsSkeleton, TableSkeleton } from '../components/LoadingStates.tsx';
import { SectionHeader } from '../components/SectionHeader.tsx';
import { StatCard, StatCards } from '../components/StatCard.tsx';
import { EmptyState, ErrorState } from '../components/StateViews.tsx';
import { useOfficeDates } from '../classes/lib/office-dates.ts';
import {
  useExportTransactions,
  useSendReminder,
  useSetTransactionStatus,
} from './api/mutations.ts';
import {
  useFinancialSummary,
  useOutstandingPayments,
  useReminders,
  useTransactions,
} from './api/queries.ts';
import { OutstandingTable } from './components/OutstandingTable.tsx';
import { PaymentMessageDialog } from './components/PaymentMessageDialog.tsx';
import { RemindersTable } from './components/RemindersTable.tsx';
import { TransactionsTable } from './components/TransactionsTable.tsx';
import { last30Days } from './lib/range.ts';
import { FINAL_STATUSES } from './lib/transactions.ts';
import { FIN_MSG, useFinanceText } from './messages.ts';
import type { FinanceTransaction as Transaction, OutstandingPayment } from '@careclass/shared';

function SubHeading({ children, hint }: { children: string; hint?: string }) {
  return (
    <Box sx={{ mt: 4, mb: 1.5 }}>
      <Typography component="h2" variant="h2" sx={{ fontSize: { xs: '1.3rem', md: '1.5rem' } }}>
        {children}
      </Typography>
      {hint && <Typography color="text.secondary">{hint}</Typography>}
    </Box>
  );
}

export function FinancialSection() {
  const { t } = useTranslation('adminFinance');
  const text = useFinanceText();
  const format = useFormat();
  const money = format.money;
  const { formatDay, formatInstant } = useOfficeDates();
  const TITLE = t('title');
  const [range, setRange] = useState(last30Days);
  const rangeInvalid = Boolean(
    !range.startDate || !range.endDate || range.startDate > range.endDate,
  );
  const summary = useFinancialSummary(range, !rangeInvalid);
  const transactions = useTransactions(range, !rangeInvalid);
  // A hundred rows a page: the overdue ones come first, and the office works down the list.
  const outstandingPages = useServerPages(100);
  const outstanding = useOutstandingPayments(outstandingPages.query);
  outstandingPages.keepWithin(outstanding.data?.pagination.total, outstanding.isPlaceholderData);
  const reminders = useReminders(range, !rangeInvalid);
  const exporting = useExportTransactions();
  const remind = useSendReminder();
  const changeStatus = useSetTransactionStatus();
  const toast = useToast();
  // A failure in the page's language; one the api-client already handled stays silent.
  const fail = (error: unknown, fallback: string) => {
    if (isApiError(error) && error.silent) return;
    toast.error(text(errorMessage(error, fallback)));
  };
  const [reminding, setReminding] = useState<number | null>(null);
  // The payment whose reminder waits for the office to confirm it.
  const [toRemind, setToRemind] = useState<OutstandingPayment | null>(null);
  const [messaging, setMessaging] = useState<OutstandingPayment | null>(null);
  const [confirming, setConfirming] = useState<{ t: Transaction; to: TransactionStatus } | null>(
    null,
  );

  const onExport = () =>
    exporting.mutate(range, {
      onSuccess: () => toast.success(text(FIN_MSG.exported)),
      onError: (error) => fail(error, FIN_MSG.export),
    });

  const onRemind = async (p: OutstandingPayment) => {
    setReminding(p.id);
    try {
      toast.success(text(await remind.mutateAsync(p.id)));
      setToRemind(null);
    } catch (error) {
      fail(error, FIN_MSG.reminder);
    } finally {
      setReminding(null);
    }
  };

  const apply = async (tx: Transaction, to: TransactionStatus) => {
    try {
      toast.success(text(await changeStatus.mutateAsync({ id: tx.id, status: to })));
      setConfirming(null);
    } catch (error) {
      fail(error, FIN_MSG.updateTransaction);
    }
  };

  return (
    <>
      <PageTitle title={TITLE} />
      <SectionHeader
        title={TITLE}
        subtitle={t('subtitle')}
        actions={
          <Button
            variant="outlined"
            startIcon={<Download />}
            onClick={onExport}
            loading={exporting.isPending}
            loadingPosition="start"
            disabled={rangeInvalid}
          >
            {t('export')}
          </Button>
        }
      />

      <FilterBar
        label={t('range.label')}
        columns={{ xs: '1fr 1fr', md: 'repeat(4, 1fr)' }}
        sx={{ mb: 3 }}
      >
        <TextField
          label={t('range.start')}
          type="date"
          value={range.startDate}
          onChange={(e) => setRange((r) => ({ ...r, startDate: e.target.value }))}
          margin="none"
          error={rangeInvalid}
          helperText={
            range.startDate && range.endDate && range.startDate > range.endDate
              ? text(FIN_MSG.startAfterEnd)
              : undefined
          }
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.endDate } }}
        />
        <TextField
          label={t('range.end')}
          type="date"
          value={range.endDate}
          onChange={(e) => setRange((r) => ({ ...r, endDate: e.target.value }))}
          margin="none"
          error={rangeInvalid}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.startDate } }}
        />
      </FilterBar>

      {rangeInvalid ? null : summary.isPending ? (
        <StatCardsSkeleton count={4} />
      ) : summary.isError ? (
        <ErrorState
          error={summary.error}
          fallback={text(FIN_MSG.fetchFinancial)}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      ) : (
        <StatCards columns={4}>
          <StatCard
            label={t('stats.totalRevenue')}
            value={money(summary.data.totalRevenue)}
            hint={t('stats.totalRevenueHint', {
              collected: money(summary.data.collected),
              refunded: money(summary.data.refunded),
            })}
          />
          <StatCard
            label={t('stats.pendingPayments')}
            value={money(summary.data.pendingPayments)}
            hint={t('stats.pendingPaymentsHint')}
          />
          <StatCard
            label={t('stats.monthlyRevenue')}
            value={money(summary.data.monthlyRevenue)}
            hint={t('stats.monthlyRevenueHint')}
          />
          <StatCard
            label={t('stats.outstandingBalance')}
            value={money(summary.data.outstandingBalance)}
            hint={t('stats.outstandingBalanceHint', { overdue: money(summary.data.overdueAmount) })}
          />
        </StatCards>
      )}

      <SubHeading hint={t('outstanding.hint')}>{t('outstanding.heading')}</SubHeading>
      {outstanding.isPending ? (
        <TableSkeleton rows={3} label={t('outstanding.loading')} />
      ) : outstanding.isError ? (
        <ErrorState
          error={outstanding.error}
          fallback={text(FIN_MSG.fetchFinancial)}
          onRetry={() => void outstanding.refetch()}
          retrying={outstanding.isFetching}
        />
      ) : (
        <>
          <Typography sx={{ mb: 1.5 }} color="text.secondary">
            {t('outstanding.summary', {
              total: money(outstanding.data.stats.total_outstanding),
              overdueCount: format.number(outstanding.data.stats.overdue_count),
              overdueAmount: money(outstanding.data.stats.overdue_amount),
              dueSoonCount: format.number(outstanding.data.stats.due_soon_count),
              dueSoonAmount: money(outstanding.data.stats.due_soon_amount),
              notYetDueCount: format.number(outstanding.data.stats.not_yet_due_count),
              notYetDueAmount: money(outstanding.data.stats.not_yet_due_amount),
            })}
          </Typography>
          {outstanding.data.payments.length === 0 ? (
            <EmptyState title={t('outstanding.empty')} />
          ) : (
            <>
              <OutstandingTable
                payments={outstanding.data.payments}
                reminding={reminding}
                onRemind={setToRemind}
                onMessage={setMessaging}
              />
              <Pager
                {...outstandingPages}
                count={outstanding.data.pagination.total}
                sizes={[25, 50, 100]}
              />
            </>
          )}
        </>
      )}

      <SubHeading hint={t('transactions.hint')}>{t('transactions.heading')}</SubHeading>
      {rangeInvalid ? (
        <EmptyState title={t('transactions.chooseRange')} />
      ) : transactions.isPending ? (
        <TableSkeleton label={t('transactions.loading')} />
      ) : transactions.isError ? (
        <ErrorState
          error={transactions.error}
          fallback={text(FIN_MSG.fetchFinancial)}
          onRetry={() => void transactions.refetch()}
          retrying={transactions.isFetching}
        />
      ) : transactions.data.length === 0 ? (
        <EmptyState title={t('transactions.empty')} />
      ) : (
        <TransactionsTable
          transactions={transactions.data}
          busy={changeStatus.isPending}
          onChange={(tx, to) =>
            FINAL_STATUSES.includes(to) ? setConfirming({ t: tx, to }) : void apply(tx, to)
          }
        />
      )}

      <SubHeading hint={t('reminders.hint')}>{t('reminders.heading')}</SubHeading>
      {rangeInvalid ? null : reminders.isPending ? (
        <TableSkeleton rows={3} label={t('reminders.loading')} />
      ) : reminders.isError ? (
        <ErrorState
          error={reminders.error}
          fallback={text(FIN_MSG.fetchFinancial)}
          onRetry={() => void reminders.refetch()}
          retrying={reminders.isFetching}
        />
      ) : reminders.data.length === 0 ? (
        <EmptyState title={t('reminders.empty')} />
      ) : (
        <RemindersTable reminders={reminders.data} />
      )}

      <ConfirmDialog
        open={toRemind !== null}
        title={t('confirmReminder.title')}
        confirmLabel={t('confirmReminder.confirm')}
        busy={remind.isPending}
        onConfirm={() => toRemind && void onRemind(toRemind)}
        onClose={() => setToRemind(null)}
      >
        {toRemind && (
          <>
            {t('confirmReminder.text', {
              name: toRemind.student_name,
              email: toRemind.student_email,
              amount: money(toRemind.amount),
              class: toRemind.class_name ?? t('confirmReminder.theirClass'),
              due: formatDay(toRemind.due_date),
            })}
          </>
        )}
      </ConfirmDialog>
      {messaging && <PaymentMessageDialog payment={messaging} onClose={() => setMessaging(null)} />}
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming?.to === 'refunded'
            ? t('confirmStatus.refundTitle')
            : t('confirmStatus.cancelTitle')
        }
        confirmLabel={confirming ? t(`statusAction.${confirming.to}`) : t('confirmStatus.confirm')}
        danger
        busy={changeStatus.isPending}
        onConfirm={() => confirming && void apply(confirming.t, confirming.to)}
        onClose={() => setConfirming(null)}
      >
        {confirming &&
          (confirming.to === 'refunded' ? (
            <>
              {t('confirmStatus.refundText', {
                amount: money(confirming.t.amount),
                name: confirming.t.student_name,
                paid: formatInstant(confirming.t.created_at),
              })}
            </>
          ) : (
            <>
              {t('confirmStatus.cancelText', {
                id: confirming.t.id,
                name: confirming.t.student_name,
                amount: money(confirming.t.amount),
              })}
            </>
          ))}
      </ConfirmDialog>
    </>
  );
}
