import type { ReactElement } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();

  if (auth.status === 'loading') return <Spinner label={t('guard.checkingSession')} />;
  if (!auth.user) {
    const state: LoginRedirectState = {
      from: `${location.pathname}${location.search}${location.hash}`,
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return refuse({ ...auth, user: auth.user }) ?? <Outlet />;
}
