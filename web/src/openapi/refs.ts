import type { OpenApiDocument } from './types';

/** Follows a local `#/…` JSON pointer; external references are not supported (null). */
export function resolvePointer(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) return null;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null || !(key in node)) return null;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The last segment of a reference: `#/components/schemas/User` → `User`. */
export function refName(ref: string): string {
  return ref.slice(ref.lastIndexOf('/') + 1);
}

/**
 * Replaces a `{ $ref }` object by its target (at most a few hops), keeping sibling keys
 * such as `description`, which 3.1 allows next to `$ref`.
 */
export function deref<T extends { $ref?: string }>(doc: OpenApiDocument, value: T): T {
  let current = value;
  for (let hop = 0; hop < 5 && current.$ref; hop += 1) {
    const { $ref, ...siblings } = current;
    const target = resolvePointer(doc, $ref);
    if (typeof target !== 'object' || target === null) return siblings as T;
    current = { ...(target as T), ...siblings };
  }
  return current;
}
