import { useTranslation } from 'react-i18next';
import { EnrollmentListsDialog, type Which } from '../../components/EnrollmentListsDialog.tsx';
import { Pager, useServerPages } from '../../components/PagedRows.tsx';
import type { AdminClass } from '../../types.ts';
import { useClassEnrollments } from '../api/get-class-enrollments.ts';

const PAGE_SIZES = [25, 50, 100] as const;

/** One tab of the class's enrolments: a page from the server, with its own pager. */
function usePagedTab(classId: number, kind: Which) {
  const pages = useServerPages(PAGE_SIZES[0]);
  const query = useClassEnrollments(classId, kind, pages.query);
  const total = query.data?.pagination.total;
  pages.keepWithin(total, query.isPlaceholderData);
  return {
    rows: query.data?.enrollments,
    total,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    isFetching: query.isFetching,
    refetch: query.refetch,
    pager:
      total !== undefined && total > PAGE_SIZES[0] ? (
        <Pager {...pages} count={total} sizes={PAGE_SIZES} />
      ) : undefined,
  };
}

/** View All Enrollments: the class's active and historical enrolments, in two paged tabs. */
export function ClassEnrollmentsDialog({ cls, onClose }: { cls: AdminClass; onClose: () => void }) {
  const { t } = useTranslation('adminClasses');
  const active = usePagedTab(cls.id, 'active');
  const historical = usePagedTab(cls.id, 'historical');
  return (
    <EnrollmentListsDialog
      title={t('enrollmentsDialog.title', { title: cls.title })}
      owner={cls.title}
      subject="student"
      lists={{ active, historical }}
      errorFallback={t('errors.fetchAllEnrollments')}
      onClose={onClose}
    />
  );
}
