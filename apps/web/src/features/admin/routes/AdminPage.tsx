import { Suspense } from 'react';
import { Navigate, useParams } from 'react-router';
import { DEFAULT_ADMIN_SECTION, isAdminSection, paths } from '../../../lib/paths.ts';
import { AdminLayout } from '../components/AdminLayout.tsx';
import { SectionSkeleton } from '../components/LoadingStates.tsx';
import { sectionEntry } from '../sections.tsx';

/**
 * /admin/{section}/* (admin only; the guard is in the router). Loaded lazily so the admin code stays
 * out of the public bundle, and each built section is a lazy chunk of its own. The section comes
 * from the path segment after /admin; an unknown one opens the default section (analytics).
 */
export function AdminPage() {
  const { section } = useParams();
  if (!isAdminSection(section)) {
    return <Navigate to={paths.adminSection(DEFAULT_ADMIN_SECTION)} replace />;
  }
  const { Component } = sectionEntry(section);
  return (
    <AdminLayout current={section}>
      <Suspense fallback={<SectionSkeleton />}>
        <Component key={section} />
      </Suspense>
    </AdminLayout>
  );
}
