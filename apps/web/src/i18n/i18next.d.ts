import 'i18next';
import type { MSG } from '@careclass/shared';
import type common from './locales/en/common.json';
import type reminders from './locales/en/reminders.json';
import type instructor from './locales/en/instructor.json';
import type materials from './locales/en/materials.json';
import type notifications from './locales/en/notifications.json';
import type profile from './locales/en/profile.json';
import type admin from './locales/en/admin.json';
import type adminAnalytics from './locales/en/adminAnalytics.json';
import type adminUsers from './locales/en/adminUsers.json';
import type adminSystem from './locales/en/adminSystem.json';
import type adminCertificates from './locales/en/adminCertificates.json';
import type publicPages from './locales/en/public.json';
import type auth from './locales/en/auth.json';
import type adminClasses from './locales/en/adminClasses.json';
import type adminEnrollments from './locales/en/adminEnrollments.json';
import type adminFinance from './locales/en/adminFinance.json';
import type adminNotifications from './locales/en/adminNotifications.json';
import type adminWaitlist from './locales/en/adminWaitlist.json';

// The English catalogues are the source of truth for keys: a `t('…')` call with a key that is not
// in them does not compile. Add each new namespace here.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      messages: typeof MSG;
      reminders: typeof reminders;
      profile: typeof profile;
      notifications: typeof notifications;
      materials: typeof materials;
      instructor: typeof instructor;
      admin: typeof admin;
      adminAnalytics: typeof adminAnalytics;
      adminUsers: typeof adminUsers;
      adminSystem: typeof adminSystem;
      adminCertificates: typeof adminCertificates;
      public: typeof publicPages;
      auth: typeof auth;
      adminClasses: typeof adminClasses;
      adminEnrollments: typeof adminEnrollments;
      adminFinance: typeof adminFinance;
      adminNotifications: typeof adminNotifications;
      adminWaitlist: typeof adminWaitlist;
    };
  }
}
