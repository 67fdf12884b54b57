import type { EntityManager } from '@mikro-orm/sql';
import { AppError, type PluginSettingsValues, type ServerPlugin } from '@chatmill/sdk';
import { z } from 'zod';
import type { ChangeFeed } from '../cache/changeFeed.ts';
import { FeedCache } from '../cache/feedCache.ts';
import type { Vault } from '../vault/vault.ts';
import type { OwnedSealedColumn } from '../vault/sealedColumns.ts';

/** Brands whose setting rows are kept in the process. */
const maxBrands = 5_000;
/** The vault owner of brands' secret settings: the core, which stores them for every plugin. */
const vaultOwner = 'core';

/** One brand-level setting as the white-label screen shows it. A secret's values never leave the server. */
export interface BrandSettingField {
  name: string;
  /** The plugin's `.describe()` text, if any. */
  description: string | null;
  kind: 'text' | 'number' | 'boolean' | 'secret';
  /** The operator's value, which applies while the brand sets none; null for a secret. */
  serverValue: string | number | boolean | null;
  /** The brand's own value; null when it sets none, and always for a secret (see `isSet`). */
  value: string | number | boolean | null;
  isSet: boolean;
}

interface Declared {
  schema: z.ZodObject;
  brand: readonly string[];
  secret: ReadonlySet<string>;
}

interface Row {
  plugin_id: string;
  name: string;
  value: unknown;
  sealed: string | null;
}

/** What a secret setting is sealed for: bound to the plugin and the setting (and, by the vault's scope, the brand). */
function purposeOf(pluginId: string, name: string): string {
  return `brand-plugin-setting:${pluginId}:${name}`;
}

/**
 * `brand_plugin_setting.sealed`, declared with the other sealed columns so that the start seals a
 * value found in plain text and `npm run vault:rotate` re-seals every one. The vault's scope of a
 * brand's secret is the brand's id (the column `brand_id`), not an account's.
 */
export const brandSettingSealedColumn: OwnedSealedColumn = {
  owner: vaultOwner,
  table: 'brand_plugin_setting',
  column: 'sealed',
  idColumn: 'key',
  accountColumn: 'brand_id',
  purpose: ({ id }) => {
    const [, pluginId, name] = String(id).split(':') as [string, string, string];
    return purposeOf(pluginId, name);
  },
};

/**
 * The settings a brand sets for itself over the operator's (sdk `definePluginSettings(schema,
 * { brand, secret })`): stored per setting, secrets sealed; read for every route and socket of
 * such a plugin, so a brand's rows are cached in the process and evicted, in every process, when
 * they change (migration 25's trigger). Secrets are kept sealed in the cache and opened per call.
 */
export class BrandPluginSettings {
  readonly #declared = new Map<string, Declared>();
  readonly #operator: ReadonlyMap<string, PluginSettingsValues>;
  readonly #vault: Vault;
  readonly #cache: FeedCache<number, Row[]>;

