import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ComparedNode, FlowComparison } from '../../../../sdk/src/flows/flowApi.ts';
import { errorMessage } from '../../../../sdk/src/web/apiErrors.ts';
import { flowPaths } from '../../../../sdk/src/web/flows/flowPaths.ts';
import { useHost } from '../../../../sdk/src/web/host.ts';

interface VersionCompareDialogProps {
  flowId: number;
  number: number;
  /** How a compared node is named: its type in the user's language and what tells it apart ("Send Message · Welcome…"). */
  describe(node: ComparedNode): string;
  onClose(): void;
}

function NodeList({ title, nodes, describe, testId }: { title: string; nodes: readonly ComparedNode[]; describe(node: ComparedNode): string; testId: string }) {
  if (nodes.length === 0) return null;
  return (
    <section className="fb-compare-group" data-testid={testId}>
      <h3>{title}</h3>
      <ul>
        {nodes.map((node) => (
          <li key={node.nodeId}>
            <strong>{describe(node)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What changed from a published version to the current draft: nodes added, removed and changed (with their texts, before and after), and edges. */
export function VersionCompareDialog({ flowId, number, describe, onClose }: VersionCompareDialogProps) {
  const { t } = useTranslation();
  const host = useHost();
  const [comparison, setComparison] = useState<FlowComparison | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    host.request<FlowComparison>('GET', flowPaths.compare(flowId, number)).then(
      (loaded) => live && setComparison(loaded),
      (failure: unknown) => live && setError(errorMessage(failure, t('flowBuilder.versions.loadFailed'))),
    );
    return () => {
      live = false;
    };
  }, [flowId, host, number, t]);

  const same =
    comparison && !comparison.added.length && !comparison.removed.length && !comparison.changed.length && !comparison.edgesAdded && !comparison.edgesRemoved;
  return (
    <Dialog header={t('flowBuilder.versions.compareTitle', { number })} visible onHide={onClose} style={{ width: 'min(44rem, 95vw)' }} modal draggable={false}>
      {error ? <Message severity="error" text={error} /> : null}
      {!error && !comparison ? (
        <ProgressSpinner style={{ width: '2.5rem', height: '2.5rem', display: 'block', margin: '1rem auto' }} aria-label={t('flowBuilder.loading')} />
      ) : null}
      {comparison ? (
        <div className="fb-compare" data-testid="version-compare">
          <p className="fb-muted">{t('flowBuilder.versions.compareIntro', { number })}</p>
          {same ? <p role="status">{t('flowBuilder.versions.noDifferences')}</p> : null}
          <NodeList title={t('flowBuilder.versions.added')} nodes={comparison.added} describe={describe} testId="compare-added" />
          <NodeList title={t('flowBuilder.versions.removed')} nodes={comparison.removed} describe={describe} testId="compare-removed" />
          {comparison.changed.length ? (
            <section className="fb-compare-group" data-testid="compare-changed">
              <h3>{t('flowBuilder.versions.changed')}</h3>
              <ul>
                {comparison.changed.map((node) => (
                  <li key={node.nodeId}>
                    <strong>{describe(node)}</strong>
                    {node.texts.length ? (
                      <table className="fb-compare-texts">
                        <thead>
                          <tr>
                            <th scope="col">{t('flowBuilder.versions.field')}</th>
                            <th scope="col">{t('flowBuilder.versions.before', { number })}</th>
                            <th scope="col">{t('flowBuilder.versions.after')}</th>
                          </tr>
                        </thead>
                        <tbody>
                          {node.texts.map((text) => (
                            <tr key={text.path}>
                              <td>
                                <code>{text.path}</code>
                              </td>
                              <td className="fb-before">{text.before ?? '—'}</td>
                              <td className="fb-after">{text.after ?? '—'}</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    ) : null}
                    {node.settingsChanged && !node.texts.length ? <p className="fb-muted">{t('flowBuilder.versions.settingsChanged')}</p> : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {comparison.edgesAdded || comparison.edgesRemoved ? (
            <p>{t('flowBuilder.versions.edges', { added: comparison.edgesAdded, removed: comparison.edgesRemoved })}</p>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
