import { EnrollmentListsDialog, wholeLists } from '../../components/EnrollmentListsDialog.tsx';
import { useUserEnrollments } from '../api/get-user-enrollments.ts';
import { USERS_MSG } from '../messages.ts';
import type { AdminUser } from '../types.ts';

/** View Enrollments: the user's active and historical enrolments, in two tabs. */
export function EnrollmentHistoryDialog({
  user,
  onClose,
}: {
  user: AdminUser;
  onClose: () => void;
}) {
  const query = useUserEnrollments(user.id);
  return (
    <EnrollmentListsDialog
      title={`Enrollment History: ${user.name}`}
      owner={user.name}
      subject="class"
      lists={wholeLists(query)}
      errorFallback={USERS_MSG.fetchEnrollments}
      onClose={onClose}
    />
  );
}
