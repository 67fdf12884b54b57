/**
 * Feature ids below this are the product's own catalogue (spec 1, 3.8): the core's and those of
 * the plugins shipped in the product's `plugins/` folder. A plugin installed as a package takes
 * its ids from here up, so it never takes one the product will give a feature of its own; two
 * installed plugins claiming one id stop the start, naming both (sdk/README.md 3.1).
 */
export const firstPartyFeatureIdLimit = 10_000;

/** The feature ids a package may declare: stored as a PostgreSQL integer. */
const largestFeatureId = 2_147_483_647;

/** What is wrong with a plugin's feature ids for where it was installed. */
export function featureIdProblems(features: ReadonlyArray<{ id: number; name: string }>, installedAsPackage: boolean): string[] {
  return features.flatMap((feature) => {
    if (feature.id > largestFeatureId) return [`feature ${feature.id} "${feature.name}": ids go up to ${largestFeatureId}`];
    if (installedAsPackage && feature.id < firstPartyFeatureIdLimit) {
      return [
        `feature ${feature.id} "${feature.name}": ids below ${firstPartyFeatureIdLimit} are the product's own catalogue; an installed plugin takes ids from ${firstPartyFeatureIdLimit} up`,
      ];
    }
    return [];
  });
}
