import { createHash } from 'node:crypto';

/** The names a scaffolded plugin is known by, all derived from its id. */
export interface PluginNames {
  /** The plugin id: API prefix, web folder, i18n namespace, permission slugs. */
  id: string;
  /** What users read, e.g. "Price Alerts". */
  displayName: string;
  packageName: string;
  /** Prefix of table names (`price_alerts_item`). */
  tablePrefix: string;
  /** Prefix of entity and class names (`PriceAlerts`). */
  typePrefix: string;
  /**
   * A feature id of the plugin's own: installed plugins take ids from 10000 up (sdk/README.md
   * 3.1), and one derived from the id keeps two scaffolded plugins from colliding.
   */
  featureId: number;
}

const pluginId = /^[a-z][a-z0-9-]{1,39}$/;

/** Checks a plugin id as the manifest will, and derives the other names; throws with what to type instead. */
export function pluginNames(id: string, displayName?: string): PluginNames {
  if (!pluginId.test(id))
    throw new Error(`"${id}" cannot be a plugin id: use 2 to 40 characters a-z, 0-9 and dashes, starting with a letter (e.g. price-alerts).`);
  const words = id.split('-').filter(Boolean);
  const capitalised = words.map((word) => word[0]!.toUpperCase() + word.slice(1));
  const hash = createHash('sha256').update(id).digest().readUInt32BE(0);
  return {
    id,
    displayName: displayName?.trim() || capitalised.join(' '),
    packageName: `chatmill-plugin-${id}`,
    tablePrefix: words.join('_'),
    typePrefix: capitalised.join(''),
    featureId: 10_000 + (hash % 1_000_000_000),
  };
}
