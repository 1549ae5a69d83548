import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/Spinner.tsx';
import { useAuth } from '../../features/auth/auth-context.ts';
import { paths, type LoginRedirectState } from '../../lib/paths.ts';
import { AccessDenied } from './AccessDenied.tsx';

/**
 * The instructor workspace. Anonymous visitors go to /login (which returns them here); admins have
 * the back office for the same things and are sent there; students see Access Denied.
 */
export function RequireInstructor() {
  const { status, user, isAdmin } = useAuth();
  const location = useLocation();

  if (status === 'loading') return <Spinner label="Checking your session" />;
  if (!user) {
    const state: LoginRedirectState = {
      from: `${location.pathname}${location.search}${location.hash}`,
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (isAdmin) return <Navigate to={paths.admin} replace />;
  if (user.role !== 'instructor') return <AccessDenied />;
  return <Outlet />;
}
