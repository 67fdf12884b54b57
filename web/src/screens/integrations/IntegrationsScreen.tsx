import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { EmptyState } from '../../../../sdk/src/web/EmptyState.tsx';
import { useHost } from '../../../../sdk/src/web/host.ts';
import { ScreenHeader } from '../../../../sdk/src/web/ScreenHeader.tsx';
import { useHostServices } from '../../plugins/hostServices';
import { HostContext } from '../../plugins/sdk';
import { IntegrationCard } from './IntegrationCard.tsx';
import { IntegrationDialog } from './IntegrationDialog.tsx';
import { integrationsApi, integrationsSlug, type IntegrationsResponse, type IntegrationView } from './integrationsApi.ts';
import { useIntegrationText } from './useIntegrationText.ts';
import './integrations.css';

/**
 * /integrations (spec 1 §3.7): the services the account connects, by group, each a card with
 * its state; a form's integration opens its credentials dialog. What the plugins declare, in
 * their own words (their catalogues); the server leaves out what the brand does not show.
 */
export default function IntegrationsScreen() {
  const host = useHostServices();
  if (!host) return null;
  return (
    <HostContext.Provider value={host}>
      <Integrations />
    </HostContext.Provider>
  );
}

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: IntegrationsResponse };

function Integrations() {
  const { t } = useTranslation();
  const host = useHost();
  const api = useMemo(() => integrationsApi((method, path, body) => host.request(method, path, body)), [host]);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [openId, setOpenId] = useState<string | null>(null);

  const load = useCallback(() => {
    setLoaded({ status: 'loading' });
    api.list().then(
      (data) => setLoaded({ status: 'ready', data }),
      () => setLoaded({ status: 'failed' }),
    );
  }, [api]);
  useEffect(load, [load]);

  const groups = loaded.status === 'ready' ? loaded.data.groups : [];
  const pluginIds = [...new Set(groups.flatMap((group) => group.integrations.map((integration) => integration.pluginId)))];
  const text = useIntegrationText(pluginIds);
  const open = groups.flatMap((group) => group.integrations).find((integration) => integration.id === openId) ?? null;

  const replace = (id: string, next: IntegrationView | null) =>
    setLoaded((previous) => {
      if (previous.status !== 'ready') return previous;
      const groupsNow = previous.data.groups.map((group) => ({
        ...group,
        integrations: group.integrations.map((integration) =>
          integration.id !== id
            ? integration
            : (next ?? { ...integration, state: { connected: false, values: {}, secrets: unset(integration), lastTest: null, updatedAt: null } }),
        ),
      }));
      return { status: 'ready', data: { groups: groupsNow } };
    });

  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      <ScreenHeader title={t('layout.nav.integrations')} subtitle={t('integrations.subtitle')} />
      {loaded.status === 'loading' ? <p role="status">{t('integrations.loading')}</p> : null}
      {loaded.status === 'failed' ? (
        <div role="alert" style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
          <span>{t('integrations.loadFailed')}</span>
          <Button type="button" label={t('integrations.retry')} outlined onClick={load} />
        </div>
      ) : null}
      {loaded.status === 'ready' && groups.length === 0 ? <EmptyState message={t('integrations.empty')} icon="pi pi-link" /> : null}
      {groups.map((group) => (
        <section key={group.group} aria-labelledby={`integrations-group-${group.group}`} className="integrations-group">
          <h2 id={`integrations-group-${group.group}`}>{t(`integrations.groups.${group.group}`)}</h2>
          <div className="integrations-grid">
            {group.integrations.map((integration) => (
              <IntegrationCard
                key={integration.id}
                integration={integration}
                description={text(integration.pluginId, integration.description, '')}
                linkLabel={integration.setup.kind === 'link' ? text(integration.pluginId, integration.setup.label, t('integrations.open')) : ''}
                onOpen={() => setOpenId(integration.id)}
              />
            ))}
          </div>
        </section>
      ))}
      {open ? (
        <IntegrationDialog
          key={open.id}
          integration={open}
          api={api}
          text={(key, fallback) => text(open.pluginId, key, fallback)}
          canEdit={host.can(integrationsSlug, 'edit')}
          canDelete={host.can(integrationsSlug, 'delete')}
          onClose={() => setOpenId(null)}
          onChanged={(next) => {
            replace(open.id, next);
            // Saved or removed: done here; a test result updates the card and the dialog stays.
            if (next === null || next.state.updatedAt !== open.state.updatedAt) setOpenId(null);
          }}
        />
      ) : null}
    </section>
  );
}

function unset(integration: IntegrationView): IntegrationView['state']['secrets'] {
  return Object.fromEntries(Object.keys(integration.state.secrets).map((key) => [key, { set: false }]));
}
