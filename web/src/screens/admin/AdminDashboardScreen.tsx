import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import { ScreenHeader, useHost } from '@chatmill/sdk/web';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { ReportsSection } from './reports/ReportsSection';
import { isAdmin } from './shared/isAdmin';
import { WithHost } from './shared/WithHost';
import { UsersSection } from './users/UsersSection';
import { useAdminOptions } from './users/useAdminOptions';
import { usersApi } from './users/usersApi';

/** "/admin" — the admin dashboard (spec 1, 2.2 and 6): reports, then the users. Admins only. */
export default function AdminDashboardScreen() {
  return (
    <WithHost>
      <AdminDashboard />
    </WithHost>
  );
}

function AdminDashboard() {
  const { t } = useTranslation();
  const host = useHost();
  const admin = isAdmin(host.user);
  useDocumentTitle(t('layout.nav.adminDashboard'));
  if (!admin) {
    return (
      <section>
        <ScreenHeader title={t('layout.nav.adminDashboard')} />
        <Message severity="warn" text={t('admin.common.adminsOnly')} />
      </section>
    );
  }
  return <AdminPanels />;
}

function AdminPanels() {
  const { t } = useTranslation();
  const host = useHost();
  const api = useMemo(() => usersApi((method, path, body) => host.request(method, path, body)), [host]);
  const options = useAdminOptions(api, t('admin.common.failed'));
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '2rem' }}>
      <ScreenHeader title={t('layout.nav.adminDashboard')} subtitle={t('admin.dashboard.subtitle')} />
      <ReportsSection options={options.status === 'ready' ? options.options : null} />
      <UsersSection api={api} options={options} />
    </div>
  );
}
