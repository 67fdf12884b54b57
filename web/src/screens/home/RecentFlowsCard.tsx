import type { HomeFlow } from '@chatmill/sdk/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { flowEditorPath, openFlowEditor, type FlowEditorTarget } from '../../../../sdk/src/web/flows/openFlowEditor.ts';
import { Card } from '../../components/Card';
import { Tag } from '../../components/Tag';

function editorTarget(flow: HomeFlow): FlowEditorTarget {
  return { id: flow.id, name: flow.name, channel: flow.channel, channelAccountId: flow.channelAccountId };
}

/** The five flows changed last, each opening the flow editor; none yet says where to build one. */
export function RecentFlowsCard({ flows, buildUrl }: { flows: HomeFlow[]; buildUrl: string | null }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card>
      <section className="stack" aria-labelledby="home-flows-title">
        <h2 id="home-flows-title">{t('dashboard.home.flows.title')}</h2>
        {flows.length === 0 ? (
          <p className="muted">
            {t('dashboard.home.flows.none')} {buildUrl ? <Link to={buildUrl}>{t('dashboard.home.flows.build')}</Link> : null}
          </p>
        ) : (
          <ul className="home-list">
            {flows.map((flow) => (
              <li key={flow.id} className="home-flow">
                {/* A real link (it opens in a new tab too); a plain click opens the editor's popup, as the flow lists do. */}
                <a
                  href={flowEditorPath(editorTarget(flow))}
                  className="home-flow-name"
                  onClick={(event) => {
                    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    openFlowEditor(editorTarget(flow));
                  }}
                >
                  {flow.name}
                </a>
                <span className="row small">
                  <Tag
                    value={flow.published ? t('dashboard.home.flows.published') : t('dashboard.home.flows.draft')}
                    {...(flow.published ? {} : { severity: 'secondary' as const })}
                  />
                  <span className="muted">{t('dashboard.home.flows.updated', { when: when.format(new Date(flow.updatedAt)) })}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
