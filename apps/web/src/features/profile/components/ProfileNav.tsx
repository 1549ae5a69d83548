import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CreditCard from '@mui/icons-material/CreditCard';
import Dashboard from '@mui/icons-material/DashboardOutlined';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import History from '@mui/icons-material/History';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Lock from '@mui/icons-material/LockOutlined';
import Notifications from '@mui/icons-material/NotificationsOutlined';
import Receipt from '@mui/icons-material/ReceiptLongOutlined';
import Schedule from '@mui/icons-material/ScheduleOutlined';
import School from '@mui/icons-material/SchoolOutlined';
import WorkspacePremium from '@mui/icons-material/WorkspacePremiumOutlined';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useTranslation } from 'react-i18next';
import { PROFILE_SECTIONS, useSectionLabel, type ProfileSectionId } from '../sections.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';

const ICONS: Record<ProfileSectionId, ReactNode> = {
  overview: <Dashboard />,
  enrollments: <School />,
  waitlist: <HourglassEmpty />,
  certificates: <WorkspacePremium />,
  'training-hours': <Schedule />,
  payments: <Receipt />,
  'payment-methods': <CreditCard />,
  password: <Lock />,
  activity: <History />,
  notifications: <Notifications />,
};

export interface NavCounts {
  waitlist: number;
  payments: number;
  notifications: number;
}

const COUNT_KEY = {
  waitlist: 'nav.openEntries',
  payments: 'nav.unpaid',
  notifications: 'nav.unread',
} as const;

function CountBadge({ section, counts }: { section: ProfileSectionId; counts: NavCounts }) {
  const { t } = useTranslation('profile');
  const key = section in COUNT_KEY ? COUNT_KEY[section as keyof typeof COUNT_KEY] : undefined;
  const text = key && ((count: number) => t(key, { count }));
  const n = section in counts ? counts[section as keyof NavCounts] : 0;
  if (!text || n <= 0) return null;
  return (
    <>
      <Box
        component="span"
        aria-hidden
        sx={{
          minWidth: 24,
          height: 24,
          px: 0.75,
          borderRadius: 12,
          bgcolor: section === 'payments' ? 'error.main' : 'primary.main',
          color: '#fff',
          fontSize: '0.8rem',
          fontWeight: 700,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        {n}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {` (${text(n)})`}
      </Box>
    </>
  );
}

function SectionList({
  current,
  counts,
  onChoose,
}: {
  current: ProfileSectionId;
  counts: NavCounts;
  onChoose?: () => void;
}) {
  const sectionLabel = useSectionLabel();
  return (
    <List dense disablePadding>
      {PROFILE_SECTIONS.map((s) => {
        const active = s.id === current;
        return (
          <ListItem key={s.id} disablePadding>
            <ListItemButton
              component={RouterLink}
              to={paths.profileSection(s.id)}
              selected={active}
              aria-current={active ? 'page' : undefined}
              onClick={onChoose}
              sx={{
                borderRadius: 1,
                mb: 0.25,
                minHeight: 44,
                '&.Mui-selected': { color: 'primary.dark', fontWeight: 700 },
              }}
            >
              <ListItemIcon
                sx={{ minWidth: 36, color: active ? 'primary.main' : 'text.secondary' }}
              >
                {ICONS[s.id]}
              </ListItemIcon>
              <ListItemText
                primary={sectionLabel(s.id)}
                slotProps={{ primary: { sx: { fontWeight: active ? 700 : 500 } } }}
              />
              <CountBadge section={s.id} counts={counts} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}

/** The section navigation: a side list on wide screens, a collapsible menu below 900 px. */
export function ProfileNav({
  current,
  counts,
  compact,
}: {
  current: ProfileSectionId;
  counts: NavCounts;
  compact: boolean;
}) {
  const { t } = useTranslation('profile');
  const sectionLabel = useSectionLabel();
  const [open, setOpen] = useState(false);
  const listId = useId();
  // Whatever changed the section (a link, the back button), the menu closes: adjusted while
  // rendering, so it never depends on a click handler's timing.
  const [shownFor, setShownFor] = useState(current);
  if (shownFor !== current) {
    setShownFor(current);
    setOpen(false);
  }

  if (!compact) {
    return (
      <Paper component="nav" aria-label={t('nav.label')} variant="outlined" sx={{ p: 1 }}>
        <SectionList current={current} counts={counts} />
      </Paper>
    );
  }

  return (
    <Paper component="nav" aria-label={t('nav.label')} variant="outlined">
      <Button
        fullWidth
        color="inherit"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        endIcon={open ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
        sx={{ justifyContent: 'space-between', px: 2, py: 1.5, textAlign: 'left' }}
      >
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column' }}>
          <Typography component="span" variant="caption" color="text.secondary">
            {t('nav.menu')}
          </Typography>
          <Typography component="span" sx={{ fontWeight: 700 }}>
            {sectionLabel(current)}
          </Typography>
        </Box>
      </Button>
      <Collapse in={open} id={listId}>
        <Box sx={{ px: 1, pb: 1 }}>
          <SectionList current={current} counts={counts} onChoose={() => setOpen(false)} />
        </Box>
      </Collapse>
    </Paper>
  );
}
