import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { classEnrollmentPageSchema, type ClassEnrollmentPage } from '@careclass/shared';
import { api } from '../../../../lib/api-client.ts';
import { adminKeys } from '../../query-keys.ts';

export type ClassEnrollmentKind = 'active' | 'historical';

/**
 * GET /admin/classes/{id}/enrollments or /enrollments/historical: one page of the class's live
 * enrolments or of its history, newest first, with the total (docs/decisions/0043).
 */
export function getClassEnrollments(
  id: number,
  kind: ClassEnrollmentKind,
  page: { page: number; limit: number },
  signal?: AbortSignal,
): Promise<ClassEnrollmentPage> {
  const path = kind === 'active' ? 'enrollments' : 'enrollments/historical';
  return api.get(`/admin/classes/${id}/${path}`, {
    signal,
    query: { page: page.page, limit: page.limit },
    schema: classEnrollmentPageSchema,
  });
}

export const classEnrollmentsQuery = (
  id: number,
  kind: ClassEnrollmentKind,
  page: { page: number; limit: number },
) =>
  queryOptions({
    queryKey: [...adminKeys.classEnrollments(id), kind, page] as const,
    queryFn: ({ signal }) => getClassEnrollments(id, kind, page, signal),
    // The rows of the page before stay while the next one loads (the pager does not jump).
    placeholderData: keepPreviousData,
  });

export function useClassEnrollments(
  id: number,
  kind: ClassEnrollmentKind,
  page: { page: number; limit: number },
) {
  return useQuery(classEnrollmentsQuery(id, kind, page));
}
