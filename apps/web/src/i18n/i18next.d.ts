import 'i18next';
import type { MSG } from '@careclass/shared';
import type common from './locales/en/common.json';
import type publicPages from './locales/en/public.json';
import type auth from './locales/en/auth.json';

// The English catalogues are the source of truth for keys: a `t('…')` call with a key that is not
// in them does not compile. Add each new namespace here.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      messages: typeof MSG;
      public: typeof publicPages;
      auth: typeof auth;
    };
  }
}
