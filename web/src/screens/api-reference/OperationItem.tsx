import { Fragment } from 'react';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { errorCodesFor, isErrorStatus, type ErrorCodeRow } from '../../openapi/errorCodes';
import type { OperationEntry } from '../../openapi/operations';
import { deref } from '../../openapi/refs';
import { constraintsOf, schemaToFields, typeLabel, type FieldRow } from '../../openapi/schemaFields';
import type { HttpMethodName, JsonSchema, MediaType, OpenApiDocument } from '../../openapi/types';
import { ErrorCodeTable } from './ErrorCodeTable';
import { FieldTable } from './FieldTable';

type Severity = 'success' | 'info' | 'warning' | 'danger' | 'secondary';

const METHOD_SEVERITY: Record<HttpMethodName, Severity> = {
  get: 'success',
  post: 'info',
  put: 'warning',
  patch: 'warning',
  delete: 'danger',
  head: 'secondary',
  options: 'secondary',
};

/** JSON first; otherwise whatever single media type is described. */
function jsonSchemaOf(content: Record<string, MediaType> | undefined): JsonSchema | null {
  if (!content) return null;
  const media = content['application/json'] ?? Object.values(content)[0];
  return media?.schema ?? null;
}

function parameterRows(doc: OpenApiDocument, entry: OperationEntry): FieldRow[] {
  return entry.parameters.map((parameter) => {
    const schema = parameter.schema ?? {};
    const row: FieldRow = {
      name: parameter.name,
      location: parameter.in,
      type: typeLabel(doc, schema),
      // Path parameters are always required, whatever the document says.
      required: parameter.in === 'path' || parameter.required === true,
      constraints: constraintsOf(doc, schema),
      depth: 0,
    };
    const description = parameter.description ?? deref(doc, schema).description;
    if (description) row.description = description;
    return row;
  });
}

interface OperationItemProps {
  doc: OpenApiDocument;
  entry: OperationEntry;
  catalogue: ErrorCodeRow[];
  open: boolean;
}

/** One operation, collapsed to its method, path and summary until opened. */
export function OperationItem({ doc, entry, catalogue, open }: OperationItemProps) {
  const { t } = useTranslation();
  const { operation } = entry;
  const requestBody = operation.requestBody ? deref(doc, operation.requestBody) : null;
  const requestSchema = requestBody ? jsonSchemaOf(requestBody.content) : null;
  const responses = Object.entries(operation.responses ?? {});
  const params = parameterRows(doc, entry);

  return (
    <details className="api-operation" open={open}>
      <summary>
        <Tag className="api-method" value={entry.method.toUpperCase()} severity={METHOD_SEVERITY[entry.method]} />
        <code className="api-path">
          <ApiPath path={entry.path} />
        </code>
        {operation.summary ? <span className="api-summary">{operation.summary}</span> : null}
        <span className={`api-access ${entry.isPublic ? 'is-public' : 'is-session'}`}>
          <i className={entry.isPublic ? 'pi pi-globe' : 'pi pi-lock'} aria-hidden="true" />
          {entry.isPublic ? t('apiReference.public') : t('apiReference.session')}
        </span>
      </summary>
      <div className="api-operation-body">
        {operation.description ? <p className="api-description">{operation.description}</p> : null}
        <p className="small">
          {t('apiReference.access', {
            value: entry.isPublic ? t('apiReference.public') : t('apiReference.session'),
          })}
        </p>

        {params.length > 0 ? (
          <section>
            <h3>{t('apiReference.parameters')}</h3>
            <FieldTable rows={params} withLocation caption={t('apiReference.parameters')} />
          </section>
        ) : null}

        {requestSchema ? (
          <section>
            <h3>{t('apiReference.requestBody')}</h3>
            {requestBody?.description ? <p className="muted small">{requestBody.description}</p> : null}
            <FieldTable rows={schemaToFields(doc, requestSchema)} caption={t('apiReference.requestBody')} />
          </section>
        ) : null}

        {responses.length > 0 ? (
          <section>
            <h3>{t('apiReference.responses')}</h3>
            {responses.map(([status, raw]) => {
              const response = deref(doc, raw);
              const schema = jsonSchemaOf(response.content);
              const failing = isErrorStatus(status);
              const codes = failing ? errorCodesFor(catalogue, operation, status, response) : [];
              return (
                <div key={status} className="api-response">
                  <p className="row">
                    <Tag value={status} severity={failing ? 'danger' : 'success'} />
                    <span>{response.description ?? ''}</span>
                  </p>
                  {/* Error bodies all share one shape (shown once, below the list). */}
                  {schema && !failing ? <FieldTable rows={schemaToFields(doc, schema)} caption={`${t('apiReference.responses')} ${status}`} /> : null}
                  <ErrorCodeTable rows={codes} caption={`${t('apiReference.possibleErrors')} ${status}`} />
                </div>
              );
            })}
          </section>
        ) : null}
      </div>
    </details>
  );
}

/** A path with a line-break opportunity after each slash, so it never wraps inside a word. */
function ApiPath({ path }: { path: string }) {
  const segments = path.split('/');
  return (
    <>
      {segments.map((segment, index) => (
        <Fragment key={index}>
          {segment}
          {index < segments.length - 1 ? (
            <>
              /<wbr />
            </>
          ) : null}
        </Fragment>
      ))}
    </>
  );
}
