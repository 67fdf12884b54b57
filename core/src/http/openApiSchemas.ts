import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

const localRef = /^#\/\$defs\/(.+)$/;

/**
 * Turns a route's zod schemas into the OpenAPI document's schemas. zod writes a recursive
 * schema (a menu item's submenu, a stats button's children) into the schema's own `$defs` and
 * points at it with `#/$defs/<name>`, which in an OpenAPI document resolves against the
 * document's root, where there is no `$defs`. Each of those definitions is moved to
 * `#/components/schemas` instead (under the id given with `.meta({ id })`, or a name taken
 * from the operation), and every `$ref` to it is pointed there. Two different definitions
 * that want one name get a numbered suffix; equal ones share the component.
 */
export class OpenApiSchemas {
  readonly components: Record<string, JsonSchema> = {};

  constructor(fixed: Record<string, JsonSchema> = {}) {
    Object.assign(this.components, fixed);
  }

  /** The schema of `schema` as the request (`input`) or the answer (`output`) sees it; `owner` names its unnamed definitions. */
  of(schema: z.ZodType, io: 'input' | 'output', owner: string): JsonSchema {
    const json = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
    delete json.$schema;
    const defs = json.$defs as Record<string, JsonSchema> | undefined;
    if (!defs) return json;
    delete json.$defs;
    const names = new Map<string, string>();
    for (const name of Object.keys(defs)) names.set(name, name.startsWith('__schema') ? `${owner}${name.slice('__schema'.length)}` : name);
    const renamed = (value: JsonSchema): JsonSchema => pointRefs(value, (def) => `#/components/schemas/${names.get(def) ?? def}`);
    // A name taken by a different definition moves the newcomer to the next free suffix; the
    // refs are rewritten only once every final name is known.
    for (const [def, wanted] of names) {
      let name = wanted;
      for (let n = 2; this.components[name] !== undefined && !isDeepStrictEqual(this.components[name], renamed(defs[def]!)); n++) {
        name = `${wanted}${n}`;
        names.set(def, name);
      }
    }
    for (const [def, name] of names) this.components[name] ??= renamed(defs[def]!);
    return renamed(json);
  }
}

/** A copy of `value` whose `#/$defs/<name>` refs become `target(name)`. */
function pointRefs(value: JsonSchema, target: (def: string) => string): JsonSchema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    const copy: JsonSchema = {};
    for (const [key, child] of Object.entries(node)) {
      const match = key === '$ref' && typeof child === 'string' ? localRef.exec(child) : null;
      copy[key] = match ? target(match[1]!) : walk(child);
    }
    return copy;
  };
  return walk(value) as JsonSchema;
}
