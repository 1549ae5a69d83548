import Chip, { type ChipProps } from '@mui/material/Chip';

type ChipColor = NonNullable<ChipProps['color']>;

/** Enrollment status chip colours of the specification: approved success, pending warning, rejected error. */
const ENROLLMENT: Record<string, ChipColor> = {
  approved: 'success',
  pending: 'warning',
  rejected: 'error',
  declined: 'error',
};

const SESSION: Record<string, ChipColor> = {
  scheduled: 'info',
  completed: 'success',
  cancelled: 'error',
};

const CLASS: Record<string, ChipColor> = {
  scheduled: 'info',
  active: 'success',
  completed: 'default',
  cancelled: 'error',
};

const WAITLIST: Record<string, ChipColor> = {
  waiting: 'warning',
  pending: 'warning',
  offered: 'info',
  accepted: 'success',
  approved: 'success',
  declined: 'error',
  rejected: 'error',
};

const PALETTES = {
  enrollment: ENROLLMENT,
  session: SESSION,
  class: CLASS,
  waitlist: WAITLIST,
} as const;

export const statusLabel = (status: string) =>
  status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ');

export function StatusChip({
  kind,
  status,
  size = 'small',
}: {
  kind: keyof typeof PALETTES;
  status: string | null | undefined;
  size?: ChipProps['size'];
}) {
  if (!status) return null;
  return (
    <Chip size={size} color={PALETTES[kind][status] ?? 'default'} label={statusLabel(status)} />
  );
}

/**
 * Payment status in session tables (specification 000, 4): paid success, pending warning, anything
 * else (due soon, overdue, cancelled) error-coloured. No payment yet shows a dash.
 */
export function PaymentChip({ status }: { status: string | null | undefined }) {
  if (!status) return <span aria-label="No payment">—</span>;
  const color: ChipColor =
    status === 'paid' ? 'success' : status === 'pending' ? 'warning' : 'error';
  return <Chip size="small" variant="outlined" color={color} label={statusLabel(status)} />;
}
