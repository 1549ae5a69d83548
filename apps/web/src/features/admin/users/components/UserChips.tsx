import Chip, { type ChipProps } from '@mui/material/Chip';
import type { UserRole, UserStatus } from '@careclass/shared';
import { useTranslation } from 'react-i18next';

type ChipColor = NonNullable<ChipProps['color']>;

/** English names; the screens show the `adminUsers` catalogue's `roles.*` and `statuses.*`. */
export const ROLE_LABEL: Record<UserRole, string> = {
  user: 'User',
  student: 'Student',
  instructor: 'Instructor',
  admin: 'Admin',
};

export const STATUS_LABEL: Record<UserStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
};

const ROLE_COLOR: Record<UserRole, ChipColor> = {
  user: 'default',
  student: 'default',
  instructor: 'info',
  admin: 'primary',
};

const STATUS_COLOR: Record<UserStatus, ChipColor> = {
  active: 'success',
  inactive: 'default',
  suspended: 'error',
};

/** A role's name in the page's language (the value itself if unknown). */
export function useRoleLabel(): (role: UserRole) => string {
  const { t } = useTranslation('adminUsers');
  return (role) => (role in ROLE_LABEL ? t(`roles.${role}`) : role);
}

/** An account status's name in the page's language (the value itself if unknown). */
export function useUserStatusLabel(): (status: UserStatus) => string {
  const { t } = useTranslation('adminUsers');
  return (status) => (status in STATUS_LABEL ? t(`statuses.${status}`) : status);
}

export function RoleChip({ role }: { role: UserRole }) {
  const label = useRoleLabel();
  return <Chip size="small" variant="outlined" color={ROLE_COLOR[role]} label={label(role)} />;
}

export function UserStatusChip({ status }: { status: UserStatus }) {
  const label = useUserStatusLabel();
  return <Chip size="small" color={STATUS_COLOR[status]} label={label(status)} />;
}

/** Whether the user confirmed their e-mail address with the mailed link (docs/decisions/0029). */
export function EmailVerifiedChip({ verified }: { verified: boolean }) {
  const { t } = useTranslation('adminUsers');
  return (
    <Chip
      size="small"
      variant="outlined"
      color={verified ? 'success' : 'default'}
      label={verified ? t('verified') : t('notVerified')}
    />
  );
}
