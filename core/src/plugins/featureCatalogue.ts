import type { FeatureDefinition } from '@chatmill/sdk';

export interface CatalogueFeature extends FeatureDefinition {
  pluginId: string;
}

/**
 * The feature-limit catalogue (spec 1, 3.8): numeric ids to named package features and back,
 * built from what every loaded plugin declares. Two plugins may not claim one id or one name.
 */
export class FeatureCatalogue {
  readonly #byId = new Map<number, CatalogueFeature>();
  readonly #byName = new Map<string, CatalogueFeature>();

  add(pluginId: string, features: readonly FeatureDefinition[]): void {
    for (const feature of features) {
      const taken = this.#byId.get(feature.id) ?? this.#byName.get(feature.name.toLowerCase());
      if (taken) throw new Error(`feature ${feature.id} "${feature.name}" clashes with ${taken.id} "${taken.name}" of the plugin ${taken.pluginId}`);
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
