import 'i18next';
import type { MSG } from '@careclass/shared';
import type common from './locales/en/common.json';
import type admin from './locales/en/admin.json';
import type adminAnalytics from './locales/en/adminAnalytics.json';
import type adminUsers from './locales/en/adminUsers.json';
import type adminSystem from './locales/en/adminSystem.json';
import type adminCertificates from './locales/en/adminCertificates.json';

// The English catalogues are the source of truth for keys: a `t('…')` call with a key that is not
// in them does not compile. Add each new namespace here.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      messages: typeof MSG;
      admin: typeof admin;
      adminAnalytics: typeof adminAnalytics;
      adminUsers: typeof adminUsers;
      adminSystem: typeof adminSystem;
      adminCertificates: typeof adminCertificates;
    };
  }
}
