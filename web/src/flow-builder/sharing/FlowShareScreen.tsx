import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { FlowShareInfo, FlowSummary } from '../../../../sdk/src/flows/flowApi.ts';
import { flowPaths } from '../../../../sdk/src/web/flows/flowPaths.ts';
import { openFlowEditor } from '../../../../sdk/src/web/flows/openFlowEditor.ts';
import { isApiError } from '../../api/ApiError';
import { apiRequest } from '../../api/client';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { AuthCard } from '../../components/AuthCard';
import { PageLoader } from '../../components/PageLoader';
import { loginPathWithNext } from '../../session/nextPath';
import { useSessionStore } from '../../session/sessionStore';

type Load = { state: 'loading' } | { state: 'ready'; share: FlowShareInfo } | { state: 'missing' } | { state: 'failed' };

/**
 * `/flow-power-sharing/:flowId` and `/wa-flow-power-sharing/:flowId` (spec 1, 2.1): public, no
 * session check on the way in. The receiver sees which flow was shared and by whom; Import
 * needs a login (the login page brings them back here), then copies the flow into their account.
 */
export default function FlowShareScreen() {
  const { t } = useTranslation();
  const { flowId } = useParams();
  const id = Number(flowId);
  const location = useLocation();
  const navigate = useNavigate();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [importing, setImporting] = useState(false);
  const [imported, setImported] = useState<FlowSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(t('flowBuilder.share.pageTitle'));

  useEffect(() => {
    if (!Number.isInteger(id) || id < 1) {
      setLoad({ state: 'missing' });
      return;
    }
    let live = true;
    apiRequest<FlowShareInfo>('GET', flowPaths.shareInfo(id)).then(
      (share) => live && setLoad({ state: 'ready', share }),
      (failure: unknown) => live && setLoad(isApiError(failure) && failure.status === 404 ? { state: 'missing' } : { state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [id]);

  const importFlow = async () => {
    setError(null);
    setImporting(true);
    try {
      const session = useSessionStore.getState();
      if (session.status === 'unknown' || session.status === 'error') await session.loadSession();
      if (useSessionStore.getState().status !== 'authenticated') {
        void navigate(loginPathWithNext(location.pathname + location.search));
        return;
      }
      setImported(await apiRequest<FlowSummary>('POST', flowPaths.importShared(id), {}));
    } catch (failure) {
      setError(isApiError(failure) && failure.fromServer ? failure.message : t('flowBuilder.share.importFailed'));
    } finally {
      setImporting(false);
    }
  };

  if (load.state === 'loading') return <PageLoader />;
  if (load.state !== 'ready') {
    return (
      <AuthCard title={load.state === 'missing' ? t('errors.missingFlow.summary') : t('flowBuilder.share.loadFailed')}>
        <p className="muted">{load.state === 'missing' ? t('flowBuilder.share.missing') : t('flowBuilder.share.tryAgain')}</p>
      </AuthCard>
    );
  }
  const { share } = load;
  return (
    <AuthCard title={t('flowBuilder.share.title')} subtitle={t('flowBuilder.share.subtitle', { owner: share.ownerName })}>
      <dl className="stack">
        <div>
          <dt className="muted small">{t('flowBuilder.share.flowName')}</dt>
          <dd style={{ margin: 0, fontWeight: 600 }}>{share.name}</dd>
        </div>
        <div>
          <dt className="muted small">{t('flowBuilder.share.channel')}</dt>
          <dd style={{ margin: 0 }}>{t(`flowBuilder.channels.${share.channel}`)}</dd>
        </div>
      </dl>
      {error ? <Message severity="error" text={error} style={{ width: '100%', margin: '1rem 0' }} /> : null}
      {imported ? (
        <div className="stack" role="status">
          <Message severity="success" text={t('flowBuilder.share.imported', { name: imported.name })} style={{ width: '100%', margin: '1rem 0 0.5rem' }} />
          <Button type="button" icon="pi pi-pencil" label={t('flowBuilder.share.openEditor')} onClick={() => openFlowEditor(imported)} />
        </div>
      ) : (
        <Button
          type="button"
          className="form-submit"
          icon="pi pi-download"
          label={t('flowBuilder.share.import')}
          loading={importing}
          onClick={() => void importFlow()}
          style={{ marginTop: '1rem' }}
        />
      )}
    </AuthCard>
  );
}
