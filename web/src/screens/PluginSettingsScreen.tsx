import { Card } from 'primereact/card';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PluginInfo, PluginPanel } from '../api/types';
import { PageLoader } from '../components/PageLoader';
import { canAccess } from '../plugins/hostServices';
import { usePluginListNow, usePluginStore } from '../plugins/pluginStore';
import { PluginSurface } from '../plugins/PluginSurface';
import { useTextIn } from '../plugins/pluginText';
import { useSessionStore } from '../session/sessionStore';

function PanelCard({ plugin, panel }: { plugin: PluginInfo; panel: PluginPanel }) {
  const text = useTextIn();
  const titleId = useId();
  return (
    <Card>
      <section className="stack" aria-labelledby={titleId}>
        <h2 id={titleId}>
          {text(plugin.id, panel.title)} <span className="muted">· {text(plugin.id, plugin.name)}</span>
        </h2>
        <PluginSurface plugin={plugin} kind="settingsPanels" id={panel.id} variant="widget" />
      </section>
    </Card>
  );
}

/** /my-account/settings: every plugin's settings panels the user may read, each loaded on its own. */
export default function PluginSettingsScreen() {
  const { t } = useTranslation();
  const user = useSessionStore((state) => state.user);
  const plugins = usePluginStore((state) => state.plugins);
  const listed = usePluginStore((state) => state.status === 'ready' || state.status === 'error');
  usePluginListNow();
  const panels = plugins.flatMap((plugin) =>
    (plugin.web?.settingsPanels ?? []).filter((panel) => canAccess(user, panel.slug, 'read')).map((panel) => ({ plugin, panel })),
  );
  return (
    <div className="stack">
      <h1>{t('layout.nav.pluginSettings')}</h1>
      {panels.length === 0 && (listed ? <p className="muted">{t('plugins.noSettings')}</p> : <PageLoader />)}
      {panels.map(({ plugin, panel }) => (
        <PanelCard key={`${plugin.id}:${panel.id}`} plugin={plugin} panel={panel} />
      ))}
    </div>
  );
}
