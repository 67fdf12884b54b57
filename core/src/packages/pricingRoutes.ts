import { z } from 'zod';
import { defineRoute, type AnyRoute } from '@chatmill/sdk';
import type { FeatureCatalogue } from '../plugins/featureCatalogue.ts';
import { UsageService } from '../usage/usageService.ts';
import { PackageRepository } from './packageRepository.ts';
import { packageListQuery } from '@chatmill/sdk/contracts';

const pricingResponse = z.object({
  currentPackageId: z.number().int().nullable(),
  /** No payment provider is configured yet: the screen says so instead of offering a checkout. */
  checkoutAvailable: z.boolean(),
  packages: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      tier: z.string(),
      price: z.string(),
      currency: z.string(),
      billingPeriod: z.enum(['monthly', 'yearly']),
      validityDuration: z.number().int(),
      validityUnit: z.enum(['day', 'week', 'month', 'year']),
      features: z.array(z.object({ featureId: z.number().int(), name: z.string(), limit: z.number().int(), lifetimeLimit: z.number().int() })),
    }),
  ),
});

/** Pricing (`/home/buy_package`): the brand's packages, for every signed-in user, expired ones above all. */
export function pricingRoutes(catalogue: FeatureCatalogue): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/pricing',
      tag: 'Packages',
      summary: "The brand's packages with their features and prices, and the caller's current package",
      access: 'session',
      response: pricingResponse,
      handler: async ({ em, brand, user, services }) => {
        const { items } = await new PackageRepository(em, brand.id).list(packageListQuery.parse({ pageSize: 100, sort: 'price' }));
        const current = await services.resolve(UsageService).packageFor(em, user!);
        return {
          currentPackageId: current?.id ?? null,
          checkoutAvailable: false,
          packages: items.map((pkg) => ({
            id: pkg.id,
            name: pkg.name,
            tier: pkg.tier,
            price: String(pkg.price),
            currency: pkg.currency,
            billingPeriod: pkg.billingPeriod,
            validityDuration: pkg.validityDuration,
            validityUnit: pkg.validityUnit,
            features: pkg.features.map((f) => ({ ...f, name: catalogue.byId(f.featureId)?.name ?? `#${f.featureId}` })),
          })),
        };
      },
    }),
  ];
}
