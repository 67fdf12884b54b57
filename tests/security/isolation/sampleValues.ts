import { randomUUID } from 'node:crypto';
import { z } from 'zod';

/**
 * Plausible input for any route, built from its zod schemas, so a test can call routes it has
 * never heard of: every string is unique and carries the caller's marker (`xisoa12`), so the
 * other account's answers can be searched for it; fields that name a record (`tagId`,
 * `contactIds`) get one of the caller's own records.
 *
 * It walks the JSON Schema zod 4 derives from the schema (`z.toJSONSchema`, input side), so
 * refinements are invisible to it; every sample is therefore checked with the route's own
 * schema, and where the generated values do not pass, `.meta({ examples: [...] })` on the
 * schema (a field or the whole body) tells it what does.
 */

/** A JSON Schema node as zod emits it; only the keywords the generator reads. */
interface Node {
  type?: string | string[];
  properties?: Record<string, Node>;
  required?: string[];
  additionalProperties?: Node | boolean;
  items?: Node | false;
  prefixItems?: Node[];
  minItems?: number;
  anyOf?: Node[];
  oneOf?: Node[];
  allOf?: Node[];
  enum?: unknown[];
  const?: unknown;
  examples?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  $ref?: string;
  $defs?: Record<string, Node>;
  definitions?: Record<string, Node>;
}

/** `full` fills every optional field too (richer records); `required` only what must be there. */
type Mode = 'full' | 'required';

/** An id of one of the caller's own records for a field that references one, if there is such a record. */
export type OwnRecordFor = (fieldName: string) => string | undefined;

export type Sample<T> = { ok: true; value: T } | { ok: false; problem: string };

/** A route field or param that names a record: `id`, `tagId`, `contact_ids`, `bookIds`. */
export function isIdName(name: string): boolean {
  return name === 'id' || /[a-z0-9](Id|ID|Ids|IDs|_id|_ids)$/.test(name);
}

export class SampleMaker {
  /** Lower case letters only, so it survives slugs, emails, domains and lower-casing. */
  readonly marker: string;
  /** Every value this maker produced that nobody else could have: the strings to look for in the other account's answers. */
  readonly distinctive = new Set<string>();
  readonly #phoneDigit: string;
  #count = 0;
  /** Set for the time of one (synchronous) generation. */
  #ownRecordFor: OwnRecordFor = () => undefined;

  /** `phoneDigit` keeps the phone numbers of two makers apart (+1415555<digit>NNN). */
  constructor(marker: string, phoneDigit: string) {
    if (!/^[a-z]+$/.test(marker) || !/^\d$/.test(phoneDigit)) throw new Error('a marker of lower case letters and one phone digit');
    this.marker = marker;
    this.#phoneDigit = phoneDigit;
  }

  /** A value the schema accepts: all fields, then only the required ones, then the schema's own examples. */
  async valid(schema: z.ZodType, ownRecordFor: OwnRecordFor = () => undefined): Promise<Sample<unknown>> {
    const all = await this.validSamples(schema, ownRecordFor);
    return all.values.length ? { ok: true, value: all.values[0] } : { ok: false, problem: all.problem };
  }

  /**
   * Every candidate the schema accepts, in the order `valid` tries them: a route may still refuse
   * the fullest one (an optional id that names nothing), and the next one then gets its turn.
   */
  async validSamples(schema: z.ZodType, ownRecordFor: OwnRecordFor = () => undefined): Promise<{ values: unknown[]; problem: string }> {
    const root = jsonSchemaOf(schema);
    if (!root) return { values: [], problem: 'zod cannot describe its schema as JSON Schema' };
    const candidates = [
      () => this.#generate(root, 'full', ownRecordFor),
      () => this.#generate(root, 'required', ownRecordFor),
      ...(root.examples ?? []).map((example) => () => example),
    ];
    let problem = '';
    const values: unknown[] = [];
    for (const candidate of candidates) {
      const value = candidate();
      const result = await schema.safeParseAsync(value);
      if (result.success) values.push(value);
      else problem ||= result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
    }
    return { values, problem };
  }

