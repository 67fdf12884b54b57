import type { CoreHomeStep, HomeStep } from '@chatmill/sdk/contracts';
import i18n from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/Card';
import { DEFAULT_LOCALE } from '../../i18n/locales';
import { loadPluginModule } from '../../plugins/pluginModules';
import { usePluginStore } from '../../plugins/pluginStore';
import { useTextIn } from '../../plugins/pluginText';

/**
 * A core step's name; a plugin's steps are named in the plugin's catalogue, which comes with
 * the plugin's web module: asked for here, and the name left blank until it is there (a text
 * key is no name).
 */
function useStepTitle(steps: HomeStep[]): (step: HomeStep) => string {
  const { t } = useTranslation();
  const text = useTextIn();
  const plugins = usePluginStore((state) => state.plugins);
  useEffect(() => {
    const ids = new Set(steps.flatMap((step) => (step.pluginId ? [step.pluginId] : [])));
    for (const plugin of plugins) if (ids.has(plugin.id) && plugin.web) loadPluginModule(plugin).catch(() => undefined);
  }, [plugins, steps]);
  const core: Record<CoreHomeStep, string> = { connectChannel: t('dashboard.home.steps.connectChannel'), publishFlow: t('dashboard.home.steps.publishFlow') };
  return (step) => {
    if (!step.pluginId) return core[step.id as CoreHomeStep] ?? step.id;
    return i18n.hasResourceBundle(DEFAULT_LOCALE, step.pluginId) ? text(step.pluginId, step.title) : '';
  };
}

/** "Get started": connect a channel, build and publish a flow, and the plugins' steps, each done or not as the data says. */
export function ChecklistCard({ steps }: { steps: HomeStep[] }) {
  const { t } = useTranslation();
  const title = useStepTitle(steps);
  const done = steps.filter((step) => step.done).length;
  return (
    <Card>
      <section className="stack" aria-labelledby="home-checklist-title">
        <div>
          <h2 id="home-checklist-title">{t('dashboard.home.checklist.title')}</h2>
          <p className="muted small" data-testid="home-checklist-progress">
            {t('dashboard.home.checklist.progress', { done, total: steps.length })}
          </p>
        </div>
        <ol className="home-checklist">
          {steps.map((step) => {
            const name = title(step);
            return (
              <li
                key={`${step.pluginId ?? 'core'}:${step.id}`}
                className={step.done ? 'is-done' : undefined}
                data-testid={`home-step-${step.id}`}
                data-done={step.done}
              >
                <i className={step.done ? 'pi pi-check-circle' : 'pi pi-circle'} aria-hidden="true" />
                <span className="home-step-name">
                  {step.url && !step.done ? <Link to={step.url}>{name}</Link> : name}
                  <span className="sr-only">{step.done ? t('dashboard.home.checklist.doneMark') : t('dashboard.home.checklist.todoMark')}</span>
                </span>
              </li>
            );
          })}
        </ol>
      </section>
    </Card>
  );
}
