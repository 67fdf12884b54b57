import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { botToolLimits, defaultLocale } from '../../../common/botToolLimits.ts';

interface LocaleSectionsProps<T extends { locale: string }> {
  items: readonly T[];
  onChange(items: T[]): void;
  /** A new section for another locale. */
  create(locale: string): T;
  render(item: T, update: (next: T) => void): ReactNode;
}

function LocaleField({ value, onChange, locked }: { value: string; onChange(value: string): void; locked: boolean }) {
  const { t } = useTranslation('messenger');
  const id = useId();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      <label htmlFor={id}>{t('botTools.locale.label')}</label>
      <InputText
        id={id}
        value={value}
        disabled={locked}
        placeholder="en_US"
        maxLength={7}
        style={{ width: '7rem' }}
        onChange={(e) => onChange(e.target.value)}
      />
      {locked ? <small style={{ color: 'var(--text-color-secondary)' }}>{t('botTools.locale.defaultHint')}</small> : null}
    </span>
  );
}

/**
 * A tool's texts per locale (Meta's `locale`: `default`, then `en_US`, `de_DE`…): the default one
 * stays, others are added and removed. Each section is the tool's own editor.
 */
export function LocaleSections<T extends { locale: string }>({ items, onChange, create, render }: LocaleSectionsProps<T>) {
  const { t } = useTranslation('messenger');
  const replace = (index: number, next: T) => onChange(items.map((item, i) => (i === index ? next : item)));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
      {items.map((item, index) => (
        <fieldset
          key={index}
          style={{
            border: '1px solid var(--surface-border)',
            borderRadius: 6,
            padding: '0.75rem 1rem',
            display: 'flex',
            flexDirection: 'column',
            gap: '0.75rem',
          }}
        >
          <legend style={{ padding: '0 0.25rem', fontWeight: 600 }}>
            {item.locale === defaultLocale ? t('botTools.locale.default') : t('botTools.locale.named', { locale: item.locale || '…' })}
          </legend>
          <div style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', flexWrap: 'wrap' }}>
            <LocaleField value={item.locale} locked={item.locale === defaultLocale && index === 0} onChange={(locale) => replace(index, { ...item, locale })} />
            {index > 0 ? (
              <Button
                type="button"
                icon="pi pi-trash"
                text
                severity="danger"
                aria-label={t('botTools.locale.remove', { locale: item.locale || '…' })}
                onClick={() => onChange(items.filter((_, i) => i !== index))}
              />
            ) : null}
          </div>
          {render(item, (next) => replace(index, next))}
        </fieldset>
      ))}
      {items.length < botToolLimits.locales ? (
        <div>
          <Button type="button" label={t('botTools.locale.add')} icon="pi pi-globe" text onClick={() => onChange([...items, create('')])} />
        </div>
      ) : null}
    </div>
  );
}
