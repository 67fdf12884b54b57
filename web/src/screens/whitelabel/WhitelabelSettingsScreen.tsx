import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { errorMessage } from '../../../../sdk/src/web/apiErrors.ts';
import { useHost } from '../../../../sdk/src/web/host.ts';
import { ScreenHeader } from '../../../../sdk/src/web/ScreenHeader.tsx';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useHostServices } from '../../plugins/hostServices';
import { HostContext } from '../../plugins/sdk';
import { isAdmin } from '../admin/shared/isAdmin';
import { AllBrandsTable } from './AllBrandsTable';
import { AuditLogTable } from './AuditLogTable';
import { BrandClients } from './BrandClients.tsx';
import { BrandPackages } from './BrandPackages.tsx';
import { BrandPluginSwitches } from './BrandPluginSwitches';
import { BrandSettingsForm } from './BrandSettingsForm';
import { DomainVerification } from './DomainVerification';
import { Section } from './Section';
import { whitelabelApi, type BrandSettingsView } from './whitelabelApi';

/**
 * /whitelabel-settings (spec 3, 3 and 5; spec 1, 6): a reseller's brand — its settings, the
 * DNS proof of its domain, the plugins its clients get, the packages it sells them, its client
 * accounts and the master-password log — and, for
 * the platform admin, every brand of the platform. The SDK's building blocks read the shell's
 * services from `HostContext`, which this core screen provides itself.
 */
export default function WhitelabelSettingsScreen() {
  const host = useHostServices();
  if (!host) return null;
  return (
    <HostContext.Provider value={host}>
      <WhitelabelSettings />
    </HostContext.Provider>
  );
}

type Loaded =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; eligible: boolean; reason: string | null; brand: BrandSettingsView | null };

function WhitelabelSettings() {
  const { t } = useTranslation();
  const host = useHost();
  const api = useMemo(() => whitelabelApi((method, path, body) => host.request(method, path, body)), [host]);
  const admin = isAdmin(host.user);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  // Bumped when the brand's packages change, so the Clients section offers the current ones.
  const [packagesKey, setPackagesKey] = useState(0);
  const packagesChanged = useCallback(() => setPackagesKey((key) => key + 1), []);
  useDocumentTitle(t('whitelabel.title'));

  const load = useCallback(() => {
    setLoaded({ status: 'loading' });
    api.own().then(
      (own) => setLoaded({ status: 'ready', ...own }),
      (error: unknown) => setLoaded({ status: 'error', message: errorMessage(error, t('whitelabel.loadFailed')) }),
    );
  }, [api, t]);
  useEffect(load, [load]);

  const setBrand = useCallback((brand: BrandSettingsView) => {
    setLoaded((current) => (current.status === 'ready' ? { ...current, brand } : current));
  }, []);

  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '1.25rem' }}>
      <ScreenHeader title={t('whitelabel.title')} subtitle={t('whitelabel.subtitle')} />
      {loaded.status === 'loading' ? <p role="status">{t('whitelabel.loading')}</p> : null}
      {loaded.status === 'error' ? (
        <Message
          severity="error"
          content={
            <span style={{ display: 'inline-flex', gap: '0.75rem', alignItems: 'center' }}>
              {loaded.message}
              <Button type="button" label={t('common.retry')} size="small" outlined onClick={load} />
            </span>
          }
        />
      ) : null}
      {loaded.status === 'ready' && !loaded.eligible ? <Message severity="warn" text={loaded.reason ?? t('whitelabel.notEligible')} /> : null}
      {loaded.status === 'ready' && loaded.eligible ? (
        <>
          <BrandSettingsForm brand={loaded.brand} save={api.save} onSaved={setBrand} />
          <Section id="whitelabel-domain" title={t('whitelabel.sections.domain')}>
            <DomainVerification brand={loaded.brand} verify={api.verify} onChecked={setBrand} />
          </Section>
          <Section id="whitelabel-plugins" title={t('whitelabel.sections.plugins')}>
            <BrandPluginSwitches brand={loaded.brand} api={api} />
          </Section>
          <Section id="whitelabel-packages" title={t('whitelabel.sections.packages')} intro={t('whitelabel.packages.intro')}>
            {loaded.brand ? (
              <BrandPackages brandId={loaded.brand.id} onChanged={packagesChanged} />
            ) : (
              <p style={{ margin: 0 }}>{t('whitelabel.packages.saveFirst')}</p>
            )}
          </Section>
          <Section id="whitelabel-clients" title={t('whitelabel.sections.clients')} intro={t('whitelabel.clients.intro')}>
            {loaded.brand ? <BrandClients brand={loaded.brand} packagesKey={packagesKey} /> : <p style={{ margin: 0 }}>{t('whitelabel.clients.saveFirst')}</p>}
          </Section>
          <Section id="whitelabel-audit" title={t('whitelabel.sections.auditLog')} intro={t('whitelabel.auditLog.intro')}>
            <AuditLogTable reloadKey={loaded.brand?.id ?? null} />
          </Section>
        </>
      ) : null}
      {admin ? (
        <Section id="whitelabel-brands" title={t('whitelabel.sections.allBrands')}>
          <AllBrandsTable reloadKey={loaded.status === 'ready' ? loaded.brand?.updatedAt : null} />
        </Section>
      ) : null}
    </section>
  );
}
