import { useTranslation } from 'react-i18next';

/** "42 / 160" under a text with a limit; turns red at the limit so the owner sees why typing stops. */
export function CharCount({ id, value, max }: { id: string; value: string; max: number }) {
  const { t } = useTranslation('messenger');
  const full = value.length >= max;
  return (
    <small id={id} aria-live="polite" style={{ color: full ? 'var(--red-600, #dc2626)' : 'var(--text-color-secondary)' }}>
      {t('botTools.common.characters', { count: value.length, max })}
    </small>
  );
}
