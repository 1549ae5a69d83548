import { useEffect, useState } from 'react';
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
import { NotificationBell } from '../../features/notifications/components/NotificationBell.tsx';
import { paths } from '../../lib/paths.ts';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { MAIN_NAV, accountLinks } from './nav-items.ts';

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
            <NotificationBell userId={user.id} seeAllPath={allNotifications} />
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
            onClick={() => setMenuOpen(true)}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
            edge="end"
          >
            <MenuIcon />
          </IconButton>
        </Toolbar>
      </Container>
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
    </AppBar>
  );
}
