import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { Message } from 'primereact/message';
import { errorMessage } from '../../../../sdk/src/web/apiErrors.ts';
import { useHost } from '../../../../sdk/src/web/host.ts';
import { BrandPluginSettingsDialog } from './BrandPluginSettingsDialog';
import type { BrandPlugin, BrandSettingsView, WhitelabelApi } from './whitelabelApi';

interface BrandPluginSwitchesProps {
  brand: BrandSettingsView | null;
  api: WhitelabelApi;
}

type Loaded = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; items: BrandPlugin[] };

/**
 * The installed plugins with a switch each (spec 3, 3): a plugin switched off disappears from
 * the menu of the brand's clients and its routes answer 404 on the brand's domain.
 */
export function BrandPluginSwitches({ brand, api }: BrandPluginSwitchesProps) {
  const { t } = useTranslation();
  const host = useHost();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [busy, setBusy] = useState<string | null>(null);
  const [configuring, setConfiguring] = useState<BrandPlugin | null>(null);
  const brandId = brand?.id ?? null;

  useEffect(() => {
    if (brandId === null) return;
    let live = true;
    api.plugins().then(
      ({ items }) => live && setLoaded({ status: 'ready', items }),
      (error: unknown) => live && setLoaded({ status: 'error', message: errorMessage(error, t('whitelabel.plugins.loadFailed')) }),
    );
    return () => {
      live = false;
    };
  }, [api, brandId, t]);

  if (brandId === null) return <p style={{ margin: 0 }}>{t('whitelabel.plugins.saveFirst')}</p>;
  if (loaded.status === 'loading') return <p role="status">{t('whitelabel.loading')}</p>;
  if (loaded.status === 'error') return <Message severity="error" text={loaded.message} />;
  if (loaded.items.length === 0) return <p style={{ margin: 0 }}>{t('whitelabel.plugins.empty')}</p>;

  const setEnabled = (plugin: BrandPlugin, enabled: boolean) => {
    const show = (items: BrandPlugin[]) => setLoaded({ status: 'ready', items });
    const before = loaded.items;
    show(before.map((item) => (item.id === plugin.id ? { ...item, enabled } : item)));
    setBusy(plugin.id);
    api
      .switchPlugin(plugin.id, brandId, enabled)
      .then(() => host.toast({ severity: 'success', summary: t(enabled ? 'whitelabel.plugins.on' : 'whitelabel.plugins.off', { name: plugin.name }) }))
      .catch((error: unknown) => {
        show(before);
        host.toast({ severity: 'error', summary: errorMessage(error, t('errors.httpFailure')) });
      })
      .finally(() => setBusy(null));
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '0.5rem' }}>
      <p style={{ margin: 0, color: 'var(--text-color-secondary)' }}>{t('whitelabel.plugins.intro')}</p>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '0.5rem' }}>
        {loaded.items.map((plugin) => {
          const inputId = `brand-plugin-${plugin.id}`;
          return (
            <li key={plugin.id} style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
              <InputSwitch
                inputId={inputId}
                checked={plugin.enabled}
                disabled={busy === plugin.id}
                onChange={(event) => setEnabled(plugin, Boolean(event.value))}
                aria-label={t('whitelabel.plugins.switchLabel', { name: plugin.name })}
              />
              <label htmlFor={inputId}>
                {plugin.name} <small style={{ color: 'var(--text-color-secondary)' }}>{plugin.version}</small>
              </label>
              {plugin.hasSettings ? (
                <Button
                  type="button"
                  label={t('whitelabel.pluginSettings.open')}
                  aria-label={t('whitelabel.pluginSettings.openLabel', { name: plugin.name })}
                  icon="pi pi-cog"
                  text
                  size="small"
                  onClick={() => setConfiguring(plugin)}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {configuring ? <BrandPluginSettingsDialog plugin={configuring} api={api} onClose={() => setConfiguring(null)} /> : null}
    </div>
  );
}
