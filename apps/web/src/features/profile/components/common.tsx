import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Refresh from '@mui/icons-material/Refresh';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation('profile');
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
              {t('common.refresh')}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}

/** A failed reload while older data is still shown. */
export function RefreshError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('profile');
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common.retry')}
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

// Each status's colour; its label is the catalogue's `status.<kind>.<status>` (English there).
const ENROLLMENT_CHIP = {
  approved: 'success',
  pending: 'warning',
  rejected: 'error',
  declined: 'error',
} as const satisfies Record<string, ChipColor>;

const PAYMENT_CHIP = {
  pending: 'info',
  due_soon: 'warning',
  overdue: 'error',
  paid: 'success',
  cancelled: 'default',
} as const satisfies Record<string, ChipColor>;

const WAITLIST_CHIP = {
  waiting: 'info',
  pending: 'warning',
  offered: 'success',
} as const satisfies Record<string, ChipColor>;

const has = <T extends object>(colours: T, status: string): status is Extract<keyof T, string> =>
  Object.hasOwn(colours, status);

export function EnrollmentStatusChip({ status }: { status: string }) {
  const { t } = useTranslation('profile');
  if (!has(ENROLLMENT_CHIP, status)) return <Chip size="small" label={status} color="default" />;
  return (
    <Chip size="small" label={t(`status.enrollment.${status}`)} color={ENROLLMENT_CHIP[status]} />
  );
}

export function PaymentStatusChip({ status }: { status: string }) {
  const { t } = useTranslation('profile');
  if (!has(PAYMENT_CHIP, status)) return <Chip size="small" label={status} color="default" />;
  return <Chip size="small" label={t(`status.payment.${status}`)} color={PAYMENT_CHIP[status]} />;
}

export function WaitlistStatusChip({ status }: { status: string }) {
  const { t } = useTranslation('profile');
  if (!has(WAITLIST_CHIP, status)) return <Chip size="small" label={status} color="default" />;
  return <Chip size="small" label={t(`status.waitlist.${status}`)} color={WAITLIST_CHIP[status]} />;
}
