import { USER_ROLES, roleChangeSchema, type UserRole } from '@careclass/shared';
import { useChangeUserRole } from '../api/change-user-role.ts';
import { USERS_MSG } from '../messages.ts';
import type { AdminUser } from '../types.ts';
import { ChoiceDialog } from './ChoiceDialog.tsx';
import { ROLE_LABEL } from './UserChips.tsx';

/** Change Role: any role (user, student, instructor, admin). */
export function ChangeRoleDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const change = useChangeUserRole();
  return (
    <ChoiceDialog<UserRole>
      title={`Change Role: ${user.name}`}
      label="Role"
      intro={`${user.name} (${user.email}). Current role: ${ROLE_LABEL[user.role]}.`}
      options={USER_ROLES.map((r) => ({ value: r, label: ROLE_LABEL[r] }))}
      schema={roleChangeSchema.shape.role}
      current={user.role}
      saveLabel="Update role"
      failure={USERS_MSG.updateRole}
      onSave={(role) => change.mutateAsync({ id: user.id, role })}
      onClose={onClose}
    />
  );
}
