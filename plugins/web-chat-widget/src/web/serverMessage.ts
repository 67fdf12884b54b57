import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isHostApiError } from '@chatmill/sdk/web';
import { messages } from '../common/messages.ts';

/** The fixed messages the server may answer with, shown in the user's language. */
const known: Record<string, string> = {
  [messages.insecureDomain]: 'validation.insecureDomain',
  [messages.domainRequired]: 'validation.domainRequired',
  [messages.invalidDomain]: 'validation.invalidDomain',
  [messages.duplicateDomain]: 'validation.duplicateDomain',
  [messages.httpsUrl]: 'validation.httpsUrl',
  [messages.colour]: 'validation.colour',
  [messages.noSuchFlow]: 'errors.noSuchFlow',
};

/** For `useZodForm`'s `errorMessage` and toasts: a known message translated, else the server's own words. */
export function useServerMessage(): (error: unknown) => string {
  const { t } = useTranslation('web-chat-widget');
  return useCallback(
    (error: unknown) => {
      const text = typeof error === 'string' ? error : isHostApiError(error) ? error.message : '';
      if (!text) return t('errors.generic');
      const key = known[text];
      return key ? t(key) : text;
    },
    [t],
  );
}
