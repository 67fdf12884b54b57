// The SDK's small entry: the shell imports this module at idle time, so it stays free of UI blocks.
import { definePluginWeb } from '@chatmill/sdk/web/plugin';

/**
 * The Integrations plugin's web half: no screens (the core's integrations screen shows the
 * integrations), only the catalogue their names, field labels and hints are keys of.
 */
export default definePluginWeb({
  screens: {},
  locales: {
    'en-US': () => import('./i18n/en-US.json'),
    ar: () => import('./i18n/ar.json'),
    bn: () => import('./i18n/bn.json'),
    de: () => import('./i18n/de.json'),
    es: () => import('./i18n/es.json'),
    'fr-FR': () => import('./i18n/fr-FR.json'),
    id: () => import('./i18n/id.json'),
    it: () => import('./i18n/it.json'),
    ko: () => import('./i18n/ko.json'),
    nl: () => import('./i18n/nl.json'),
    pt: () => import('./i18n/pt.json'),
    'pt-BR': () => import('./i18n/pt-BR.json'),
    ro: () => import('./i18n/ro.json'),
    ru: () => import('./i18n/ru.json'),
    th: () => import('./i18n/th.json'),
    tr: () => import('./i18n/tr.json'),
    vi: () => import('./i18n/vi.json'),
    'zh-CN': () => import('./i18n/zh-CN.json'),
    'zh-TW': () => import('./i18n/zh-TW.json'),
  },
});
