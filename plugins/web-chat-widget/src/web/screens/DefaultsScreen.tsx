import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { EmptyState, FlowPicker, ScreenHeader, useHost } from '@chatmill/sdk/web';
import { widgetChannel } from '../../common/ids.ts';
import { permissionSlugs } from '../../common/permissions.ts';
import { contracts, useWidgetApi } from '../api.ts';
import { useServerMessage } from '../serverMessage.ts';
import { useWidgetAccounts } from '../useWidgetAccounts.ts';
import { useWidgets } from '../useWidgets.ts';
import { WidgetSelect } from './WidgetSelect.tsx';

interface Defaults {
  welcomeFlowId: number | null;
  defaultReplyFlowId: number | null;
}

/** /web-chat-widget/defaults: per widget, the flow that greets a new visitor and the one that answers what nothing else does. */
export default function DefaultsScreen() {
  const { t } = useTranslation('web-chat-widget');
  const host = useHost();
  const api = useWidgetApi();
  const serverMessage = useServerMessage();
  const { widgets, failed } = useWidgets();
  const [widgetId, setWidgetId] = useState('');
  const [defaults, setDefaults] = useState<Defaults | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const widget = widgets?.find((w) => w.widgetId === widgetId) ?? widgets?.[0] ?? null;
  const canEdit = host.can(permissionSlugs.defaults, 'edit');
  const accounts = useWidgetAccounts(widgets, t('defaults.noWidget'));

  useEffect(() => {
    if (!widget) return;
    let live = true;
    setDefaults(null);
    setError(null);
    api.call(contracts.getDefaults, { params: { id: widget.id } }).then(
      (found) => live && setDefaults({ welcomeFlowId: found.welcomeFlowId, defaultReplyFlowId: found.defaultReplyFlowId }),
      (e: unknown) => live && setError(serverMessage(e)),
    );
    return () => {
      live = false;
    };
  }, [api, serverMessage, widget]);

  const save = async () => {
    if (!widget || !defaults) return;
    setSaving(true);
    setError(null);
    try {
      await api.call(contracts.setDefaults, { params: { id: widget.id }, body: defaults });
      host.toast({ severity: 'success', summary: t('defaults.saved') });
    } catch (e) {
      setError(serverMessage(e));
    } finally {
      setSaving(false);
    }
  };

  if (failed) return <Message severity="error" text={t('common.loadFailed')} />;
  if (widgets && !widgets.length) return <EmptyState message={accounts.missing.message} icon="pi pi-cog" action={accounts.missing.action} />;
  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem', maxWidth: '36rem' }}>
      <ScreenHeader
        title={t('defaults.title')}
        subtitle={t('defaults.intro')}
        actions={widgets && widget ? <WidgetSelect widgets={widgets} value={widget.widgetId} onChange={setWidgetId} /> : null}
      />
      {error ? <Message severity="error" text={error} /> : null}
      {widget && defaults ? (
        <div key={widget.widgetId}>
          <FlowPicker
            channel={widgetChannel}
            channelAccountId={widget.widgetId}
            label={t('defaults.welcomeFlow')}
            value={defaults.welcomeFlowId}
            onChange={(welcomeFlowId) => setDefaults({ ...defaults, welcomeFlowId })}
            disabled={!canEdit}
          />
          <small style={{ display: 'block', margin: '-0.625rem 0 1rem', color: 'var(--text-color-secondary)' }}>{t('defaults.welcomeFlowHelp')}</small>
          <FlowPicker
            channel={widgetChannel}
            channelAccountId={widget.widgetId}
            label={t('defaults.defaultReplyFlow')}
            value={defaults.defaultReplyFlowId}
            onChange={(defaultReplyFlowId) => setDefaults({ ...defaults, defaultReplyFlowId })}
            disabled={!canEdit}
          />
          {canEdit ? <Button type="button" label={t('common.save')} icon="pi pi-check" loading={saving} onClick={() => void save()} /> : null}
        </div>
      ) : null}
    </section>
  );
}
