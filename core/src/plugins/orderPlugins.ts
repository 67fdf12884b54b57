/**
 * Orders plugins so each starts after the plugins it requires. A plugin whose requirement is
 * missing (or left out itself), or that sits on a cycle, is left out with the reason.
 */
export interface Orderable {
  id: string;
  requires: readonly string[];
}

export function orderPlugins<P extends Orderable>(plugins: readonly P[]): { ordered: P[]; rejected: Array<{ id: string; reason: string }> } {
  const byId = new Map(plugins.map((p) => [p.id, p]));
  const ordered: P[] = [];
  const rejected: Array<{ id: string; reason: string }> = [];
  const state = new Map<string, 'visiting' | 'done' | 'rejected'>();

  const visit = (plugin: P, path: string[]): boolean => {
    const seen = state.get(plugin.id);
    if (seen === 'done') return true;
    if (seen === 'rejected') return false;
    if (seen === 'visiting') {
      const cycle = [...path.slice(path.indexOf(plugin.id)), plugin.id].join(' -> ');
      for (const id of path.slice(path.indexOf(plugin.id))) reject(id, `it is part of a dependency cycle: ${cycle}`);
      return false;
    }
    state.set(plugin.id, 'visiting');
    for (const need of plugin.requires) {
      const dependency = byId.get(need);
      if (!dependency) return reject(plugin.id, `it requires the plugin ${need}, which is not installed`);
      if (!visit(dependency, [...path, plugin.id])) {
        if (state.get(plugin.id) === 'rejected') return false;
        return reject(plugin.id, `it requires the plugin ${need}, which could not be loaded`);
      }
    }
    state.set(plugin.id, 'done');
    ordered.push(plugin);
    return true;
  };

  const reject = (id: string, reason: string): false => {
    if (state.get(id) !== 'rejected') rejected.push({ id, reason });
    state.set(id, 'rejected');
    return false;
  };

  for (const plugin of [...plugins].sort((a, b) => a.id.localeCompare(b.id))) visit(plugin, []);
  return { ordered, rejected };
}
