import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { Button } from '../components/Button';
import { Card } from '../components/Card';
import { ActivityCard } from './home/ActivityCard';
import { ChannelsCard } from './home/ChannelsCard';
import { ChecklistCard } from './home/ChecklistCard';
import { DevelopersCard } from './dashboard/DevelopersCard';
import { PluginWidgets } from './dashboard/PluginWidgets';
import { RecentFlowsCard } from './home/RecentFlowsCard';
import { useHome, type HomeState } from './home/useHome';
import { WelcomeCard } from './dashboard/WelcomeCard';
// The home's own cards and styles come with this screen's chunk, not with the first screens' kit.
import './home/home.css';

/**
 * What depends on the home's figures. Drawn whole once they are there, after the welcome card
 * and before anything else: a card that arrived above one already drawn would move it.
 */
function HomeCards({ state, retry }: { state: HomeState; retry: () => void }) {
  const { t } = useTranslation();
  if (state.status === 'loading') {
    return (
      <p className="muted home-loading" role="status">
        {t('dashboard.home.loading')}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <Card>
        <div className="stack" role="alert">
          <p>{t('dashboard.home.loadFailed')}</p>
          <div>
            <Button label={t('dashboard.home.retry')} icon="pi pi-refresh" outlined size="small" onClick={retry} />
          </div>
        </div>
      </Card>
    );
  }
  const { home } = state;
  const buildUrl = home.checklist.find((step) => step.id === 'publishFlow')?.url ?? null;
  return (
    <>
      <ChecklistCard steps={home.checklist} />
      <ChannelsCard channels={home.channels} />
      <ActivityCard last7Days={home.last7Days} last30Days={home.last30Days} series={home.series} />
      <RecentFlowsCard flows={home.recentFlows} buildUrl={buildUrl} />
      <DevelopersCard />
    </>
  );
}

/** "/" — the owner's home: who is signed in, what to do next, their channels, activity and flows, then the plugins' cards. */
export default function DashboardScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.title'));
  const { state, retry } = useHome();
  return (
    <>
      <div className="page-header">
        <h1>{t('dashboard.title')}</h1>
      </div>
      <div className="home-grid">
        <WelcomeCard />
        <HomeCards state={state} retry={retry} />
      </div>
      {state.status === 'loading' ? null : <PluginWidgets />}
    </>
  );
}