  constructor(plugins: readonly ServerPlugin[], operator: ReadonlyMap<string, PluginSettingsValues>, vault: Vault, changes: ChangeFeed) {
    for (const plugin of plugins) {
      const settings = plugin.settings;
      if (settings?.brand?.length) this.#declared.set(plugin.id, { schema: settings.schema, brand: settings.brand, secret: new Set(settings.secret ?? []) });
    }
    this.#operator = operator;
    this.#vault = vault;
    this.#cache = new FeedCache(changes, maxBrands, (change, cache) => {
      if (change.table === 'brand_plugin_setting') cache.delete(Number(change.key));
    });
  }

  /** Whether a brand may set any of the plugin's settings (else its settings are the operator's alone). */
  has(pluginId: string): boolean {
    return this.#declared.has(pluginId);
  }

  /** The plugin's settings for the brand: its own values of the brand-level settings over the operator's. */
  async valuesFor(em: EntityManager, brandId: number, pluginId: string): Promise<PluginSettingsValues> {
    const operator = this.#operator.get(pluginId) ?? {};
    if (!this.#declared.has(pluginId)) return operator;
    const own = (await this.#rows(em, brandId)).filter((row) => row.plugin_id === pluginId);
    if (!own.length) return operator;
    return Object.freeze({ ...operator, ...Object.fromEntries(own.map((row) => [row.name, this.#open(brandId, row)])) });
  }

  /** The brand-level settings of the plugin as the white-label screen shows them; NOT_FOUND for a plugin without any. */
  async fields(em: EntityManager, brandId: number, pluginId: string): Promise<BrandSettingField[]> {
    const declared = this.#require(pluginId);
    const operator = this.#operator.get(pluginId) ?? {};
    const own = new Map((await this.#rows(em, brandId)).filter((row) => row.plugin_id === pluginId).map((row) => [row.name, row]));
    const shape = declared.schema.shape as Record<string, z.ZodType>;
    return declared.brand.map((name) => {
      const secret = declared.secret.has(name);
      const row = own.get(name);
      return {
        name,
        description: shape[name]!.description ?? null,
        kind: secret ? 'secret' : kindOf(shape[name]!),
        serverValue: secret ? null : shown(operator[name]),
        value: secret || !row ? null : shown(row.value),
        isSet: row !== undefined,
      };
    });
  }

  /**
   * Sets the brand's own values: a value sets it, null goes back to the operator's; for a secret,
   * an empty text keeps what is stored. Every value is checked with the plugin's schema, together
   * with the rest of its settings; a name that is not a brand-level setting is refused.
   */
  async save(em: EntityManager, brandId: number, pluginId: string, changes: Readonly<Record<string, unknown>>): Promise<void> {
    const declared = this.#require(pluginId);
    const fields: Record<string, string> = {};
    const kept = Object.entries(changes).filter(([name, value]) => !(declared.secret.has(name) && value === ''));
    for (const [name] of kept) if (!declared.brand.includes(name)) fields[name] = `Not a setting a brand may set (those are: ${declared.brand.join(', ')}).`;
    if (Object.keys(fields).length) throw new AppError('VALIDATION_FAILED', 'Check the settings.', { fields });
    const current = await this.valuesFor(em, brandId, pluginId);
    const next = { ...current, ...Object.fromEntries(kept.map(([name, value]) => [name, value ?? (this.#operator.get(pluginId) ?? {})[name]])) };
    const parsed = declared.schema.safeParse(next);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? '')] ??= issue.message;
      throw new AppError('VALIDATION_FAILED', 'Check the settings.', { fields });
    }
    for (const [name, value] of kept) {
      const key = `${brandId}:${pluginId}:${name}`;
      if (value === null) {
        await em.execute(`delete from "brand_plugin_setting" where "key" = ?`, [key]);
        continue;
      }
      const checked = parsed.data[name];
      const secret = declared.secret.has(name);
      const sealed = secret ? this.#vault.seal(this.#binding(brandId, pluginId, name), String(checked)) : null;
      await em.execute(
        `insert into "brand_plugin_setting" ("key", "brand_id", "plugin_id", "name", "value", "sealed") values (?, ?, ?, ?, ?, ?)
         on conflict ("key") do update set "value" = excluded."value", "sealed" = excluded."sealed", "updated_at" = now()`,
        [key, brandId, pluginId, name, secret ? null : JSON.stringify(checked), sealed],
      );
    }
    this.#cache.delete(brandId);
  }

  #require(pluginId: string): Declared {
    const declared = this.#declared.get(pluginId);
    if (!declared) throw new AppError('NOT_FOUND', 'This plugin has no settings a brand may set.');
    return declared;
  }

  async #rows(em: EntityManager, brandId: number): Promise<Row[]> {
    const rows = await this.#cache.read(brandId, () =>
      em.execute<Row[]>(`select "plugin_id", "name", "value", "sealed" from "brand_plugin_setting" where "brand_id" = ?`, [brandId]),
    );
    return rows ?? [];
  }

  #open(brandId: number, row: Row): unknown {
    return row.sealed === null ? row.value : this.#vault.open(this.#binding(brandId, row.plugin_id, row.name), row.sealed);
  }

  #binding(brandId: number, pluginId: string, name: string) {
    return { owner: vaultOwner, accountId: brandId, purpose: purposeOf(pluginId, name) };
  }
}

/** What a form field shows of a value: text, a number or a flag; anything else as JSON text. */
function shown(value: unknown): string | number | boolean | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** The form field for a setting's schema, under its default and optional wrappers. */
function kindOf(field: z.ZodType): BrandSettingField['kind'] {
  let inner: z.ZodType = field;
  while (inner instanceof z.ZodDefault || inner instanceof z.ZodOptional || inner instanceof z.ZodNullable) inner = inner.unwrap() as z.ZodType;
  if (inner instanceof z.ZodNumber) return 'number';
  if (inner instanceof z.ZodBoolean) return 'boolean';
  return 'text';
}
