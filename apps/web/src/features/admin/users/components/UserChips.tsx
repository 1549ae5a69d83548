import Chip, { type ChipProps } from '@mui/material/Chip';
import type { UserRole, UserStatus } from '@careclass/shared';

type ChipColor = NonNullable<ChipProps['color']>;

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

export function RoleChip({ role }: { role: UserRole }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={ROLE_COLOR[role]}
      label={ROLE_LABEL[role] ?? role}
    />
  );
}

export function UserStatusChip({ status }: { status: UserStatus }) {
  return <Chip size="small" color={STATUS_COLOR[status]} label={STATUS_LABEL[status] ?? status} />;
}

/** Whether the user confirmed their e-mail address with the mailed link (docs/decisions/0029). */
export function EmailVerifiedChip({ verified }: { verified: boolean }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={verified ? 'success' : 'default'}
      label={verified ? 'Verified' : 'Not verified'}
    />
  );
}