  /**
   * A query string or path params the schema accepts, every value as text the way they arrive.
   * `overrides` fixes some fields (an id under test); the rest are generated.
   */
  async validText(
    schema: z.ZodType | undefined,
    overrides: Record<string, string> = {},
    ownRecordFor: OwnRecordFor = () => undefined,
  ): Promise<Sample<Record<string, string>>> {
    if (!schema) return { ok: true, value: { ...overrides } };
    const root = jsonSchemaOf(schema);
    if (!root) return { ok: false, problem: 'zod cannot describe its schema as JSON Schema' };
    // Only what is required: an optional filter or flag would narrow what the route does.
    const generated = this.#generate(root, 'required', ownRecordFor);
    const value: Record<string, string> = {};
    if (isRecord(generated)) {
      for (const [key, field] of Object.entries(generated))
        if (field !== undefined && field !== null) value[key] = typeof field === 'string' ? field : JSON.stringify(field);
    }
    Object.assign(value, overrides);
    const result = await schema.safeParseAsync(value);
    if (result.success) return { ok: true, value };
    return { ok: false, problem: result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ') };
  }

  /** The property schemas of an object schema (for query and param names), or none. */
  static fieldsOf(schema: z.ZodType | undefined): Record<string, { type: string | undefined; required: boolean }> {
    const root = schema ? jsonSchemaOf(schema) : null;
    const fields: Record<string, { type: string | undefined; required: boolean }> = {};
    const object = root ? resolve(root, root, 0) : null;
    for (const [name, node] of Object.entries(object?.properties ?? {})) {
      const resolved = resolve(node, root!, 0);
      fields[name] = { type: firstType(resolved), required: (object?.required ?? []).includes(name) };
    }
    return fields;
  }

  #generate(root: Node, mode: Mode, ownRecordFor: OwnRecordFor): unknown {
    this.#ownRecordFor = ownRecordFor;
    try {
      return this.#value(root, root, '', mode, 0);
    } finally {
      this.#ownRecordFor = () => undefined;
    }
  }

