import { USER_STATUSES, statusChangeSchema, type UserStatus } from '@careclass/shared';
import { useChangeUserStatus } from '../api/change-user-status.ts';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../types.ts';
import { ChoiceDialog } from './ChoiceDialog.tsx';
import { useUserStatusLabel } from './UserChips.tsx';

/** Change Status: any status to any other (active, inactive, suspended). */
export function ChangeStatusDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation('adminUsers');
  const statusLabel = useUserStatusLabel();
  const change = useChangeUserStatus();
  return (
    <ChoiceDialog<UserStatus>
      title={t('changeStatus.title', { name: user.name })}
      label={t('changeStatus.label')}
      intro={t('changeStatus.intro', {
        name: user.name,
        email: user.email,
        status: statusLabel(user.status),
      })}
      options={USER_STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
      schema={statusChangeSchema.shape.status}
      current={user.status}
      saveLabel={t('changeStatus.save')}
      failure={t('errors.updateStatus')}
      changeNote={t('choice.signedOutStatus')}
      onSave={(status) => change.mutateAsync({ id: user.id, status })}
      onClose={onClose}
    />
  );
}
