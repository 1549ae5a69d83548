import 'i18next';
import type { MSG } from '@careclass/shared';
import type common from './locales/en/common.json';
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
      adminClasses: typeof adminClasses;
      adminEnrollments: typeof adminEnrollments;
      adminFinance: typeof adminFinance;
      adminNotifications: typeof adminNotifications;
      adminWaitlist: typeof adminWaitlist;
    };
  }
}
