import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../components/Button';
import { useSessionStore } from '../session/sessionStore';
import { loadPlugins } from './pluginStore';

/** `GET /api/plugins` failed: say so and offer to ask again (then open the same path anew). */
export function PluginListFailure() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useSessionStore((state) => state.user);
  const [busy, setBusy] = useState(false);

  async function retry() {
    if (!user) return;
    setBusy(true);
    const plugins = await loadPlugins(user.id, true);
    setBusy(false);
    // Going to the same path again lets the router add the plugin routes it now knows.
    if (plugins) void navigate(location.pathname + location.search + location.hash, { replace: true });
  }

  return (
    <div className="plugin-failure is-screen" role="alert">
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <div className="stack plugin-failure-body">
        <h1>{t('plugins.listFailed.title')}</h1>
        <p className="muted">{t('plugins.listFailed.detail')}</p>
        <div>
          <Button type="button" icon="pi pi-refresh" label={t('common.retry')} size="small" outlined loading={busy} onClick={() => void retry()} />
        </div>
      </div>
    </div>
  );
}
