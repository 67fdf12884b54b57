import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { errorMessage } from '../../../../sdk/src/web/apiErrors.ts';
import type { BrandSettingsView, VerifyDomainResponse } from './whitelabelApi';

interface DomainVerificationProps {
  brand: BrandSettingsView | null;
  verify(): Promise<VerifyDomainResponse>;
  onChecked(brand: BrandSettingsView): void;
}

type Outcome = { kind: 'checked'; result: VerifyDomainResponse } | { kind: 'error'; message: string } | null;

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', wordBreak: 'break-all' } as const;

/**
 * The domain box (spec 3, 4 and 8): the TXT record to add, the domain's state, and Verify,
 * which answers 'FAILED!' with what the DNS must hold until it holds it.
 */
export function DomainVerification({ brand, verify, onChecked }: DomainVerificationProps) {
  const { t } = useTranslation();
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  if (!brand) return <p style={{ margin: 0 }}>{t('whitelabel.domain.saveFirst')}</p>;

  const check = async () => {
    setChecking(true);
    setOutcome(null);
    try {
      const result = await verify();
      setOutcome({ kind: 'checked', result });
      onChecked(result.brand);
    } catch (error) {
      setOutcome({ kind: 'error', message: errorMessage(error, t('errors.httpFailure')) });
    } finally {
      setChecking(false);
    }
  };

  const record: Array<[string, string]> = [
    [t('whitelabel.domain.recordType'), 'TXT'],
    [t('whitelabel.domain.recordName'), brand.challenge.name],
    [t('whitelabel.domain.recordValue'), brand.challenge.value],
  ];

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
        <strong style={mono}>{brand.domain}</strong>
        <Tag value={t(brand.verified ? 'whitelabel.domain.verified' : 'whitelabel.domain.notVerified')} severity={brand.verified ? 'success' : 'warning'} />
      </div>
      <p style={{ margin: 0 }}>{t('whitelabel.domain.intro')}</p>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.25rem 1rem', margin: 0 }} aria-label={t('whitelabel.sections.domain')}>
        {record.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt style={{ color: 'var(--text-color-secondary)' }}>{label}</dt>
            <dd style={{ margin: 0, ...mono }}>{value}</dd>
          </div>
        ))}
      </dl>
      <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
        <Button type="button" label={t('whitelabel.domain.verify')} icon="pi pi-shield" onClick={() => void check()} loading={checking} />
        <small style={{ color: 'var(--text-color-secondary)' }}>{t('whitelabel.domain.savedDomainNote')}</small>
      </div>
      <div role="status" aria-live="polite">
        {outcome?.kind === 'error' ? <Message severity="error" text={outcome.message} /> : null}
        {outcome?.kind === 'checked' && outcome.result.verified ? (
          <Message
            severity="success"
            content={
              <span>
                <strong>{t('whitelabel.domain.verifiedTitle')}</strong> {t('whitelabel.domain.verifiedDetail', { domain: outcome.result.brand.domain })}
              </span>
            }
          />
        ) : null}
        {outcome?.kind === 'checked' && !outcome.result.verified ? (
          <Message
            severity="error"
            content={
              <span>
                <strong>{t('whitelabel.domain.failedTitle')}</strong>{' '}
                {t('whitelabel.domain.failedDetail', { name: outcome.result.expected.name, value: outcome.result.expected.value })}{' '}
                {outcome.result.found.length > 0
                  ? t('whitelabel.domain.found', { values: outcome.result.found.map((value) => `"${value}"`).join(', ') })
                  : t('whitelabel.domain.foundNothing')}
              </span>
            }
          />
        ) : null}
      </div>
    </div>
  );
}
