import type { PackageFeature } from '@chatmill/sdk';
import type { FeatureUsageView, PackageFitView } from '@chatmill/sdk/contracts';

/**
 * What an account already uses that another package would not allow: each limited feature
 * whose current use (this period, or all time) is above the package's limit, by how much, and
 * each feature in use that the package does not grant at all. The admin reads this before
 * moving an account to a smaller package, where the user would otherwise meet "3/2".
 */
export function packageFit(usage: readonly FeatureUsageView[], target: readonly PackageFeature[]): PackageFitView {
  const granted = new Map(target.map((feature) => [feature.featureId, feature]));
  const overLimits: PackageFitView['overLimits'] = [];
  const notIncluded: PackageFitView['notIncluded'] = [];
  for (const feature of usage) {
    const grant = granted.get(feature.featureId);
    if (!grant) {
      if (feature.used > 0 || feature.lifetimeUsed > 0)
        notIncluded.push({ featureId: feature.featureId, name: feature.name, used: Math.max(feature.used, feature.lifetimeUsed) });
      continue;
    }
    if (grant.limit > 0 && feature.used > grant.limit) {
      overLimits.push({
        featureId: feature.featureId,
        name: feature.name,
        period: feature.period,
        used: feature.used,
        limit: grant.limit,
        over: feature.used - grant.limit,
      });
    }
    // A lifetime feature's `used` is its all-time use already, checked just above.
    if (feature.period !== 'lifetime' && grant.lifetimeLimit > 0 && feature.lifetimeUsed > grant.lifetimeLimit) {
      overLimits.push({
        featureId: feature.featureId,
        name: feature.name,
        period: 'lifetime',
        used: feature.lifetimeUsed,
        limit: grant.lifetimeLimit,
        over: feature.lifetimeUsed - grant.lifetimeLimit,
      });
    }
  }
  return { overLimits, notIncluded };
}
