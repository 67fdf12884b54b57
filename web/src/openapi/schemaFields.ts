import { deref, refName } from './refs';
import type { JsonSchema, OpenApiDocument, ParameterLocation } from './types';

export type ConstraintKind =
  | 'format'
  | 'minLength'
  | 'maxLength'
  | 'minimum'
  | 'maximum'
  | 'exclusiveMinimum'
  | 'exclusiveMaximum'
  | 'pattern'
  | 'enum'
  | 'const'
  | 'default'
  | 'minItems'
  | 'maxItems'
  | 'nullable';

export interface Constraint {
  kind: ConstraintKind;
  value: string;
}

/** One line of a readable field list. `name` is a dotted path; '' is the whole value. */
export interface FieldRow {
  name: string;
  location?: ParameterLocation;
  type: string;
  required: boolean;
  constraints: Constraint[];
  description?: string;
  depth: number;
}

/** Nested objects are listed this deep; deeper ones show only their type. */
const MAX_DEPTH = 4;

interface ObjectShape {
  properties: Record<string, JsonSchema>;
  required: string[];
}

function show(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function isNullSchema(schema: JsonSchema): boolean {
  return schema.type === 'null' || (Array.isArray(schema.type) && schema.type.length === 1 && schema.type[0] === 'null');
}

/** The variants of a union other than `null`, used to see through `X | null`. */
function nonNullVariants(schema: JsonSchema): JsonSchema[] | null {
  const variants = schema.anyOf ?? schema.oneOf;
  return variants ? variants.filter((variant) => !isNullSchema(variant)) : null;
}

/** A short type label: `string`, `integer | null`, `array of User`, `map of string`. */
export function typeLabel(doc: OpenApiDocument, input: JsonSchema, depth = 0): string {
  if (depth > 6) return 'object';
  if (input.$ref) {
    const resolved = deref(doc, input);
    const named = refName(input.$ref);
    return objectShape(doc, resolved) ? named : typeLabel(doc, resolved, depth + 1);
  }
  const schema = input;
  if (schema.const !== undefined) return schema.const === null ? 'null' : typeof schema.const;

  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const labels = variants.map((variant) => typeLabel(doc, variant, depth + 1));
    return [...new Set(labels)].join(' | ');
  }
  if (schema.allOf) {
    const first = schema.allOf[0];
    return schema.allOf.length === 1 && first ? typeLabel(doc, first, depth + 1) : 'object';
  }

  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const labels = types.map((type) => {
    if (type === 'array') return `array of ${schema.items ? typeLabel(doc, schema.items, depth + 1) : 'any'}`;
    if (type === 'object' && !schema.properties && typeof schema.additionalProperties === 'object') {
      return `map of ${typeLabel(doc, schema.additionalProperties, depth + 1)}`;
    }
    return type;
  });
  if (labels.length === 0) {
    if (schema.properties) labels.push('object');
    else if (schema.enum && schema.enum.length > 0) labels.push(typeof schema.enum[0]);
    else labels.push('any');
  }
  if (schema.nullable && !labels.includes('null')) labels.push('null');
  return labels.join(' | ');
}

/** The validation keywords of a schema, in reading order. */
export function constraintsOf(doc: OpenApiDocument, input: JsonSchema): Constraint[] {
  const schema = deref(doc, input);
  const found: Constraint[] = [];
  const add = (kind: ConstraintKind, value: unknown) => {
    if (value !== undefined && value !== false) found.push({ kind, value: show(value) });
  };
  add('format', schema.format);
  add('minLength', schema.minLength);
  add('maxLength', schema.maxLength);
  add('minimum', schema.minimum);
  add('maximum', schema.maximum);
  // 3.0 used booleans modifying minimum/maximum; only 3.1's numeric form is a bound.
  if (typeof schema.exclusiveMinimum === 'number') add('exclusiveMinimum', schema.exclusiveMinimum);
  if (typeof schema.exclusiveMaximum === 'number') add('exclusiveMaximum', schema.exclusiveMaximum);
  add('pattern', schema.pattern);
  add('minItems', schema.minItems);
  add('maxItems', schema.maxItems);
  if (schema.enum) add('enum', schema.enum.map(show).join(', '));
  add('const', schema.const);
  add('default', schema.default);
  if (schema.nullable) found.push({ kind: 'nullable', value: '' });
  return found;
}

