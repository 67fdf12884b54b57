import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { errorMessage } from '../../../../sdk/src/web/apiErrors.ts';
import { useHost } from '../../../../sdk/src/web/host.ts';
import { fetchSession } from '../../api/auth';
import { useSessionStore } from '../../session/sessionStore';
import type { AccountApi, SubscriptionView } from './accountApi.ts';
import { CancelAccountDialog } from './CancelAccountDialog.tsx';
import { formatDay } from './format.ts';
import { LoadState } from './LoadState.tsx';
import { useLoaded } from './useLoaded.ts';

/**
 * The subscription and cancel-account section of the page (spec 3, 2 and 4): the package and
 * the end of its billing cycle; for the owner, cancelling (at the end of the cycle) and, while
 * the cancellation is pending or within 3 months of it, reactivating.
 */
export function SubscriptionSection({ api }: { api: AccountApi }) {
  const { t, i18n } = useTranslation();
  const host = useHost();
  const load = useCallback(() => api.subscription(), [api]);
  const { state, retry, set } = useLoaded(load, t('userSettings.subscription.loadFailed'));
  const [cancelling, setCancelling] = useState(false);
  const [reactivating, setReactivating] = useState(false);

  // Cancelling may end the account at once (and reactivating reopen it): the session's `expired` follows.
  const changed = async (subscription: SubscriptionView) => {
    set(subscription);
    useSessionStore.getState().setUser(await fetchSession());
  };

  const reactivate = async () => {
    setReactivating(true);
    try {
      await changed(await api.reactivate());
      host.toast({ severity: 'success', summary: t('userSettings.subscription.reactivated') });
    } catch (error) {
      host.toast({ severity: 'error', summary: errorMessage(error, t('errors.httpFailure')), life: 10_000 });
    } finally {
      setReactivating(false);
    }
  };

  const day = (iso: string) => formatDay(iso, i18n.language);
  let body;
  if (state.status !== 'ready') {
    body = <LoadState state={state} retry={retry} />;
  } else {
    const subscription = state.value;
    const cancellation = subscription.cancellation;
    body = (
      <div style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.25rem 1rem', margin: 0 }}>
          <dt className="muted">{t('userSettings.usage.package')}</dt>
          <dd style={{ margin: 0, fontWeight: 600 }}>{subscription.packageName || t('userSettings.usage.noPackage')}</dd>
          <dt className="muted">{t('userSettings.subscription.billingCycleEnds')}</dt>
          <dd style={{ margin: 0 }}>{subscription.expiresAt ? day(subscription.expiresAt) : t('userSettings.usage.never')}</dd>
        </dl>
        {cancellation ? (
          <Message
            severity={cancellation.pending ? 'warn' : 'error'}
            style={{ justifyContent: 'flex-start' }}
            text={
              cancellation.pending
                ? t('userSettings.subscription.closesOn', { date: day(cancellation.effectiveAt), until: day(cancellation.reactivableUntil) })
                : t('userSettings.subscription.closedOn', { date: day(cancellation.effectiveAt), until: day(cancellation.reactivableUntil) })
            }
          />
        ) : null}
        <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          {cancellation?.canReactivate ? (
            <Button
              type="button"
              icon="pi pi-replay"
              label={t('userSettings.subscription.reactivate')}
              loading={reactivating}
              onClick={() => void reactivate()}
            />
          ) : null}
          {host.user.isOwner ? (
            <Link to="/home/buy_package" className="p-button p-button-outlined p-component" style={{ textDecoration: 'none' }}>
              <span className="p-button-icon p-button-icon-left pi pi-box" aria-hidden="true" />
              <span className="p-button-label">{t('userSettings.subscription.changePackage')}</span>
            </Link>
          ) : null}
          {!cancellation && subscription.canCancel ? (
            <Button
              type="button"
              severity="danger"
              outlined
              icon="pi pi-times-circle"
              label={t('userSettings.subscription.cancelAccount')}
              onClick={() => setCancelling(true)}
            />
          ) : null}
        </div>
        {!subscription.canCancel ? (
          <p className="muted small" style={{ margin: 0 }}>
            {t(host.user.isOwner ? 'userSettings.subscription.adminCannotCancel' : 'userSettings.subscription.ownerOnly')}
          </p>
        ) : null}
        {cancelling ? (
          <CancelAccountDialog
            api={api}
            subscription={subscription}
            onClose={() => setCancelling(false)}
            onCancelled={(next) => {
              setCancelling(false);
              host.toast({ severity: 'info', summary: t('userSettings.subscription.cancelled') });
              void changed(next);
            }}
          />
        ) : null}
      </div>
    );
  }

  return (
    <Card>
      <section aria-labelledby="subscription-title">
        <h2 id="subscription-title" className="card-title">
          {t('userSettings.subscription.title')}
        </h2>
        {body}
      </section>
    </Card>
  );
}
