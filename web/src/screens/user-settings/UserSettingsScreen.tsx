import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TabPanel, TabView } from 'primereact/tabview';
import { useHost } from '../../../../sdk/src/web/host.ts';
import { ScreenHeader } from '../../../../sdk/src/web/ScreenHeader.tsx';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { useHostServices } from '../../plugins/hostServices';
import { HostContext } from '../../plugins/sdk';
import { accountApi } from './accountApi.ts';
import { ApiTokensTab } from './ApiTokensTab.tsx';
import { BillingTab } from './BillingTab.tsx';
import { ChangePasswordTab } from './ChangePasswordTab.tsx';
import { GeneralTab } from './GeneralTab.tsx';
import { NotificationsTab } from './NotificationsTab.tsx';
import { SubscriptionSection } from './SubscriptionSection.tsx';
import { UsageLogTab } from './UsageLogTab.tsx';

/** The tabs in order, by the `?tab=` value that opens each (a link can point at one). */
const tabs = ['general', 'usage', 'billing', 'password', 'notifications', 'api'] as const;
type Tab = (typeof tabs)[number];

/**
 * /my-account/user-settings (spec 1, 2.2; spec 3, 2): Account Settings with the tabs General,
 * Usage Log, Billing, Change Password, Account Notifications and API Access Token, and the
 * subscription with the cancel-account flow under them. The SDK's building blocks read the
 * shell's services from `HostContext`, which this core screen provides itself.
 */
export default function UserSettingsScreen() {
  const host = useHostServices();
  if (!host) return null;
  return (
    <HostContext.Provider value={host}>
      <UserSettings />
    </HostContext.Provider>
  );
}

function UserSettings() {
  const { t } = useTranslation();
  const host = useHost();
  // One API object for the screen's life: the calls do not depend on who the user is (the
  // session cookie says), so a new name in the session must not reload every tab.
  const latestHost = useRef(host);
  latestHost.current = host;
  const api = useMemo(() => accountApi((method, path, body) => latestHost.current.request(method, path, body)), []);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active = Math.max(0, tabs.indexOf((requested ?? 'general') as Tab));
  useDocumentTitle(t('layout.nav.accountSettings'));

  const open = (index: number) => {
    const tab = tabs[index] ?? 'general';
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('tab', tab);
        return next;
      },
      { replace: true },
    );
  };

  const panels: Record<Tab, { header: string; content: React.ReactNode }> = {
    general: { header: t('userSettings.tabs.general'), content: <GeneralTab api={api} /> },
    usage: { header: t('userSettings.tabs.usage'), content: <UsageLogTab api={api} /> },
    billing: { header: t('userSettings.tabs.billing'), content: <BillingTab /> },
    password: { header: t('userSettings.tabs.password'), content: <ChangePasswordTab /> },
    notifications: { header: t('userSettings.tabs.notifications'), content: <NotificationsTab api={api} /> },
    api: { header: t('userSettings.tabs.api'), content: <ApiTokensTab api={api} /> },
  };

  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}>
      <ScreenHeader title={t('layout.nav.accountSettings')} subtitle={t('userSettings.subtitle')} />
      <TabView activeIndex={active} onTabChange={(event) => open(event.index)} renderActiveOnly scrollable>
        {tabs.map((tab) => (
          <TabPanel key={tab} header={panels[tab].header}>
            {panels[tab].content}
          </TabPanel>
        ))}
      </TabView>
      <SubscriptionSection api={api} />
    </section>
  );
}
