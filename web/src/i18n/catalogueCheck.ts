/**
 * Type-level check (no code): every other catalogue only has keys the en-US catalogue has
 * (and the plural forms of its plural keys that the locale's rules need), so a typo or a key
 * removed from en-US fails the type check. Missing keys are fine: they
 * fall back to en-US.
 */
import type enUS from './locales/en-US.json';
import type ar from './locales/ar.json';
import type bn from './locales/bn.json';
import type de from './locales/de.json';
import type es from './locales/es.json';
import type frFR from './locales/fr-FR.json';
import type id from './locales/id.json';
import type it from './locales/it.json';
import type ko from './locales/ko.json';
import type nl from './locales/nl.json';
import type pt from './locales/pt.json';
import type ptBR from './locales/pt-BR.json';
import type ro from './locales/ro.json';
import type ru from './locales/ru.json';
import type th from './locales/th.json';
import type tr from './locales/tr.json';
import type vi from './locales/vi.json';
import type zhCN from './locales/zh-CN.json';
import type zhTW from './locales/zh-TW.json';

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** `x_few` of a locale whose plural rules have it, where English has only `x_one` and `x_other`. */
type PluralOf<T, K> = K extends `${infer Base}_${PluralForm}` ? (`${Base}_other` extends keyof T ? string : never) : never;

/** `U` uses only keys of `T` (or plural forms of them), with strings where `T` has strings. */
type KeysOf<T, U> = {
  [K in keyof U]: K extends keyof T ? (T[K] extends string ? string : U[K] extends object ? KeysOf<T[K], U[K]> : never) : PluralOf<T, K>;
};
type Catalogue<U extends KeysOf<typeof enUS, U>> = U;

export type CheckedCatalogues = [
  Catalogue<typeof ar>,
  Catalogue<typeof bn>,
  Catalogue<typeof de>,
  Catalogue<typeof es>,
  Catalogue<typeof frFR>,
  Catalogue<typeof id>,
  Catalogue<typeof it>,
  Catalogue<typeof ko>,
  Catalogue<typeof nl>,
  Catalogue<typeof pt>,
  Catalogue<typeof ptBR>,
  Catalogue<typeof ro>,
  Catalogue<typeof ru>,
  Catalogue<typeof th>,
  Catalogue<typeof tr>,
  Catalogue<typeof vi>,
  Catalogue<typeof zhCN>,
  Catalogue<typeof zhTW>,
];
