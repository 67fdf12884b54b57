import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import type { FacebookAccountView, PageView } from '../../types.ts';
import { Picture } from '../Picture.tsx';
import { PagesTable } from './PagesTable.tsx';
import { usePageActions } from './usePageActions.ts';

interface FacebookAccountPanelProps {
  account: FacebookAccountView;
  /** Shown only to users who may delete, and never for Business Account User (it is not a Facebook sign-in). */
  onRemove?: ((account: FacebookAccountView) => Promise<void>) | undefined;
  removing: boolean;
  /** A page as a call answered with it: the screen puts it in place. */
  onPage(page: PageView): void;
  /** Any action here starts: the screen drops the notice of the last Facebook sign-in. */
  onAction(): void;
}

/** One Facebook account (or Business Account User) and its pages. */
export function FacebookAccountPanel({ account, onRemove, removing, onPage, onAction }: FacebookAccountPanelProps) {
  const { t } = useTranslation('messenger');
  const headingId = useId();
  const actions = usePageActions(onPage, onAction);
  // The server names the synthetic account in English; the user sees it in their language.
  const name = account.businessAccountUser ? t('accounts.businessAccountUser') : account.name;
  const remove = () => {
    onAction();
    actions.clearError();
    void onRemove?.(account);
  };

  return (
    <Card aria-labelledby={headingId}>
      <div style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
        <div style={{ display: 'flex', alignItems: 'center', gap: '0.75rem', flexWrap: 'wrap' }}>
          <Picture src={account.picture} icon={account.businessAccountUser ? 'pi pi-briefcase' : 'pi pi-user'} />
          <div style={{ flex: '1 1 12rem', minWidth: 0 }}>
            <h2 id={headingId} style={{ margin: 0, fontSize: '1.15rem' }}>
              {name}
            </h2>
            {account.businessAccountUser ? (
              <p style={{ margin: 0, color: 'var(--text-color-secondary)' }}>{t('accounts.businessAccountUserHint')}</p>
            ) : account.email ? (
              <p style={{ margin: 0, color: 'var(--text-color-secondary)' }}>{account.email}</p>
            ) : null}
          </div>
          {onRemove && !account.businessAccountUser ? (
            <Button
              type="button"
              label={t('accounts.remove')}
              aria-label={t('accounts.removeNamed', { name })}
              icon="pi pi-trash"
              severity="danger"
              text
              loading={removing}
              onClick={remove}
            />
          ) : null}
        </div>
        {!account.validAccessToken && !account.businessAccountUser ? (
          <Message severity="warn" text={t('accounts.invalidToken')} style={{ justifyContent: 'flex-start' }} />
        ) : null}
        {actions.error ? (
          <div role="alert">
            <Message severity="error" text={actions.error} style={{ justifyContent: 'flex-start', width: '100%' }} />
          </div>
        ) : null}
        {account.pages.length ? (
          <PagesTable pages={account.pages} accountName={name} actions={actions} />
        ) : (
          <p style={{ margin: 0, color: 'var(--text-color-secondary)' }}>{t('accounts.noPages')}</p>
        )}
      </div>
    </Card>
  );
}
