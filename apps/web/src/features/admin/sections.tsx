import { lazy, type ComponentType } from 'react';
import type SvgIcon from '@mui/material/SvgIcon';
import AssignmentTurnedInOutlined from '@mui/icons-material/AssignmentTurnedInOutlined';
import ClassOutlined from '@mui/icons-material/ClassOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import ManageHistoryOutlined from '@mui/icons-material/ManageHistoryOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import { ADMIN_SECTIONS, type AdminSection } from '../../lib/paths.ts';

export interface AdminSectionEntry {
  id: AdminSection;
  /** Sidebar and menu label in English; the screens show the `admin` catalogue's `sections.{id}`. */
  label: string;
  icon: typeof SvgIcon;
  /** The section's screen; it renders its own h1. Built sections are lazy chunks of their own. */
  Component: ComponentType;
}

/**
 * What each admin section shows: one entry for each of ADMIN_SECTIONS (lib/paths.ts, the route
 * table of the specification, which alone holds the sections and their sidebar order); the type
 * makes a missing or unknown section a compile error.
 */
const SECTIONS: { readonly [K in AdminSection]: Omit<AdminSectionEntry, 'id'> } = {
  analytics: {
    label: 'Analytics',
    icon: InsightsOutlined,
    Component: lazy(() =>
      import('./analytics/AnalyticsSection.tsx').then((m) => ({ default: m.AnalyticsSection })),
    ),
  },
  users: {
    label: 'Users',
    icon: PeopleOutlined,
    Component: lazy(() =>
      import('./users/UsersSection.tsx').then((m) => ({ default: m.UsersSection })),
    ),
  },
  classes: {
    label: 'Classes',
    icon: ClassOutlined,
    Component: lazy(() =>
      import('./classes/ClassesSection.tsx').then((m) => ({ default: m.ClassesSection })),
    ),
  },
  waitlist: {
    label: 'Waitlist',
    icon: HourglassEmptyOutlined,
    Component: lazy(() =>
      import('./waitlist/WaitlistSection.tsx').then((m) => ({ default: m.WaitlistSection })),
    ),
  },
  enrollments: {
    label: 'Enrollments',
    icon: AssignmentTurnedInOutlined,
    Component: lazy(() =>
      import('./enrollments/EnrollmentsSection.tsx').then((m) => ({
        default: m.EnrollmentsSection,
      })),
    ),
  },
  financial: {
    label: 'Financial',
    icon: PaymentsOutlined,
    Component: lazy(() =>
      import('./financial/FinancialSection.tsx').then((m) => ({ default: m.FinancialSection })),
    ),
  },
  certificates: {
    label: 'Certificates',
    icon: WorkspacePremiumOutlined,
    Component: lazy(() =>
      import('./certificates/CertificatesSection.tsx').then((m) => ({
        default: m.CertificatesSection,
      })),
    ),
  },
  notifications: {
    label: 'Notifications',
    icon: NotificationsOutlined,
    Component: lazy(() =>
      import('./notifications/NotificationsSection.tsx').then((m) => ({
        default: m.NotificationsSection,
      })),
    ),
  },
  // The system screens: the specification names only their calls (docs/decisions/0019).
  settings: {
    label: 'Settings',
    icon: SettingsOutlined,
    Component: lazy(() =>
      import('./system/SettingsSection.tsx').then((m) => ({ default: m.SettingsSection })),
    ),
  },
  'audit-log': {
    label: 'Audit Log',
    icon: ManageHistoryOutlined,
    Component: lazy(() =>
      import('./system/AuditLogSection.tsx').then((m) => ({ default: m.AuditLogSection })),
    ),
  },
  'system-health': {
    label: 'System Health',
    icon: MonitorHeartOutlined,
    Component: lazy(() =>
      import('./system/SystemHealthSection.tsx').then((m) => ({
        default: m.SystemHealthSection,
      })),
    ),
  },
};

/** The admin sections in sidebar order. */
export const ADMIN_SECTION_ENTRIES: readonly AdminSectionEntry[] = ADMIN_SECTIONS.map((id) => ({
  id,
  ...SECTIONS[id],
}));

export function sectionEntry(id: AdminSection): AdminSectionEntry {
  return ADMIN_SECTION_ENTRIES.find((entry) => entry.id === id) ?? ADMIN_SECTION_ENTRIES[0]!;
}
