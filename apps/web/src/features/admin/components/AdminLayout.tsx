import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../components/CountBadge.tsx';
import { paths, type AdminSection } from '../../../lib/paths.ts';
import { sectionBadge, usePendingCounts, type PendingCounts } from '../api/get-pending-counts.ts';
import { ADMIN_SECTION_ENTRIES } from '../sections.tsx';

/** Below this width the sidebar becomes the "Admin menu" button. */
export const ADMIN_SIDEBAR_MIN_WIDTH = 900;
const wide = (t: Theme) => t.breakpoints.up(ADMIN_SIDEBAR_MIN_WIDTH);

const sidebarItemSx = {
  borderRadius: 1,
  '&.active': {
    bgcolor: 'action.selected',
    color: 'primary.dark',
    '& .MuiListItemText-primary': { fontWeight: 700 },
    '& .MuiListItemIcon-root': { color: 'primary.dark' },
  },
} as const;

function SectionBadge({ id, counts }: { id: AdminSection; counts: PendingCounts | undefined }) {
  const { t } = useTranslation('admin');
  const badge = sectionBadge(id, counts);
  if (!badge) return null;
  const description =
    id === 'waitlist'
      ? t('badge.waiting', { count: badge.count })
      : t('badge.pending', { count: badge.count });
  return <CountBadge count={badge.count} description={description} />;
}

function Sidebar({ counts }: { counts: PendingCounts | undefined }) {
  const { t } = useTranslation('admin');
  return (
    <Box
      component="nav"
      aria-label={t('layout.sectionsNav')}
      sx={(t) => ({
        display: 'none',
        [wide(t)]: { display: 'block' },
        width: 232,
        flexShrink: 0,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        px: 1,
        py: 2,
      })}
    >
      <Typography
        component="p"
        variant="overline"
        sx={{ px: 1.5, color: 'text.secondary', fontWeight: 700 }}
      >
        {t('layout.backOffice')}
      </Typography>
      <List dense>
        {ADMIN_SECTION_ENTRIES.map(({ id, icon: Icon }) => (
          <ListItem key={id} disablePadding>
            <ListItemButton component={NavLink} to={paths.adminSection(id)} sx={sidebarItemSx}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={t(`sections.${id}`)} />
              <SectionBadge id={id} counts={counts} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

function SectionMenu({
  current,
  counts,
}: {
  current: AdminSection;
  counts: PendingCounts | undefined;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const open = Boolean(anchor);
  const { t } = useTranslation('admin');
  const currentLabel = t(`sections.${current}`);

  return (
    <Box
      component="nav"
      aria-label={t('layout.sectionsNav')}
      sx={(t) => ({
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        [wide(t)]: { display: 'none' },
        px: 2,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      })}
    >
      <Button
        id={buttonId}
        variant="outlined"
        startIcon={<MenuIcon />}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {t('layout.menuButton')}
      </Button>
      {currentLabel && (
        <Typography component="p" color="text.secondary" noWrap>
          {currentLabel}
        </Typography>
      )}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {ADMIN_SECTION_ENTRIES.map(({ id, icon: Icon }) => (
          <MenuItem
            key={id}
            component={NavLink}
            to={paths.adminSection(id)}
            selected={id === current}
            onClick={() => setAnchor(null)}
          >
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            {t(`sections.${id}`)}
            <SectionBadge id={id} counts={counts} />
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}

/**
 * The back office frame: a sidebar of sections (a menu below 900 px) beside the section; Enrollments
 * and Waitlist show how many requests wait there.
 */
export function AdminLayout({ current, children }: { current: AdminSection; children: ReactNode }) {
  const counts = usePendingCounts().data;
  return (
    <Box
      sx={(t) => ({
        flexGrow: 1,
        display: 'flex',
        flexDirection: 'column',
        [wide(t)]: { flexDirection: 'row' },
        minWidth: 0,
      })}
    >
      <Sidebar counts={counts} />
      <SectionMenu current={current} counts={counts} />
      <Box sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 4 } }}>
        {children}
      </Box>
    </Box>
  );
}
