import { Suspense, useEffect } from 'react';
import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner.tsx';
import { useAuth } from '../../features/auth/auth-context.ts';
import { paths } from '../../lib/paths.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { ScrollRestoration } from './ScrollRestoration.tsx';

/**
 * Marks <html data-app="ready"> once a page's content is live: its effect runs when the page's
 * boundary commits, i.e. after the page's code has loaded and the app drew the page or took the
 * server's drawing over (docs/decisions/0056).
 */
function PageLive() {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}

/** Header, main landmark and (on public pages) footer around every route. */
export function RootLayout() {
  const { status } = useAuth();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const onAdminPath = pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          px: 2,
          py: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('skipToContent')}
      </Box>
      <Header />
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          outline: 'none',
          // At least a screen tall (less the header), so the footer starts below the fold: when a
          // page's content arrives after its spinner, nothing visible moves down (layout shift).
          minHeight: 'calc(100vh - 64px)',
        }}
      >
        {/* The pages wait for the first authentication check (specification 000, 2.1). */}
        {status === 'loading' ? (
          <Spinner label={t('loading')} />
        ) : (
          <Suspense fallback={<Spinner label={t('loadingPage')} />}>
            <PageLive />
            <Outlet />
          </Suspense>
        )}
      </Box>
      {!onAdminPath && <Footer />}
      <ScrollRestoration />
    </Box>
  );
}
