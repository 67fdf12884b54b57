import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { errorMessage, isHostApiError, useHost } from '@chatmill/sdk/web';
import { formatDate, formatDateTime } from './format';
import { PackageChangeForm } from './PackageChangeForm';
import { StatusTag } from './StatusTag';
import { UsageTable } from './UsageTable';
import type { AdminUserDetails, AdminUserView, BrandOption, ChangePackageInput, UsersApi } from './usersApi';

interface UserDetailsDialogProps {
  user: AdminUserView;
  api: UsersApi;
  /** The user's brand with its packages, for the package form. */
  brand: BrandOption | null;
  /** The server's zone, the one the reports count days in. */
  timeZone: string | undefined;
  onClose(): void;
  /** Something changed: the list reloads. */
  onChanged(): void;
}

type State = { status: 'loading' } | { status: 'ready'; details: AdminUserDetails } | { status: 'failed'; message: string };

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div style={{ display: 'contents' }}>
      <dt className="muted">{term}</dt>
      <dd style={{ margin: 0 }}>{children}</dd>
    </div>
  );
}

/**
 * One user (spec 1, 6: the Admin manages client users): account, package, expiry, last login,
 * team size and usage by feature; the admin gives the account another package here, and
 * deactivates or reactivates the user.
 */
export function UserDetailsDialog({ user, api, brand, timeZone, onClose, onChanged }: UserDetailsDialogProps) {
  const { t, i18n } = useTranslation();
  const host = useHost();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  const failed = t('admin.common.failed');

  const load = useCallback(async () => {
    try {
      setState({ status: 'ready', details: await api.details(user.id) });
    } catch (error) {
      setState({ status: 'failed', message: errorMessage(error, failed) });
    }
  }, [api, failed, user.id]);

  useEffect(() => {
    void load();
  }, [load]);

  const changePackage = async (body: ChangePackageInput) => {
    const details = await api.changePackage(user.id, body);
    setState({ status: 'ready', details });
    host.toast({ severity: 'success', summary: t('admin.users.package.changed', { name: details.package?.name ?? '' }) });
    onChanged();
  };

  const setActive = async (details: AdminUserDetails, active: boolean) => {
    if (!active) {
      const confirmed = await host.confirm({
        header: t('admin.users.deactivate.confirmHeader'),
        message: t('admin.users.deactivate.confirm', { name: details.name, email: details.email }),
        acceptLabel: t('admin.users.deactivate.yes'),
        rejectLabel: t('admin.common.cancel'),
        danger: true,
      });
      if (!confirmed) return;
    }
    setBusy(true);
    try {
      const view = active ? await api.reactivate(details.id) : await api.deactivate(details.id);
      setState({ status: 'ready', details: { ...details, ...view } });
      host.toast({
        severity: 'success',
        summary: t(active ? 'admin.users.deactivate.reactivated' : 'admin.users.deactivate.deactivated', { name: details.name }),
      });
      onChanged();
    } catch (error) {
      host.toast({ severity: 'error', summary: isHostApiError(error) ? error.message : failed, life: 10_000 });
    } finally {
      setBusy(false);
    }
  };

  const details = state.status === 'ready' ? state.details : null;
  const canDeactivate = details !== null && details.id !== 1 && details.id !== host.user.id;
  const footer = (
    <div style={{ display: 'flex', justifyContent: 'space-between', gap: '0.5rem', flexWrap: 'wrap' }}>
      <span>
        {details && canDeactivate ? (
          details.status === 'deactivated' ? (
            <Button
              type="button"
              label={t('admin.users.deactivate.reactivate')}
              icon="pi pi-replay"
              outlined
              loading={busy}
              onClick={() => void setActive(details, true)}
            />
          ) : (
            <Button
              type="button"
              label={t('admin.users.deactivate.deactivate')}
              icon="pi pi-ban"
              severity="danger"
              outlined
              loading={busy}
              onClick={() => void setActive(details, false)}
            />
          )
        ) : null}
      </span>
      <Button type="button" label={t('admin.common.close')} onClick={onClose} />
    </div>
  );

  return (
    <Dialog
      header={t('admin.users.details.title', { name: user.name })}
      visible
      onHide={onClose}
      footer={footer}
      style={{ width: 'min(52rem, 96vw)' }}
      modal
      draggable={false}
    >
      {state.status === 'loading' ? <p>{t('admin.common.loading')}</p> : null}
      {state.status === 'failed' ? <Message severity="error" text={state.message} style={{ width: '100%' }} /> : null}
      {details ? (
        <div style={{ display: 'flex', flexDirection: 'column', gap: '1.25rem' }}>
          <section aria-label={t('admin.users.details.account')}>
            <h3 style={{ margin: '0 0 0.5rem' }}>{t('admin.users.details.account')}</h3>
            <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.375rem 1rem', margin: 0 }}>
              <Fact term={t('admin.users.details.email')}>{details.email}</Fact>
              <Fact term={t('admin.users.columns.status')}>
                <StatusTag status={details.status} />
                {details.deactivatedAt ? (
                  <span className="muted small">
                    {' '}
                    {t('admin.users.details.since', { date: formatDateTime(details.deactivatedAt, i18n.language, timeZone) })}
                  </span>
                ) : null}
              </Fact>
              <Fact term={t('admin.users.details.accountName')}>{details.account.name}</Fact>
              <Fact term={t('admin.users.details.owner')}>
                {details.owner ? `${details.owner.name} <${details.owner.email}>` : '—'}
                {details.isOwner ? <span className="muted small"> {t('notices.owner')}</span> : null}
              </Fact>
              <Fact term={t('admin.users.columns.brand')}>{details.brand.name}</Fact>
              <Fact
                term={t('admin.users.columns.type')}
              >{`${t(`admin.users.userTypes.${details.userType}`)} · ${t(`admin.users.accessTypes.${details.accessType}`)}`}</Fact>
              <Fact term={t('admin.users.details.teamSize')}>{t('admin.users.details.people', { count: details.teamSize })}</Fact>
              <Fact term={t('admin.users.details.verified')}>
                {details.verified ? t('admin.users.details.verifiedYes') : t('admin.users.details.verifiedNo')}
              </Fact>
              <Fact term={t('admin.users.columns.lastLogin')}>
                {details.lastLoginAt ? formatDateTime(details.lastLoginAt, i18n.language, timeZone) : t('admin.users.neverSignedIn')}
              </Fact>
              <Fact term={t('admin.users.columns.createdAt')}>{formatDateTime(details.createdAt, i18n.language, timeZone)}</Fact>
            </dl>
          </section>
          <section aria-label={t('admin.users.details.package')}>
            <h3 style={{ margin: '0 0 0.5rem' }}>{t('admin.users.details.package')}</h3>
            <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.375rem 1rem', margin: '0 0 1rem' }}>
              <Fact term={t('admin.users.columns.package')}>
                <span data-testid="user-package">{details.package?.name ?? '—'}</span>{' '}
                <span className="muted small">({t(`admin.users.details.source.${details.packageSource}`)})</span>
              </Fact>
              <Fact term={t('admin.users.columns.expiresAt')}>
                <span data-testid="user-expires">
                  {details.expiresAt ? formatDateTime(details.expiresAt, i18n.language, timeZone) : t('admin.users.never')}
                </span>
              </Fact>
              {details.accessExpiresAt ? (
                <Fact term={t('admin.users.details.accessExpiresAt')}>{formatDate(details.accessExpiresAt, i18n.language, timeZone)}</Fact>
              ) : null}
              <Fact term={t('admin.users.details.packageChangedAt')}>
                {details.packageChangedAt ? formatDateTime(details.packageChangedAt, i18n.language, timeZone) : '—'}
              </Fact>
            </dl>
            {/* Keyed by the package, so a saved change starts the form from the new state. */}
            <PackageChangeForm
              key={`${details.package?.id ?? 0}-${details.expiresAt ?? ''}`}
              api={api}
              details={details}
              brand={brand}
              onSubmit={changePackage}
            />
          </section>
          <section aria-label={t('admin.users.usage.title')}>
            <h3 style={{ margin: '0 0 0.5rem' }}>{t('admin.users.usage.title')}</h3>
            <UsageTable details={details} />
          </section>
        </div>
      ) : null}
    </Dialog>
  );
}
