import { useTranslation } from 'react-i18next';
import { EnrollmentListsDialog } from '../../components/EnrollmentListsDialog.tsx';
import type { AdminClass } from '../../types.ts';
import { useClassEnrollments } from '../api/get-class-enrollments.ts';

/** View All Enrollments: the class's active and historical enrolments, in two tabs. */
export function ClassEnrollmentsDialog({ cls, onClose }: { cls: AdminClass; onClose: () => void }) {
  const { t } = useTranslation('adminClasses');
  const query = useClassEnrollments(cls.id);
  return (
    <EnrollmentListsDialog
      title={t('enrollmentsDialog.title', { title: cls.title })}
      owner={cls.title}
      subject="student"
      query={query}
      errorFallback={t('errors.fetchAllEnrollments')}
      onClose={onClose}
    />
  );
}
