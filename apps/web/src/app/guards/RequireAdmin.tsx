import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/Spinner.tsx';
import { useAuth } from '../../features/auth/auth-context.ts';
import { paths, type LoginRedirectState } from '../../lib/paths.ts';
import { AccessDenied } from './AccessDenied.tsx';

/**
 * Admin-only routes. Anonymous visitors are sent to /login (remembering the page); signed-in
 * non-admins see the Access Denied message (the specification's second reading) with a link home.
 */
export function RequireAdmin() {
  const { status, user, isAdmin } = useAuth();
  const location = useLocation();

  if (status === 'loading') return <Spinner label="Checking your session" />;
  if (!user) {
    const state: LoginRedirectState = {
      from: `${location.pathname}${location.search}${location.hash}`,
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  if (!isAdmin) return <AccessDenied />;
  return <Outlet />;
}
