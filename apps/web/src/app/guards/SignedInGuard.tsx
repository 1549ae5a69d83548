import type { ReactElement } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/Spinner.tsx';
import { useAuth, type AuthContextValue } from '../../features/auth/auth-context.ts';
import { paths, type LoginRedirectState } from '../../lib/paths.ts';

type SignedIn = AuthContextValue & { user: NonNullable<AuthContextValue['user']> };

/**
 * The part every role guard shares: wait for the session, send anonymous visitors to /login
 * (which brings them back to this page), then let `refuse` turn away a signed-in user who may not
 * enter (an element to show instead) or let them in (null).
 */
export function SignedInGuard({ refuse }: { refuse: (auth: SignedIn) => ReactElement | null }) {
  const auth = useAuth();
  const location = useLocation();

  if (auth.status === 'loading') return <Spinner label="Checking your session" />;
  if (!auth.user) {
    const state: LoginRedirectState = {
      from: `${location.pathname}${location.search}${location.hash}`,
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return refuse({ ...auth, user: auth.user }) ?? <Outlet />;
}
