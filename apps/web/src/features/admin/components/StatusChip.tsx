import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
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

/** A status value as English words ("due_soon" -> "Due soon"). */
export const statusLabel = (status: string) =>
  status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ');

/**
 * A status value as a label in the page's language: the `admin` catalogue's `status.*`, whose
 * English is statusLabel's; a value it does not know keeps statusLabel's words.
 */
export function useStatusLabel(): (status: string) => string {
  return useCatalogueLabel('status');
}

/** A user's activity action ("enrollment_requested") in the page's language. */
export function useActivityLabel(): (action: string) => string {
  return useCatalogueLabel('activity');
}

function useCatalogueLabel(group: 'status' | 'activity'): (value: string) => string {
  const { t, i18n } = useTranslation('admin');
  return useCallback(
    (value: string) => {
      const key = `${group}.${value}`;
      return i18n.exists(key, { ns: 'admin' }) ? t(key as 'status.active') : statusLabel(value);
    },
    [t, i18n, group],
  );
}

export function StatusChip({
  kind,
  status,
  size = 'small',
}: {
  kind: keyof typeof PALETTES;
  status: string | null | undefined;
  size?: ChipProps['size'];
}) {
  const label = useStatusLabel();
  if (!status) return null;
  return <Chip size={size} color={PALETTES[kind][status] ?? 'default'} label={label(status)} />;
}

/**
 * Payment status in session tables (specification 000, 4): paid success, pending warning, anything
 * else (due soon, overdue, cancelled) error-coloured. No payment yet shows a dash.
 */
export function PaymentChip({ status }: { status: string | null | undefined }) {
  const { t } = useTranslation('admin');
  const label = useStatusLabel();
  if (!status) return <span aria-label={t('common.noPayment')}>—</span>;
  const color: ChipColor =
    status === 'paid' ? 'success' : status === 'pending' ? 'warning' : 'error';
  return <Chip size="small" variant="outlined" color={color} label={label(status)} />;
}
