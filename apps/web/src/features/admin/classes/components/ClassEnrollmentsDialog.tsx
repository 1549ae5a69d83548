import { EnrollmentListsDialog } from '../../components/EnrollmentListsDialog.tsx';
import { ADMIN_MSG } from '../../messages.ts';
import type { AdminClass } from '../../types.ts';
import { useClassEnrollments } from '../api/get-class-enrollments.ts';

/** View All Enrollments: the class's active and historical enrolments, in two tabs. */
export function ClassEnrollmentsDialog({ cls, onClose }: { cls: AdminClass; onClose: () => void }) {
  const query = useClassEnrollments(cls.id);
  return (
    <EnrollmentListsDialog
      title={`All enrollments: ${cls.title}`}
      owner={cls.title}
      subject="student"
      query={query}
      errorFallback={ADMIN_MSG.fetchAllEnrollments}
      onClose={onClose}
    />
  );
}
