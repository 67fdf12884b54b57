import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The subscriber profile speaks with the shell's own texts, the `subscriberProfile` part of its
 * catalogue (as the flow components use `flowBuilder`): it always runs inside the dashboard
 * shell, so every channel plugin shows it in the user's language without shipping the texts.
 */
export type ProfileText = (key: string, values?: Record<string, string | number>) => string;

type LooseT = (key: string, options: Record<string, unknown>) => string;

export function useProfileText(): ProfileText {
  const { t, i18n } = useTranslation();
  return useCallback<ProfileText>(
    (key, values) => (i18n.t as unknown as LooseT)(`subscriberProfile.${key}`, { ns: 'translation', ...values }),
    // `t` changes with the language and when texts are added.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n],
  );
}

/** A date and time in the user's language and the browser's (the user's) time zone. */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((iso: string) => new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' }), [language]);
}
