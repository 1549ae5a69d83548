import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { NavLink, Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { UI_TIMING } from '@careclass/shared';
import { CountBadge } from '../../components/CountBadge.tsx';
import { LanguageSwitcher } from '../../components/LanguageSwitcher.tsx';
import { MAIN_NAV, type AccountLink } from './nav-items.ts';

interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  loading: boolean;
  links: AccountLink[];
  loggedIn: boolean;
  /** Where the signed-in person's notifications are, and how many are unread. */
  notifications?: { to: string; unread: number };
  onLogout: () => void;
  logoutBusy: boolean;
}

const itemSx = {
  borderRadius: 1,
  '&.active': { bgcolor: 'action.selected', color: 'primary.dark', fontWeight: 700 },
} as const;

/**
 * The slide-in menu below 1024 px. MUI's Drawer (a modal) traps focus, closes on Escape and on a
 * backdrop click, locks body scrolling while open and returns focus to the menu button. Choosing a
 * link navigates at once and the menu slides out in 300 ms.
 */
export function MobileMenu({
  open,
  onClose,
  loading,
  links,
  loggedIn,
  notifications,
  onLogout,
  logoutBusy,
}: MobileMenuProps) {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'));
  const { t } = useTranslation();

  return (
    <Drawer
      anchor="right"
      open={open && !isDesktop}
      onClose={onClose}
      transitionDuration={{ enter: 250, exit: UI_TIMING.menuCloseMs }}
      slotProps={{
        paper: {
          id: 'mobile-menu',
          'aria-labelledby': 'mobile-menu-title',
          sx: { width: 'min(320px, 85vw)' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
        <Typography id="mobile-menu-title" component="p" sx={{ fontWeight: 700, flexGrow: 1 }}>
          {t('nav.menu')}
        </Typography>
        <IconButton aria-label={t('nav.closeMenu')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      <Box component="nav" aria-labelledby="mobile-main-nav-heading" sx={{ px: 1, pt: 2 }}>
        <Typography
          id="mobile-main-nav-heading"
          component="h2"
          variant="overline"
          sx={{ px: 1, color: 'text.secondary', fontWeight: 700 }}
        >
          {t('nav.mainNavigation')}
        </Typography>
        <List dense>
          {MAIN_NAV.map((item) => (
            <ListItem key={item.to} disablePadding>
              <ListItemButton
                component={NavLink}
                to={item.to}
                end={item.end}
                onClick={onClose}
                sx={itemSx}
              >
                <ListItemText primary={t(item.label)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Box>
      <Divider />
      <Box component="nav" aria-labelledby="mobile-account-heading" sx={{ px: 1, pt: 2 }}>
        <Typography
          id="mobile-account-heading"
          component="h2"
          variant="overline"
          sx={{ px: 1, color: 'text.secondary', fontWeight: 700 }}
        >
          {t('nav.account')}
        </Typography>
        {loading ? (
          <Box role="status" aria-label={t('nav.loadingAccount')} sx={{ px: 1, py: 1 }}>
            <Skeleton variant="rounded" height={36} sx={{ mb: 1 }} />
            <Skeleton variant="rounded" height={36} />
          </Box>
        ) : (
          <List dense>
            {links.map((link) => (
              <ListItem key={link.to} disablePadding>
                <ListItemButton
                  component={NavLink}
                  to={link.to}
                  state={link.state}
                  onClick={onClose}
                  sx={itemSx}
                >
                  <ListItemText primary={t(link.label)} />
                </ListItemButton>
              </ListItem>
            ))}
            {notifications && (
              <ListItem disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={notifications.to}
                  onClick={onClose}
                  sx={itemSx}
                >
                  <ListItemText primary={t('nav.notifications')} />
                  <CountBadge
                    count={notifications.unread}
                    description={t('nav.unread', { count: notifications.unread })}
                  />
                </ListItemButton>
              </ListItem>
            )}
            {loggedIn && (
              <ListItem sx={{ px: 1 }}>
                <Button
                  fullWidth
                  variant="outlined"
                  disabled={logoutBusy}
                  onClick={() => {
                    onClose();
                    onLogout();
                  }}
                >
                  {t('nav.logout')}
                </Button>
              </ListItem>
            )}
          </List>
        )}
      </Box>
      <Divider />
      <Box sx={{ px: 2, py: 2 }}>
        <LanguageSwitcher fullWidth />
      </Box>
    </Drawer>
  );
}
