import { useDeferredValue, useId } from 'react';
import type { PluginInfo, PluginPanel } from '../../api/types';
import { Card } from '../../components/Card';
import { canAccess } from '../../plugins/hostServices';
import { usePluginStore } from '../../plugins/pluginStore';
import { PluginSurface } from '../../plugins/PluginSurface';
import { useTextIn } from '../../plugins/pluginText';
import { useSessionStore } from '../../session/sessionStore';

function WidgetCard({ plugin, widget }: { plugin: PluginInfo; widget: PluginPanel }) {
  const text = useTextIn();
  const titleId = useId();
  return (
    <Card className="widget-card">
      <section className="stack" aria-labelledby={titleId}>
        <h2 id={titleId}>{text(plugin.id, widget.title)}</h2>
        <PluginSurface plugin={plugin} kind="widgets" id={widget.id} variant="widget" />
      </section>
    </Card>
  );
}

/** The plugins' dashboard widgets, each loaded on its own; one that fails shows an error in its card. */
export function PluginWidgets() {
  const user = useSessionStore((state) => state.user);
  // The list arrives after the first paint; its widgets are drawn in a deferred render, in
  // slices, rather than in one task with everything else the list's arrival redraws.
  const plugins = useDeferredValue(usePluginStore((state) => state.plugins));
  const widgets = plugins.flatMap((plugin) =>
    (plugin.web?.widgets ?? []).filter((widget) => canAccess(user, widget.slug, 'read')).map((widget) => ({ plugin, widget })),
  );
  if (widgets.length === 0) return null;
  return (
    <div className="card-grid widget-grid">
      {widgets.map(({ plugin, widget }) => (
        <WidgetCard key={`${plugin.id}:${widget.id}`} plugin={plugin} widget={widget} />
      ))}
    </div>
  );
}