/** The properties of an object schema, through refs, `allOf` and `X | null`; else null. */
export function objectShape(doc: OpenApiDocument, input: JsonSchema, depth = 0): ObjectShape | null {
  if (depth > 6) return null;
  const schema = deref(doc, input);
  if (schema.allOf) {
    const merged: ObjectShape = { properties: {}, required: [] };
    let any = false;
    for (const part of schema.allOf) {
      const shape = objectShape(doc, part, depth + 1);
      if (!shape) continue;
      any = true;
      Object.assign(merged.properties, shape.properties);
      merged.required.push(...shape.required);
    }
    if (schema.properties) {
      any = true;
      Object.assign(merged.properties, schema.properties);
      merged.required.push(...(schema.required ?? []));
    }
    return any ? merged : null;
  }
  const variants = nonNullVariants(schema);
  if (variants) {
    const only = variants[0];
    return variants.length === 1 && only ? objectShape(doc, only, depth + 1) : null;
  }
  if (schema.properties) return { properties: schema.properties, required: schema.required ?? [] };
  return null;
}

/** The named schema a property points to, directly or as `X | null`. */
function refOf(schema: JsonSchema): string | undefined {
  if (schema.$ref) return schema.$ref;
  const variants = nonNullVariants(schema);
  return variants && variants.length === 1 ? variants[0]?.$ref : undefined;
}

/** The element schema when the schema is an array (or `array | null`). */
function arrayItems(doc: OpenApiDocument, input: JsonSchema): JsonSchema | null {
  const schema = deref(doc, input);
  const variants = nonNullVariants(schema);
  if (variants) {
    const only = variants[0];
    return variants.length === 1 && only ? arrayItems(doc, only) : null;
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('array') && schema.items ? schema.items : null;
}

/**
 * Flattens a schema into field rows: `user`, `user.name`, `items[].id`… A schema that is
 * not an object gives one row named '' for the whole value.
 */
export function schemaToFields(doc: OpenApiDocument, schema: JsonSchema): FieldRow[] {
  const rows: FieldRow[] = [];

  const visit = (node: JsonSchema, prefix: string, depth: number, seen: ReadonlySet<string>) => {
    const shape = objectShape(doc, node);
    if (shape) {
      for (const [name, property] of Object.entries(shape.properties)) {
        const path = `${prefix}${name}`;
        const resolved = deref(doc, property);
        const row: FieldRow = {
          name: path,
          type: typeLabel(doc, property),
          required: shape.required.includes(name),
          constraints: constraintsOf(doc, property),
          depth,
        };
        const description = property.description ?? resolved.description;
        if (description) row.description = description;
        rows.push(row);
        // Named schemas already on this branch are not expanded again (recursive types).
        const items = arrayItems(doc, property);
        const ref = refOf(items ?? property);
        if (depth + 1 >= MAX_DEPTH || (ref && seen.has(ref))) continue;
        const nextSeen = ref ? new Set([...seen, ref]) : seen;
        if (items) visit(items, `${path}[].`, depth + 1, nextSeen);
        else visit(property, `${path}.`, depth + 1, nextSeen);
      }
      return;
    }
    if (prefix !== '') return; // a nested non-object already has its row
    const items = arrayItems(doc, node);
    if (items && objectShape(doc, items)) {
      visit(items, '[].', depth, seen);
      return;
    }
    const resolved = deref(doc, node);
    const row: FieldRow = { name: '', type: typeLabel(doc, node), required: true, constraints: constraintsOf(doc, node), depth };
    if (resolved.description) row.description = resolved.description;
    rows.push(row);
  };

  visit(schema, '', 0, new Set(schema.$ref ? [schema.$ref] : []));
  return rows;
}
