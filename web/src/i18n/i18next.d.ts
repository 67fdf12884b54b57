import 'i18next';
import type enUS from './locales/en-US.json';

// Types every `t('…')` key against the en-US catalogue, so a typo fails the build.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof enUS };
  }
}
