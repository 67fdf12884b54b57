import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isHostApiError } from '@chatmill/sdk/web';
import { messages } from '../common/messages.ts';

/** The spec's fixed messages the server may answer with, shown in the user's language. */
const known: Record<string, string> = {
  [messages.tooMuch]: 'errors.tooMuch',
  [messages.missingHeaders]: 'errors.missingHeaders',
  'Contacts Limit Reached': 'errors.contactsLimit',
};

/** The text to show for a failed call: a known message translated, else the server's own words. */
export function useServerMessage(): (error: unknown) => string {
  const { t } = useTranslation('contacts');
  return useCallback(
    (error: unknown) => {
      if (!isHostApiError(error) || !error.message) return t('errors.generic');
      const key = known[error.message];
      return key ? t(key) : error.message;
    },
    [t],
  );
}
