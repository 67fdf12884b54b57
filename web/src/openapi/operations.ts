import { deref } from './refs';
import { HTTP_METHODS, type HttpMethodName, type OpenApiDocument, type Operation, type Parameter } from './types';

export interface OperationEntry {
  /** Stable key: `post /api/auth/login`. */
  key: string;
  method: HttpMethodName;
  path: string;
  tag: string | null;
  operation: Operation;
  /** Path-level and operation-level parameters, refs resolved, the operation's winning. */
  parameters: Parameter[];
  isPublic: boolean;
}

export interface TagGroup {
  tag: string | null;
  description?: string;
  operations: OperationEntry[];
}

function mergeParameters(doc: OpenApiDocument, shared: Parameter[] = [], own: Parameter[] = []): Parameter[] {
  const byKey = new Map<string, Parameter>();
  for (const raw of [...shared, ...own]) {
    const parameter = deref(doc, raw);
    byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  return [...byKey.values()];
}

/** No requirement, or an empty one (`{}`), means the call works without a session. */
function isPublic(doc: OpenApiDocument, operation: Operation): boolean {
  const security = operation.security ?? doc.security ?? [];
  return security.length === 0 || security.some((requirement) => Object.keys(requirement).length === 0);
}

/** Every operation of the document, in the document's path order. */
export function collectOperations(doc: OpenApiDocument): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      entries.push({
        key: `${method} ${path}`,
        method,
        path,
        tag: operation.tags?.[0] ?? null,
        operation,
        parameters: mergeParameters(doc, item.parameters, operation.parameters),
        isPublic: isPublic(doc, operation),
      });
    }
  }
  return entries;
}

/** Groups by first tag, in the order of the document's `tags` list, then by name; untagged last. */
export function groupByTag(doc: OpenApiDocument, entries: OperationEntry[]): TagGroup[] {
  const declared = doc.tags ?? [];
  const groups = new Map<string | null, TagGroup>();
  for (const entry of entries) {
    let group = groups.get(entry.tag);
    if (!group) {
      group = { tag: entry.tag, operations: [] };
      const description = declared.find((tag) => tag.name === entry.tag)?.description;
      if (description) group.description = description;
      groups.set(entry.tag, group);
    }
    group.operations.push(entry);
  }
  const rank = (tag: string | null) => {
    if (tag === null) return Number.MAX_SAFE_INTEGER;
    const index = declared.findIndex((declaredTag) => declaredTag.name === tag);
    return index === -1 ? declared.length : index;
  };
  return [...groups.values()].sort((a, b) => rank(a.tag) - rank(b.tag) || (a.tag ?? '').localeCompare(b.tag ?? ''));
}

/** Case-insensitive match on method, path, tags, summary, description and operation id. */
export function matchesFilter(entry: OperationEntry, filter: string): boolean {
  const needle = filter.trim().toLowerCase();
  if (needle === '') return true;
  const { operation } = entry;
  const haystack = [
    entry.method,
    entry.path,
    `${entry.method} ${entry.path}`,
    ...(operation.tags ?? []),
    operation.summary ?? '',
    operation.description ?? '',
    operation.operationId ?? '',
  ]
    .join('\n')
    .toLowerCase();
  return needle.split(/\s+/).every((word) => haystack.includes(word));
}
