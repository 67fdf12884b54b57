import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab title to "<page> · <product>". */
export function useDocumentTitle(page: string): void {
  const { t } = useTranslation();
  const title = t('app.titleSuffix', { page, app: t('app.name') });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
