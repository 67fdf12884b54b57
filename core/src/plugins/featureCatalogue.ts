import { firstPartyFeatureIdLimit, type FeatureDefinition } from '@chatmill/sdk';

export interface CatalogueFeature extends FeatureDefinition {
  pluginId: string;
}

/** Two plugins (or a plugin and the core) claim one feature id or name: the message names both. */
export class FeatureIdClashError extends Error {
  constructor(feature: FeatureDefinition, pluginId: string, taken: CatalogueFeature) {
    super(
      `${taken.pluginId === 'core' ? 'The core' : `The plugin ${taken.pluginId}`} and the plugin ${pluginId} both declare ${taken.id === feature.id ? `the feature id ${feature.id}` : `a feature named "${feature.name}"`} ` +
        `("${taken.name}" and "${feature.name}"); remove one of the plugins, or ask its author for another id (installed plugins take ids from ${firstPartyFeatureIdLimit} up, sdk/README.md 3.1)`,
    );
    this.name = 'FeatureIdClashError';
  }
}

/**
 * The feature-limit catalogue (spec 1, 3.8): numeric ids to named package features and back,
 * built from what every loaded plugin declares. Two plugins may not claim one id or one name:
 * the start stops, naming both.
 */
export class FeatureCatalogue {
  readonly #byId = new Map<number, CatalogueFeature>();
  readonly #byName = new Map<string, CatalogueFeature>();

  add(pluginId: string, features: readonly FeatureDefinition[]): void {
    for (const feature of features) {
      const taken = this.#byId.get(feature.id) ?? this.#byName.get(feature.name.toLowerCase());
      if (taken) throw new FeatureIdClashError(feature, pluginId, taken);
    }
    for (const feature of features) {
      const entry = { ...feature, pluginId };
      this.#byId.set(feature.id, entry);
      this.#byName.set(feature.name.toLowerCase(), entry);
    }
  }

  byId(id: number): CatalogueFeature | undefined {
    return this.#byId.get(id);
  }

  byName(name: string): CatalogueFeature | undefined {
    return this.#byName.get(name.toLowerCase());
  }

  all(): CatalogueFeature[] {
    return [...this.#byId.values()].sort((a, b) => a.id - b.id);
  }
}
