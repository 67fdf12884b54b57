import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Message } from 'primereact/message';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/ApiError';
import { apiRequest } from '../api/client';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { PageLoader } from '../components/PageLoader';
import { TextField } from '../components/TextField';
import { errorBodySchema, errorCatalogue } from '../openapi/errorCodes';
import { collectOperations, groupByTag, matchesFilter } from '../openapi/operations';
import { schemaToFields } from '../openapi/schemaFields';
import type { OpenApiDocument } from '../openapi/types';
import { ErrorCodeTable } from './api-reference/ErrorCodeTable';
import { FieldTable } from './api-reference/FieldTable';
import { OperationItem } from './api-reference/OperationItem';

type Load = { kind: 'loading' } | { kind: 'failed'; message: string | null } | { kind: 'ready'; doc: OpenApiDocument };

/** /developers/api — the API reference, rendered from the server's OpenAPI document. */
export default function ApiReferenceScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('apiReference.title'));
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [filter, setFilter] = useState('');
  const deferredFilter = useDeferredValue(filter);

  const fetchDocument = useCallback((signal?: AbortSignal) => {
    setLoad({ kind: 'loading' });
    apiRequest<OpenApiDocument>('GET', '/api/openapi.json', undefined, signal ? { signal } : {})
      .then((doc) => setLoad({ kind: 'ready', doc }))
      .catch((error: unknown) => {
        if (signal?.aborted) return;
        setLoad({ kind: 'failed', message: isApiError(error) && error.fromServer ? error.message : null });
      });
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetchDocument(controller.signal);
    return () => controller.abort();
  }, [fetchDocument]);

  const doc = load.kind === 'ready' ? load.doc : null;
  const operations = useMemo(() => (doc ? collectOperations(doc) : []), [doc]);
  const catalogue = useMemo(() => (doc ? errorCatalogue(doc) : []), [doc]);
  const errorBody = useMemo(() => (doc ? errorBodySchema(doc) : null), [doc]);
  const visible = useMemo(() => operations.filter((entry) => matchesFilter(entry, deferredFilter)), [operations, deferredFilter]);
  const groups = useMemo(() => (doc ? groupByTag(doc, visible) : []), [doc, visible]);

  if (load.kind === 'loading') return <PageLoader />;

  if (load.kind === 'failed' || !doc) {
    return (
      <div className="stack" style={{ maxWidth: '36rem' }}>
        <h1>{t('apiReference.title')}</h1>
        <Message severity="error" text={load.kind === 'failed' && load.message ? load.message : t('apiReference.loadFailed')} />
        <div>
          <Button type="button" icon="pi pi-refresh" label={t('common.retry')} onClick={() => fetchDocument()} />
        </div>
      </div>
    );
  }

  // Opening every match makes a narrow filter read like a search result.
  const openAll = deferredFilter.trim() !== '' && visible.length <= 10;

  return (
    <>
      <div className="page-header">
        <h1>{t('apiReference.title')}</h1>
        <p className="muted">
          {[doc.info?.title, doc.info?.version ? t('apiReference.version', { version: doc.info.version }) : null].filter(Boolean).join(' · ')}
        </p>
        {doc.info?.description ? <p className="api-description">{doc.info.description}</p> : null}
      </div>

      <div className="api-toolbar" role="search">
        <TextField
          id="api-filter"
          label={t('apiReference.filterLabel')}
          type="search"
          placeholder={t('apiReference.filterPlaceholder')}
          value={filter}
          onChange={setFilter}
        />
        <p className="muted small" aria-live="polite">
          {t('apiReference.operationCount', { count: visible.length })}
        </p>
      </div>

      {groups.length === 0 ? <p className="muted">{t('apiReference.noMatch')}</p> : null}

      {groups.map((group) => (
        <section key={group.tag ?? ''} className="api-tag" aria-label={group.tag ?? t('apiReference.untagged')}>
          <h2>{group.tag ?? t('apiReference.untagged')}</h2>
          {group.description ? <p className="muted">{group.description}</p> : null}
          {group.operations.map((entry) => (
            <OperationItem key={entry.key} doc={doc} entry={entry} catalogue={catalogue} open={openAll} />
          ))}
        </section>
      ))}

      {catalogue.length > 0 || errorBody ? (
        <Card className="api-errors-section">
          <section className="stack" aria-labelledby="error-codes-title">
            <h2 id="error-codes-title">{t('apiReference.errorCodesTitle')}</h2>
            <p className="muted">{t('apiReference.errorCodesIntro')}</p>
            {errorBody ? (
              <div>
                <h3 style={{ marginBottom: '0.5rem' }}>
                  {t('apiReference.errorBody')} <code className="muted">{errorBody.name}</code>
                </h3>
                <FieldTable rows={schemaToFields(doc, errorBody.schema)} caption={t('apiReference.errorBody')} />
              </div>
            ) : null}
            <ErrorCodeTable rows={catalogue} caption={t('apiReference.errorCodesTitle')} />
          </section>
        </Card>
      ) : null}
    </>
  );
}
