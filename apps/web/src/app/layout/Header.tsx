import { Suspense, lazy, useEffect, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Toolbar from '@mui/material/Toolbar';
import MenuIcon from '@mui/icons-material/Menu';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import { NavLink, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../features/auth/auth-context.ts';
import { useLatestNotifications } from '../../features/notifications/api/get-latest-notifications.ts';
import { paths } from '../../lib/paths.ts';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';
import { MAIN_NAV, accountLinks } from './nav-items.ts';

// Not in the first page's code: the slide-in menu loads when it is first opened (or about to be:
// the pointer reaches its button, or the button gets focus), and the bell only for a signed-in
// person. Both pull in MUI's modal, popover and list components (docs/decisions/0046).
const loadMobileMenu = () => import('./MobileMenu.tsx');
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));
// A warm-up only: if it fails, opening the menu tries again (and says so if that fails too).
const warmMobileMenu = () => void loadMobileMenu().catch(() => {});
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/NotificationBell.tsx').then((m) => ({
    default: m.NotificationBell,
  })),
);

const navLinkSx = {
  color: 'text.primary',
  px: 1.5,
  '&.active': {
    color: 'primary.main',
    textDecoration: 'underline',
    textUnderlineOffset: '6px',
    textDecorationThickness: '2px',
  },
} as const;

/**
 * Logout goes home first and signs out once home is shown: a login-required page that saw the
 * user go would otherwise send them on to /login (its guard and this navigation race).
 */
export function useLogout() {
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!leaving || pathname !== paths.home) return;
    setLeaving(false);
    void signOut().finally(() => setBusy(false));
  }, [leaving, pathname, signOut]);

  const logout = async () => {
    setBusy(true);
    setLeaving(true);
    await navigate(paths.home);
  };
  return { logout, busy };
}

export function Header() {
  const { status, user, isAdmin } = useAuth();
  const { pathname, search, hash } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from its first opening on, so it can slide out again when closed.
  const [menuMounted, setMenuMounted] = useState(false);
  const { logout, busy } = useLogout();
  const { t } = useTranslation();

  const links = accountLinks({
    loggedIn: Boolean(user),
    isAdmin,
    isInstructor: user?.role === 'instructor',
    onAdminPath: pathname === paths.admin || pathname.startsWith(`${paths.admin}/`),
    here: `${pathname}${search}${hash}`,
  });
  // Admins read their notifications in the Notification Center (Received); others in the profile.
  const allNotifications = isAdmin
    ? paths.adminSection('notifications')
    : paths.profileSection('notifications');
  const latest = useLatestNotifications(user?.id);

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 64 } }}>
          <Link
            component={RouterLink}
            to={paths.home}
            underline="none"
            aria-label={t('brand.homeLink')}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              fontWeight: 700,
              fontSize: '1.25rem',
              color: 'primary.main',
              mr: 'auto',
            }}
          >
            <SchoolOutlined aria-hidden />
            CareClass
          </Link>

          <Box
            component="nav"
            aria-label={t('nav.main')}
            sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}
          >
            {MAIN_NAV.map((item) => (
              <Button key={item.to} component={NavLink} to={item.to} end={item.end} sx={navLinkSx}>
                {t(item.label)}
              </Button>
            ))}
          </Box>

          <Box sx={{ display: { xs: 'none', md: 'flex' } }}>
            <LanguageSwitcher />
          </Box>

          {user && status !== 'loading' && (
            // The bell's place is kept while its code loads, so the header does not shift.
            <Suspense fallback={<Box sx={{ width: 40, height: 40 }} />}>
              <NotificationBell userId={user.id} seeAllPath={allNotifications} />
            </Suspense>
          )}

          <Box
            sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center', gap: 1 }}
            aria-label={t('nav.account')}
            role="group"
          >
            {status === 'loading' ? (
              <Box
                role="status"
                aria-label={t('nav.loadingAccount')}
                sx={{ display: 'flex', gap: 1 }}
              >
                <Skeleton variant="rounded" width={72} height={36} />
                <Skeleton variant="rounded" width={88} height={36} />
              </Box>
            ) : (
              <>
                {links.map((link) => (
                  <Button
                    key={link.to}
                    component={NavLink}
                    to={link.to}
                    state={link.state}
                    variant={link.primary ? 'contained' : 'text'}
                    sx={link.primary ? undefined : navLinkSx}
                  >
                    {t(link.label)}
                  </Button>
                ))}
                {user && (
                  <Button variant="outlined" onClick={() => void logout()} disabled={busy}>
                    {t('nav.logout')}
                  </Button>
                )}
              </>
            )}
          </Box>

          <IconButton
            aria-label={t('nav.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? 'mobile-menu' : undefined}
            onClick={() => {
              setMenuMounted(true);
              setMenuOpen(true);
            }}
            onPointerEnter={warmMobileMenu}
            onFocus={warmMobileMenu}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
            edge="end"
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
      {menuMounted && (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            loading={status === 'loading'}
            links={links}
            loggedIn={Boolean(user)}
            notifications={
              user ? { to: allNotifications, unread: latest.data?.unread ?? 0 } : undefined
            }
            onLogout={() => void logout()}
            logoutBusy={busy}
          />
        </Suspense>
      )}
    </AppBar>
  );
}
