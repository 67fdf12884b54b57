import { useEffect, useState } from 'react';
import { flowNodeEditors, onFlowNodeEditorsChange, type FlowNodeEditor } from '../../../../sdk/src/web/flows/flowNodeEditors.ts';
import { loadPluginModule } from '../../plugins/pluginModules';
import { usePluginStore } from '../../plugins/pluginStore';

/**
 * The node editors registered so far. Plugins register theirs when their web module runs, so
 * the editor loads every plugin module of the user's brand (each at most once, as the shell
 * does) and redraws the palette and nodes as registrations arrive.
 */
export function useRegisteredEditors(): ReadonlyMap<string, FlowNodeEditor> {
  const [editors, setEditors] = useState<ReadonlyMap<string, FlowNodeEditor>>(() => new Map(flowNodeEditors()));
  const plugins = usePluginStore((state) => state.plugins);

  useEffect(() => {
    const refresh = () => setEditors(new Map(flowNodeEditors()));
    const stop = onFlowNodeEditorsChange(refresh);
    refresh();
    return stop;
  }, []);

  useEffect(() => {
    // A plugin that fails to load only misses its node editors; the flow still opens.
    for (const plugin of plugins) if (plugin.web) void loadPluginModule(plugin).catch(() => undefined);
  }, [plugins]);

  return editors;
}
