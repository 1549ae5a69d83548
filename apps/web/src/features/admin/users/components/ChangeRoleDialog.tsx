import { USER_ROLES, roleChangeSchema, type UserRole } from '@careclass/shared';
import { useChangeUserRole } from '../api/change-user-role.ts';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../types.ts';
import { ChoiceDialog } from './ChoiceDialog.tsx';
import { useRoleLabel } from './UserChips.tsx';

/** Change Role: any role (user, student, instructor, admin). */
export function ChangeRoleDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation('adminUsers');
  const roleLabel = useRoleLabel();
  const change = useChangeUserRole();
  return (
    <ChoiceDialog<UserRole>
      title={t('changeRole.title', { name: user.name })}
      label={t('changeRole.label')}
      intro={t('changeRole.intro', {
        name: user.name,
        email: user.email,
        role: roleLabel(user.role),
      })}
      options={USER_ROLES.map((r) => ({ value: r, label: roleLabel(r) }))}
      schema={roleChangeSchema.shape.role}
      current={user.role}
      saveLabel={t('changeRole.save')}
      failure={t('errors.updateRole')}
      changeNote={t('choice.signedOutRole')}
      onSave={(role) => change.mutateAsync({ id: user.id, role })}
      onClose={onClose}
    />
  );
}
