import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { formatUsd, type TransactionStatus } from '@careclass/shared';
import { PageTitle } from '../../../components/PageTitle.tsx';
import { useToast } from '../../../lib/toast.ts';
import { ConfirmDialog } from '../components/ConfirmDialog.tsx';
import { FilterBar } from '../components/FilterBar.tsx';
import { Pager, useServerPages } from '../components/PagedRows.tsx';
import { StatCardsSkeleton, TableSkeleton } from '../components/LoadingStates.tsx';
import { SectionHeader } from '../components/SectionHeader.tsx';
import { StatCard, StatCards } from '../components/StatCard.tsx';
import { EmptyState, ErrorState } from '../components/StateViews.tsx';
import { formatDay, formatInstant } from '../lib/format.ts';
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
import { FINAL_STATUSES, STATUS_ACTION } from './lib/transactions.ts';
import { FIN_MSG } from './messages.ts';
import type { FinanceTransaction as Transaction, OutstandingPayment } from '@careclass/shared';

const TITLE = 'Financial Management';

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
  const [reminding, setReminding] = useState<number | null>(null);
  // The payment whose reminder waits for the office to confirm it.
  const [toRemind, setToRemind] = useState<OutstandingPayment | null>(null);
  const [messaging, setMessaging] = useState<OutstandingPayment | null>(null);
  const [confirming, setConfirming] = useState<{ t: Transaction; to: TransactionStatus } | null>(
    null,
  );

  const onExport = () =>
    exporting.mutate(range, {
      onSuccess: () => toast.success(FIN_MSG.exported),
      onError: (error) => toast.error(error, FIN_MSG.export),
    });

  const onRemind = async (p: OutstandingPayment) => {
    setReminding(p.id);
    try {
      toast.success(await remind.mutateAsync(p.id));
      setToRemind(null);
    } catch (error) {
      toast.error(error, FIN_MSG.reminder);
    } finally {
      setReminding(null);
    }
  };

  const apply = async (t: Transaction, to: TransactionStatus) => {
    try {
      toast.success(await changeStatus.mutateAsync({ id: t.id, status: to }));
      setConfirming(null);
    } catch (error) {
      toast.error(error, FIN_MSG.updateTransaction);
    }
  };

  return (
    <>
      <PageTitle title={TITLE} />
      <SectionHeader
        title={TITLE}
        subtitle="Revenue, transactions and what students still owe."
        actions={
          <Button
            variant="outlined"
            startIcon={<Download />}
            onClick={onExport}
            loading={exporting.isPending}
            loadingPosition="start"
            disabled={rangeInvalid}
          >
            Export
          </Button>
        }
      />

      <FilterBar
        label="Date range"
        columns={{ xs: '1fr 1fr', md: 'repeat(4, 1fr)' }}
        sx={{ mb: 3 }}
      >
        <TextField
          label="Start date"
          type="date"
          value={range.startDate}
          onChange={(e) => setRange((r) => ({ ...r, startDate: e.target.value }))}
          margin="none"
          error={rangeInvalid}
          helperText={
            range.startDate && range.endDate && range.startDate > range.endDate
              ? FIN_MSG.startAfterEnd
              : undefined
          }
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.endDate } }}
        />
        <TextField
          label="End date"
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
          fallback={FIN_MSG.fetchFinancial}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      ) : (
        <StatCards columns={4}>
          <StatCard
            label="Total Revenue"
            value={formatUsd(summary.data.totalRevenue)}
            hint={`${formatUsd(summary.data.collected)} collected − ${formatUsd(summary.data.refunded)} refunded, in the range`}
          />
          <StatCard
            label="Pending Payments"
            value={formatUsd(summary.data.pendingPayments)}
            hint="owed, not yet overdue (due soon or later)"
          />
          <StatCard
            label="Monthly Revenue"
            value={formatUsd(summary.data.monthlyRevenue)}
            hint="net, this calendar month"
          />
          <StatCard
            label="Outstanding Balance"
            value={formatUsd(summary.data.outstandingBalance)}
            hint={`everything owed now, ${formatUsd(summary.data.overdueAmount)} of it overdue`}
          />
        </StatCards>
      )}

      <SubHeading hint="Every unpaid payment, whatever its due date. Reminders go to the student in the app and by e-mail.">
        Outstanding payments
      </SubHeading>
      {outstanding.isPending ? (
        <TableSkeleton rows={3} label="Loading outstanding payments" />
      ) : outstanding.isError ? (
        <ErrorState
          error={outstanding.error}
          fallback={FIN_MSG.fetchFinancial}
          onRetry={() => void outstanding.refetch()}
          retrying={outstanding.isFetching}
        />
      ) : (
        <>
          <Typography sx={{ mb: 1.5 }} color="text.secondary">
            {formatUsd(outstanding.data.stats.total_outstanding)} outstanding:{' '}
            {outstanding.data.stats.overdue_count} overdue (
            {formatUsd(outstanding.data.stats.overdue_amount)}),{' '}
            {outstanding.data.stats.due_soon_count} due soon (
            {formatUsd(outstanding.data.stats.due_soon_amount)}),{' '}
            {outstanding.data.stats.not_yet_due_count} not yet due (
            {formatUsd(outstanding.data.stats.not_yet_due_amount)}).
          </Typography>
          {outstanding.data.payments.length === 0 ? (
            <EmptyState title="Nothing is owed" />
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

      <SubHeading hint="Payments and refunds in the date range, newest first. Reminders are listed below.">
        Transactions
      </SubHeading>
      {rangeInvalid ? (
        <EmptyState title="Choose a start date on or before the end date" />
      ) : transactions.isPending ? (
        <TableSkeleton label="Loading transactions" />
      ) : transactions.isError ? (
        <ErrorState
          error={transactions.error}
          fallback={FIN_MSG.fetchFinancial}
          onRetry={() => void transactions.refetch()}
          retrying={transactions.isFetching}
        />
      ) : transactions.data.length === 0 ? (
        <EmptyState title="No transactions in this date range" />
      ) : (
        <TransactionsTable
          transactions={transactions.data}
          busy={changeStatus.isPending}
          onChange={(t, to) =>
            FINAL_STATUSES.includes(to) ? setConfirming({ t, to }) : void apply(t, to)
          }
        />
      )}

      <SubHeading hint="Reminders and payment messages sent in the date range, newest first.">
        Reminders sent
      </SubHeading>
      {rangeInvalid ? null : reminders.isPending ? (
        <TableSkeleton rows={3} label="Loading reminders" />
      ) : reminders.isError ? (
        <ErrorState
          error={reminders.error}
          fallback={FIN_MSG.fetchFinancial}
          onRetry={() => void reminders.refetch()}
          retrying={reminders.isFetching}
        />
      ) : reminders.data.length === 0 ? (
        <EmptyState title="No reminders sent in this date range" />
      ) : (
        <RemindersTable reminders={reminders.data} />
      )}

      <ConfirmDialog
        open={toRemind !== null}
        title="Confirm reminder"
        confirmLabel="Send Reminder"
        busy={remind.isPending}
        onConfirm={() => toRemind && void onRemind(toRemind)}
        onClose={() => setToRemind(null)}
      >
        {toRemind && (
          <>
            Send a reminder to {toRemind.student_name} ({toRemind.student_email}) about{' '}
            {formatUsd(toRemind.amount)} for {toRemind.class_name ?? 'their class'}, due{' '}
            {formatDay(toRemind.due_date)}? It goes to them in the app and by e-mail.
          </>
        )}
      </ConfirmDialog>
      {messaging && <PaymentMessageDialog payment={messaging} onClose={() => setMessaging(null)} />}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming?.to === 'refunded' ? 'Refund payment' : 'Cancel transaction'}
        confirmLabel={confirming ? STATUS_ACTION[confirming.to] : 'Confirm'}
        danger
        busy={changeStatus.isPending}
        onConfirm={() => confirming && void apply(confirming.t, confirming.to)}
        onClose={() => setConfirming(null)}
      >
        {confirming &&
          (confirming.to === 'refunded' ? (
            <>
              Refund {formatUsd(confirming.t.amount)} to {confirming.t.student_name} (paid{' '}
              {formatInstant(confirming.t.created_at)})? This records a refund transaction, cancels
              the payment it paid so nothing is owed for it, and tells the student in the app and by
              e-mail. This cannot be undone.
            </>
          ) : (
            <>
              Cancel transaction {confirming.t.id} of {confirming.t.student_name} (
              {formatUsd(confirming.t.amount)})? A cancelled transaction cannot change again.
            </>
          ))}
      </ConfirmDialog>
    </>
  );
}
