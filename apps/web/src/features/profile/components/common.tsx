import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';

interface SectionHeaderProps {
  title: string;
  /** The section heading's id; the section is labelled by it and focus moves to it. */
  headingId: string;
  description?: ReactNode;
  onRefresh?: () => void;
  refreshing?: boolean;
  actions?: ReactNode;
}

export function SectionHeader({
  title,
  headingId,
  description,
  onRefresh,
  refreshing,
  actions,
}: SectionHeaderProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        justifyContent: 'space-between',
        gap: 1.5,
        mb: 2,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="h2"
          id={headingId}
          tabIndex={-1}
          sx={{ fontSize: { xs: '1.35rem', sm: '1.6rem' }, outline: 'none' }}
        >
          {title}
        </Typography>
        {description && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        )}
      </Box>
      {(onRefresh || actions) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {actions}
          {onRefresh && (
            <Button
              variant="outlined"
              startIcon={<Refresh aria-hidden />}
              onClick={onRefresh}
              loading={refreshing}
              loadingPosition="start"
            >
              Refresh
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}

/** A failed reload while older data is still shown. */
export function RefreshError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

export function EmptyState({
  icon,
  title,
  children,
  action,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      {icon && <Box sx={{ color: 'text.secondary', mb: 1, '& svg': { fontSize: 40 } }}>{icon}</Box>}
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {title}
      </Typography>
      {children && <Typography color="text.secondary">{children}</Typography>}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Paper>
  );
}

/** A label and its value, in a definition list. */
export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}:
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

export function DetailList({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gap: 0.5, my: 1.5 }}>
      {children}
    </Box>
  );
}

type ChipColor = ChipProps['color'];

const ENROLLMENT_CHIP: Record<string, { label: string; color: ChipColor }> = {
  approved: { label: 'Approved', color: 'success' },
  pending: { label: 'Pending', color: 'warning' },
  rejected: { label: 'Rejected', color: 'error' },
  declined: { label: 'Declined', color: 'error' },
};

export function EnrollmentStatusChip({ status }: { status: string }) {
  const chip = ENROLLMENT_CHIP[status] ?? { label: status, color: 'default' as const };
  return <Chip size="small" label={chip.label} color={chip.color} />;
}

const PAYMENT_CHIP: Record<string, { label: string; color: ChipColor }> = {
  pending: { label: 'Pending', color: 'info' },
  due_soon: { label: 'Due soon', color: 'warning' },
  overdue: { label: 'Overdue', color: 'error' },
  paid: { label: 'Paid', color: 'success' },
  cancelled: { label: 'Cancelled', color: 'default' },
};

export function PaymentStatusChip({ status }: { status: string }) {
  const chip = PAYMENT_CHIP[status] ?? { label: status, color: 'default' as const };
  return <Chip size="small" label={chip.label} color={chip.color} />;
}

const WAITLIST_CHIP: Record<string, { label: string; color: ChipColor }> = {
  waiting: { label: 'Waiting', color: 'info' },
  pending: { label: 'Pending', color: 'warning' },
  offered: { label: 'Seat offered', color: 'success' },
};

export function WaitlistStatusChip({ status }: { status: string }) {
  const chip = WAITLIST_CHIP[status] ?? { label: status, color: 'default' as const };
  return <Chip size="small" label={chip.label} color={chip.color} />;
}
