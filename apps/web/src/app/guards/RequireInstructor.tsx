import { Navigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { AccessDenied } from './AccessDenied.tsx';
import { SignedInGuard } from './SignedInGuard.tsx';

/**
 * The instructor workspace. Anonymous visitors go to /login (which returns them here); admins have
 * the back office for the same things and are sent there; students see Access Denied.
 */
export function RequireInstructor() {
  return (
    <SignedInGuard
      refuse={({ isAdmin, user }) =>
        isAdmin ? (
          <Navigate to={paths.admin} replace />
        ) : user.role !== 'instructor' ? (
          <AccessDenied />
        ) : null
      }
    />
  );
}
