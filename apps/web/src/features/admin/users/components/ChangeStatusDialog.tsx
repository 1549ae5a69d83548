import { USER_STATUSES, statusChangeSchema, type UserStatus } from '@careclass/shared';
import { useChangeUserStatus } from '../api/change-user-status.ts';
import { USERS_MSG } from '../messages.ts';
import type { AdminUser } from '../types.ts';
import { ChoiceDialog } from './ChoiceDialog.tsx';
import { STATUS_LABEL } from './UserChips.tsx';

/** Change Status: any status to any other (active, inactive, suspended). */
export function ChangeStatusDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const change = useChangeUserStatus();
  return (
    <ChoiceDialog<UserStatus>
      title={`Change Status: ${user.name}`}
      label="Status"
      intro={`${user.name} (${user.email}). Current status: ${STATUS_LABEL[user.status]}. Inactive and suspended users cannot sign in.`}
      options={USER_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))}
      schema={statusChangeSchema.shape.status}
      current={user.status}
      saveLabel="Update status"
      failure={USERS_MSG.updateStatus}
      onSave={(status) => change.mutateAsync({ id: user.id, status })}
      onClose={onClose}
    />
  );
}
