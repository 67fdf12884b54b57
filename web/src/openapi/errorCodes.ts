import { deref } from './refs';
import { objectShape } from './schemaFields';
import type { JsonSchema, OpenApiDocument, Operation, ResponseObject } from './types';

export interface ErrorCodeRow {
  code: string;
  /** null when the document does not say. */
  status: number | null;
  description: string;
}

/**
 * The document's error catalogue: the root `x-error-codes` map, or failing that the `enum`
 * of an error body's `error.code` property in `components.schemas`.
 */
export function errorCatalogue(doc: OpenApiDocument): ErrorCodeRow[] {
  const declared = doc['x-error-codes'];
  if (declared && Object.keys(declared).length > 0) {
    return Object.entries(declared).map(([code, info]) => ({
      code,
      status: typeof info.status === 'number' ? info.status : null,
      description: info.description ?? '',
    }));
  }
  const body = errorBodySchema(doc);
  if (!body) return [];
  const errorShape = objectShape(doc, body.schema)?.properties['error'];
  const codeSchema = errorShape ? objectShape(doc, errorShape)?.properties['code'] : undefined;
  const values = codeSchema ? deref(doc, codeSchema).enum : undefined;
  return (values ?? []).map((code) => ({ code: String(code), status: null, description: '' }));
}

/** The schema of `{ error: { code, message, fields } }`: the first component with an `error` property. */
export function errorBodySchema(doc: OpenApiDocument): { name: string; schema: JsonSchema } | null {
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
    if (objectShape(doc, schema)?.properties['error']) return { name, schema };
  }
  return null;
}

function statusMatches(declared: string, status: number | null): boolean {
  if (status === null) return false;
  if (/^\dXX$/i.test(declared)) return String(status)[0] === declared[0];
  return declared === String(status);
}

/**
 * The codes a response of an operation may carry: the response's own `x-error-codes`, else
 * the operation's limited to this status, else every catalogue code with this status.
 */
export function errorCodesFor(catalogue: ErrorCodeRow[], operation: Operation, status: string, response: ResponseObject): ErrorCodeRow[] {
  const byCode = (codes: string[]) => codes.map((code) => catalogue.find((row) => row.code === code) ?? { code, status: null, description: '' });
  if (response['x-error-codes']) return byCode(response['x-error-codes']);
  if (operation['x-error-codes']) {
    return byCode(operation['x-error-codes']).filter((row) => row.status === null || statusMatches(status, row.status));
  }
  if (status === 'default') return [];
  return catalogue.filter((row) => statusMatches(status, row.status));
}

export function isErrorStatus(status: string): boolean {
  return /^[45]/.test(status) || status === 'default';
}
