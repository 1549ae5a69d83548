import { EnrollmentListsDialog, wholeLists } from '../../components/EnrollmentListsDialog.tsx';
import { useUserEnrollments } from '../api/get-user-enrollments.ts';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '../types.ts';

/** View Enrollments: the user's active and historical enrolments, in two tabs. */
export function EnrollmentHistoryDialog({
  user,
  onClose,
}: {
  user: AdminUser;
  onClose: () => void;
}) {
  const { t } = useTranslation('adminUsers');
  const query = useUserEnrollments(user.id);
  return (
    <EnrollmentListsDialog
      title={t('history.title', { name: user.name })}
      owner={user.name}
      subject="class"
      lists={wholeLists(query)}
      errorFallback={t('errors.fetchEnrollments')}
      onClose={onClose}
    />
  );
}
