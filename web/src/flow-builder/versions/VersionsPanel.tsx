import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowVersionSummary } from '../../../../sdk/src/flows/flowApi.ts';
import { errorMessage } from '../../../../sdk/src/web/apiErrors.ts';
import { flowPaths } from '../../../../sdk/src/web/flows/flowPaths.ts';
import { useHost } from '../../../../sdk/src/web/host.ts';

interface VersionsPanelProps {
  flowId: number;
  /** The version the runtime runs now. */
  publishedVersion: number | null;
  /** Changes after each publish or restore, to load the list again. */
  reloadKey: unknown;
  onPreview(number: number): void;
  onCompare(number: number): void;
  onRestore(number: number): void;
}

/** The published versions, newest first: open one read-only, compare it with the current draft, or restore it. */
export function VersionsPanel({ flowId, publishedVersion, reloadKey, onPreview, onCompare, onRestore }: VersionsPanelProps) {
  const { t, i18n } = useTranslation();
  const host = useHost();
  const headingId = useId();
  const [versions, setVersions] = useState<FlowVersionSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setError(null);
    host.request<{ items: FlowVersionSummary[] }>('GET', flowPaths.versions(flowId)).then(
      (list) => live && setVersions([...list.items].sort((a, b) => b.number - a.number)),
      (failure: unknown) => live && setError(errorMessage(failure, t('flowBuilder.versions.loadFailed'))),
    );
    return () => {
      live = false;
    };
  }, [flowId, host, reloadKey, t]);

  return (
    <section className="fb-side-section" aria-labelledby={headingId}>
      <header className="fb-side-head">
        <i className="pi pi-history" aria-hidden="true" />
        <h2 id={headingId}>{t('flowBuilder.versions.title')}</h2>
      </header>
      {error ? <Message severity="error" text={error} /> : null}
      {versions && versions.length === 0 ? <p className="fb-field-hint">{t('flowBuilder.versions.none')}</p> : null}
      {versions?.length ? (
        <ul className="fb-versions">
          {versions.map((version) => {
            const name = t('flowBuilder.versions.versionN', { number: version.number });
            return (
              <li key={version.number} className="fb-version" aria-label={name}>
                <div className="fb-version-head">
                  <strong>{name}</strong>
                  {version.number === publishedVersion ? <span className="fb-badge">{t('flowBuilder.versions.live')}</span> : null}
                </div>
                <div className="fb-muted small">
                  {new Date(version.publishedAt).toLocaleString(i18n.language)}
                  {version.publishedBy ? ` · ${version.publishedBy.name}` : ''}
                </div>
                <div className="fb-version-actions">
                  <Button
                    type="button"
                    size="small"
                    text
                    icon="pi pi-eye"
                    label={t('flowBuilder.versions.open')}
                    aria-label={t('flowBuilder.versions.openN', { number: version.number })}
                    onClick={() => onPreview(version.number)}
                  />
                  <Button
                    type="button"
                    size="small"
                    text
                    icon="pi pi-arrow-right-arrow-left"
                    label={t('flowBuilder.versions.compare')}
                    aria-label={t('flowBuilder.versions.compareN', { number: version.number })}
                    onClick={() => onCompare(version.number)}
                  />
                  <Button
                    type="button"
                    size="small"
                    text
                    icon="pi pi-replay"
                    label={t('flowBuilder.versions.restore')}
                    aria-label={t('flowBuilder.versions.restoreN', { number: version.number })}
                    onClick={() => onRestore(version.number)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
