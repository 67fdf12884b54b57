import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { ChangePasswordCard } from './dashboard/ChangePasswordCard';
import { DevelopersCard } from './dashboard/DevelopersCard';
import { PluginWidgets } from './dashboard/PluginWidgets';
import { RealtimeCard } from './dashboard/RealtimeCard';
import { WelcomeCard } from './dashboard/WelcomeCard';

/** "/" — the main dashboard: the core cards, then the plugins' widgets. */
export default function DashboardScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.title'));
  return (
    <>
      <div className="page-header">
        <h1>{t('dashboard.title')}</h1>
      </div>
      <div className="card-grid">
        <WelcomeCard />
        <RealtimeCard />
        <ChangePasswordCard />
        <DevelopersCard />
      </div>
      <PluginWidgets />
    </>
  );
}
