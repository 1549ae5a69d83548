import { Navigate, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner.tsx';
import { useAuth } from '../../features/auth/auth-context.ts';
import { paths, type LoginRedirectState } from '../../lib/paths.ts';

/** Login-required routes: anonymous visitors go to /login, which returns them here afterwards. */
export function RequireAuth() {
  const { status, user } = useAuth();
  const location = useLocation();
  const { t } = useTranslation();

  if (status === 'loading') return <Spinner label={t('guard.checkingSession')} />;
  if (!user) {
    const state: LoginRedirectState = {
      from: `${location.pathname}${location.search}${location.hash}`,
    };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}
