import '@xyflow/react/dist/style.css';
import './flowBuilder.css';
import { ReactFlowProvider } from '@xyflow/react';
import { Button } from 'primereact/button';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import type { FlowDetail } from '../../../sdk/src/flows/flowApi.ts';
import { isHostApiError } from '../../../sdk/src/web/apiErrors.ts';
import { sameGraph } from '../../../sdk/src/web/flows/flowGraphMapping.ts';
import { flowPaths } from '../../../sdk/src/web/flows/flowPaths.ts';
import { useHost } from '../../../sdk/src/web/host.ts';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { PageLoader } from '../components/PageLoader';
import { showActionDenied } from '../notify/actionDenied';
import { canAccess } from '../plugins/hostServices';
import { usePluginListNow, usePluginStore } from '../plugins/pluginStore';
import { WithHost } from '../screens/admin/shared/WithHost';
import { useSessionStore } from '../session/sessionStore';
import { EditorDenied } from './access/EditorDenied';
import { flowBuilderSlug } from './access/flowBuilderSlug';
import { FlowEditor } from './FlowEditor';
import { registerCoreNodeEditors } from './panels/coreNodeEditors';
import { readStash } from './state/draftStash';

registerCoreNodeEditors();

/**
 * `/flow-builder/:flowId`, the Flow Builder route (spec 1, 2.2 and 2.4): the editor in its
 * popup window, opened from a channel's flow list with flow_name, page_id and channel in the
 * query. Opening needs create and edit on the channel's flow-builder route ('ACTION DENIED!').
 */
export default function FlowEditorScreen() {
  return (
    <WithHost>
      <ReactFlowProvider>
        <FlowEditorLoader />
      </ReactFlowProvider>
    </WithHost>
  );
}

/** `message` null: the load failed without the server saying why. */
type Load = { state: 'loading' } | { state: 'ready'; flow: FlowDetail } | { state: 'missing' } | { state: 'failed'; message: string | null };

function FlowEditorLoader() {
  const { t } = useTranslation();
  const host = useHost();
  const params = useParams();
  const [query] = useSearchParams();
  const flowId = Number(params['flowId']);
  const user = useSessionStore((state) => state.user);
  const plugins = usePluginStore((state) => state.plugins);
  const pluginsStatus = usePluginStore((state) => state.status);
  // The channel's flow-builder slug and the plugins' node editors come with the list.
  usePluginListNow();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  const flow = load.state === 'ready' ? load.flow : null;
  const routeName = t(flow?.channel === 'omnichannel' || query.get('channel') === 'omnichannel' ? 'flowBuilder.routeNameOmni' : 'flowBuilder.routeName');
  const name = flow?.name ?? query.get('flow_name') ?? '';
  useDocumentTitle(name ? t('flowBuilder.documentTitle', { name, route: routeName }) : routeName);

  // The host is a new object whenever the usage or the brand arrives, and `t` a new function
  // after a language change or the brand's wording: as dependencies of the load they made the
  // flow load again and the editor open anew, dropping the selection and the undo history of
  // whoever had started working. The flow loads once per id and retry.
  const requestFlow = useEffectEvent((id: number) => host.request<FlowDetail>('GET', flowPaths.one(id)));
  useEffect(() => {
    if (!Number.isInteger(flowId) || flowId < 1) {
      setLoad({ state: 'missing' });
      return;
    }
    let live = true;
    setLoad({ state: 'loading' });
    requestFlow(flowId).then(
      (loaded) => live && setLoad({ state: 'ready', flow: loaded }),
      (error: unknown) => {
        if (!live) return;
        if (isHostApiError(error) && error.status === 404) setLoad({ state: 'missing' });
        else setLoad({ state: 'failed', message: isHostApiError(error) ? error.message : null });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt, flowId]);

  // Spec 2, 5: create and edit on the channel's flow-builder route.
  const slug = flow ? flowBuilderSlug(flow, plugins) : null;
  const allowed = flow !== null && slug !== null && canAccess(user, slug, 'create') && canAccess(user, slug, 'edit');
  const decided = flow !== null && (allowed || pluginsStatus === 'ready' || pluginsStatus === 'error');
  useEffect(() => {
    if (decided && !allowed) showActionDenied();
  }, [allowed, decided]);

  // This tab's change the server does not have yet (a reload before the save went out) comes back.
  const start = useMemo(() => {
    if (!flow) return null;
    const stash = readStash(flow.id);
    if (stash && !sameGraph(stash.graph, flow.draft)) return { graph: stash.graph, revision: stash.revision };
    return { graph: flow.draft, revision: flow.draftRevision };
  }, [flow]);

  if (load.state === 'missing') {
    return (
      <main className="fb-blocked" role="alert">
        <i className="pi pi-search" aria-hidden="true" />
        <h1>{t('errors.missingFlow.summary')}</h1>
        <p>{t('errors.missingFlow.detail')}</p>
      </main>
    );
  }
  if (load.state === 'failed') {
    return (
      <main className="fb-blocked" role="alert">
        <i className="pi pi-exclamation-triangle" aria-hidden="true" />
        <h1>{t('flowBuilder.loadFailed')}</h1>
        <p>{load.message ?? t('flowBuilder.loadFailed')}</p>
        <Button type="button" icon="pi pi-refresh" label={t('common.retry')} onClick={() => setAttempt((n) => n + 1)} />
      </main>
    );
  }
  if (!flow || !start || !decided) return <PageLoader label={t('flowBuilder.loading')} />;
  if (!allowed) return <EditorDenied />;
  return <FlowEditor flow={flow} start={start} />;
}
