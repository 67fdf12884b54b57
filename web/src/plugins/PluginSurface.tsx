import { Component, lazy, Suspense, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PluginInfo } from '../api/types';
import { Button } from '../components/Button';
import { PageLoader } from '../components/PageLoader';
import { useHostServices } from './hostServices';
import { loadPluginPart, type PluginPartKind } from './pluginModules';
import { HostContext } from './sdk';

type Variant = 'screen' | 'widget';

// One lazy component per part and attempt, so React keeps it across renders and a retry
// starts a fresh load.
const parts = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyPart(plugin: PluginInfo, kind: PluginPartKind, id: string, attempt: number): LazyExoticComponent<ComponentType> {
  const key = `${plugin.web?.entry ?? plugin.id}|${kind}|${id}|${attempt}`;
  let part = parts.get(key);
  if (!part) {
    part = lazy(() => loadPluginPart(plugin, kind, id));
    parts.set(key, part);
  }
  return part;
}

interface FailureProps {
  plugin: PluginInfo;
  variant: Variant;
  error: Error;
  onRetry: () => void;
}

/** What stands in place of a plugin screen or widget that failed: the rest of the page keeps working. */
function PluginFailure({ plugin, variant, error, onRetry }: FailureProps) {
  const { t } = useTranslation();
  const title = t('plugins.loadFailed.title', { name: plugin.name });
  return (
    <div className={`plugin-failure is-${variant}`} role="alert">
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <div className="stack plugin-failure-body">
        {variant === 'screen' ? <h1>{title}</h1> : <p className="plugin-failure-title">{title}</p>}
        <p className="muted">{t('plugins.loadFailed.detail')}</p>
        <details className="small muted">
          <summary>{t('plugins.loadFailed.technical')}</summary>
          <code>{error.message}</code>
        </details>
        <div>
          <Button type="button" icon="pi pi-refresh" label={t('common.retry')} size="small" outlined onClick={onRetry} />
        </div>
      </div>
    </div>
  );
}

interface BoundaryProps {
  plugin: PluginInfo;
  variant: Variant;
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a plugin part that fails to load or throws (React logs the error itself). */
class PluginBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (error) return <PluginFailure plugin={this.props.plugin} variant={this.props.variant} error={error} onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

function WidgetLoader() {
  const { t } = useTranslation();
  return (
    <div className="widget-loader" role="status">
      <i className="pi pi-spin pi-spinner" aria-hidden="true" />
      <span className="muted small">{t('app.loading')}</span>
    </div>
  );
}

interface PluginSurfaceProps {
  plugin: PluginInfo;
  kind: PluginPartKind;
  /** The route path (screens) or the id (widgets, settings panels). */
  id: string;
  variant: Variant;
}

/**
 * Renders one part of a plugin, loaded on demand, inside `HostContext` and an error
 * boundary: a plugin that fails to load or throws shows an error card with a retry.
 */
export function PluginSurface({ plugin, kind, id, variant }: PluginSurfaceProps) {
  const host = useHostServices();
  const [attempt, setAttempt] = useState(0);
  if (!host) return null;
  const Part = lazyPart(plugin, kind, id, attempt);
  return (
    <HostContext.Provider value={host}>
      <PluginBoundary key={attempt} plugin={plugin} variant={variant} onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={variant === 'screen' ? <PageLoader /> : <WidgetLoader />}>
          <Part />
        </Suspense>
      </PluginBoundary>
    </HostContext.Provider>
  );
}