  #next(): number {
    this.#count += 1;
    return this.#count;
  }

  #value(node: Node, root: Node, field: string, mode: Mode, depth: number): unknown {
    const schema = resolve(node, root, depth);
    if (schema.const !== undefined) return schema.const;
    // A field's examples win over its first enum option: not every option works on every install.
    if (schema.examples?.length && firstType(schema) !== 'object') return schema.examples[0];
    if (schema.enum?.length) return schema.enum.find((option) => option !== null) ?? schema.enum[0];
    const union = schema.anyOf ?? schema.oneOf;
    if (union?.length) {
      const option = union.find((o) => firstType(resolve(o, root, depth + 1)) !== 'null') ?? union[0]!;
      return this.#value(option, root, field, mode, depth + 1);
    }
    if (schema.allOf?.length) {
      const parts = schema.allOf.map((part) => this.#value(part, root, field, mode, depth + 1));
      return parts.every(isRecord) ? Object.assign({}, ...parts) : parts[0];
    }
    switch (firstType(schema)) {
      case 'object':
        return this.#object(schema, root, mode, depth);
      case 'array':
        return this.#array(schema, root, field, mode, depth);
      case 'string':
        return this.#string(schema, field);
      case 'integer':
      case 'number':
        return this.#number(schema, field);
      case 'boolean':
        // false: flags tend to switch on something wider (all accounts, hard delete), never needed to make a record.
        return false;
      case 'null':
        return null;
      default:
        // `{}`: a value zod cannot describe (a date, a custom check). A string is the likeliest to pass.
        return this.#string({}, field);
    }
  }

  #object(schema: Node, root: Node, mode: Mode, depth: number): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    const required = new Set(schema.required ?? []);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      // Too deep means a recursive schema (a menu of menus): stop at what is required.
      if (!required.has(name) && (mode === 'required' || depth > 4)) continue;
      const value = this.#value(property, root, name, mode, depth + 1);
      if (value !== undefined) result[name] = value;
    }
    return result;
  }

  #array(schema: Node, root: Node, field: string, mode: Mode, depth: number): unknown[] {
    if (schema.prefixItems?.length) return schema.prefixItems.map((item, i) => this.#value(item, root, `${field}.${i}`, mode, depth + 1));
    if (!schema.items) return [];
    const minimum = schema.minItems ?? 0;
    const items = resolve(schema.items, root, depth);
    // A list of record ids gets one of the caller's own records, or stays empty: an invented id would be refused.
    const referencesRecords = isIdName(field) && ['integer', 'number', 'string'].includes(firstType(items) ?? '');
    const wanted = referencesRecords && this.#ownRecordFor(field) === undefined ? minimum : Math.max(minimum, mode === 'full' && depth < 4 ? 1 : 0);
    return Array.from({ length: wanted }, () => this.#value(items, root, field, mode, depth + 1));
  }

  #number(schema: Node, field: string): number {
    if (isIdName(field)) {
      const own = this.#ownRecordFor(field);
      if (own !== undefined && /^\d+$/.test(own)) return Number(own);
    }
    const integer = firstType(schema) === 'integer';
    let value = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    if (schema.maximum !== undefined && value > schema.maximum) value = schema.maximum;
    if (schema.exclusiveMaximum !== undefined && value >= schema.exclusiveMaximum) value = schema.exclusiveMaximum - 1;
    if (schema.multipleOf) value = Math.ceil(value / schema.multipleOf) * schema.multipleOf;
    return integer ? Math.ceil(value) : value;
  }

  #string(schema: Node, field: string): string {
    if (isIdName(field)) {
      const own = this.#ownRecordFor(field);
      if (own !== undefined && schema.format !== 'uuid') return own;
    }
    const n = this.#next();
    const tag = `${this.marker}${n}`;
    const phone = `+1415555${this.#phoneDigit}${String(n % 1000).padStart(3, '0')}`;
    const byFormat: Record<string, () => string> = {
      email: () => `${tag}@example.com`,
      uri: () => `https://${tag}.example.com/`,
      url: () => `https://${tag}.example.com/`,
      hostname: () => `${tag}.example.com`,
      uuid: () => randomUUID(),
      guid: () => randomUUID(),
      'date-time': () => new Date(Date.UTC(2030, 0, 1, 0, 0, n % 60)).toISOString(),
      date: () => '2030-01-01',
      time: () => '12:00:00',
      duration: () => 'P1D',
      ipv4: () => '192.0.2.1',
      ipv6: () => '2001:db8::1',
      e164: () => phone,
      base64: () => Buffer.from(tag).toString('base64'),
      base64url: () => Buffer.from(tag).toString('base64url'),
    };
    const name = field.toLowerCase();
    const byName: Array<[RegExp, () => string]> = [
      [/e-?mail/, () => `${tag}@example.com`],
      [/phone|mobile|msisdn|whatsapp/, () => phone],
      [/url|link|website|webhook|callback|image|avatar|picture|logo/, () => `https://${tag}.example.com/`],
      [/domain|host/, () => `${tag}.example.com`],
      [/colou?r/, () => '#3366cc'],
      [/currency/, () => 'USD'],
      [/country/, () => 'US'],
      [/locale|language|lang$/, () => 'en-US'],
      [/time_?zone/, () => 'UTC'],
      [/password|secret/, () => `${tag}-Password-1!`],
    ];
    const make = (schema.format ? byFormat[schema.format] : undefined) ?? byName.find(([pattern]) => pattern.test(name))?.[1] ?? (() => tag);
    let value = make();
    if (schema.minLength !== undefined && value.length < schema.minLength) value = value.padEnd(schema.minLength, 'x');
    if (schema.maxLength !== undefined && value.length > schema.maxLength) value = value.slice(0, schema.maxLength);
    if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) value = fitPattern(schema.pattern, value, tag);
    if (value.includes(this.marker) || value === phone || schema.format === 'uuid' || schema.format === 'guid') this.distinctive.add(value);
    return value;
  }
}

/** zod's JSON Schema of a route schema (input side: what a client sends), or null if it has none. */
function jsonSchemaOf(schema: z.ZodType): Node | null {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node;
  } catch {
    return null;
  }
}

function resolve(node: Node, root: Node, depth: number): Node {
  let current = node;
  for (let hops = 0; current.$ref && hops < 10 && depth < 20; hops += 1) {
    const ref = current.$ref;
    if (ref === '#') current = root;
    else {
      const [, group, name] = /^#\/(\$defs|definitions)\/(.+)$/.exec(ref) ?? [];
      const target = group && name ? root[group as '$defs' | 'definitions']?.[name] : undefined;
      if (!target) return {};
      current = target;
    }
  }
  return current;
}

function firstType(node: Node): string | undefined {
  if (Array.isArray(node.type)) return node.type.find((t) => t !== 'null') ?? node.type[0];
  if (node.type) return node.type;
  if (node.properties) return 'object';
  return undefined;
}

/** A string for a `pattern` the usual values miss: a few common shapes, the first that fits. */
function fitPattern(pattern: string, value: string, tag: string): string {
  const regex = new RegExp(pattern, 'u');
  const candidates = [tag, tag.toUpperCase(), `${tag}-x`, '123456', 'abc', 'ABC', 'a1', randomUUID(), '#3366cc', 'en-US', 'USD', '2030-01-01'];
  return candidates.find((candidate) => regex.test(candidate)) ?? value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
