import { currencies, defineRoute, packageTiers, type AnyRoute, type RouteContext } from '@chatmill/sdk';
import type { FeatureCatalogue } from '../plugins/featureCatalogue.ts';
import { PackageLevels } from './packageLevels.ts';
import { PackageRepository } from './packageRepository.ts';
import {
  accessLevelOptionsResponse,
  brandScopeQuery,
  cataloguesResponse,
  deletedResponse,
  featureCatalogueResponse,
  idParams,
  packageBody,
  packageListQuery,
  packagePage,
  packageView,
} from '@chatmill/sdk/contracts';
import { PackageService } from './packageService.ts';

const tag = 'Packages';
/** FORBIDDEN: not an admin (without brandId); NOT_FOUND: a brand the caller does not manage. */
const scoped = ['FORBIDDEN', 'NOT_FOUND'] as const;
const brandIdNote =
  'Without `brandId`: the brand of the request, for admins. With `brandId`: that brand, for the platform admin, ' +
  'an Admin of that brand, or the white-label reseller who owns it; any other brand answers NOT_FOUND.';

type Ctx = RouteContext<unknown, { brandId?: number | undefined }, unknown>;

/** The packages of the brand the caller may manage (the rule is `PackageRepository.forCaller`). */
function repository(ctx: Ctx, write: boolean): Promise<PackageRepository> {
  return PackageRepository.forCaller(ctx.em, ctx.user, ctx.brand, { brandId: ctx.query.brandId, write });
}

async function packages(ctx: Ctx, write: boolean): Promise<PackageService> {
  const repo = await repository(ctx, write);
  return new PackageService(repo, new PackageLevels(ctx.em, repo.brandId));
}

/**
 * Packages (spec 3, 3 and 5): what an account of the brand may use (features and limits of
 * the catalogue, an access level), at what price and for how long. The admin area's, and a
 * white-label reseller's for their own brand (the packages they give their clients).
 */
export function packageRoutes(host: { features: FeatureCatalogue }): AnyRoute[] {
  const body = packageBody(host.features);
  return [
    // The two catalogues come before `/:id`, which would otherwise take their names for ids.
    defineRoute({
      method: 'GET',
      path: '/api/packages/features',
      tag,
      summary: 'The feature-limit catalogue a package picks from: the core features and those of each loaded plugin',
      description: brandIdNote,
      access: 'session',
      query: brandScopeQuery,
      response: featureCatalogueResponse,
      errors: scoped,
      handler: async (ctx) => {
        await repository(ctx, false);
        return { items: host.features.all().map(({ id, name, period, pluginId }) => ({ id, name, period, pluginId })) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/packages/catalogues',
      tag,
      summary: 'The currencies (ISO 4217) and tier labels a package can have',
      description: brandIdNote,
      access: 'session',
      query: brandScopeQuery,
      response: cataloguesResponse,
      errors: scoped,
      handler: async (ctx) => {
        await repository(ctx, false);
        return { currencies: [...currencies], tiers: [...packageTiers] };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/packages/access-levels',
      tag,
      summary: "The access levels a package of the brand may grant: the platform's defaults and the brand's own",
      description: brandIdNote,
      access: 'session',
      query: brandScopeQuery,
      response: accessLevelOptionsResponse,
      errors: scoped,
      handler: async (ctx) => {
        const repo = await repository(ctx, false);
        return { items: await new PackageLevels(ctx.em, repo.brandId).options() };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/packages',
      tag,
      summary: "A page of the brand's packages",
      description: brandIdNote,
      access: 'session',
      query: packageListQuery,
      response: packagePage,
      errors: scoped,
      handler: async (ctx) => (await packages(ctx, false)).list(ctx.query),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/packages/:id',
      tag,
      summary: 'One package of the brand',
      description: brandIdNote,
      access: 'session',
      params: idParams,
      query: brandScopeQuery,
      response: packageView,
      errors: scoped,
      handler: async (ctx) => (await packages(ctx, false)).get(ctx.params.id),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/packages',
      tag,
      summary: "Create a package; isDefault takes the default flag from the brand's other packages",
      description: brandIdNote,
      access: 'session',
      query: brandScopeQuery,
      body,
      response: packageView,
      status: 201,
      errors: [...scoped, 'CONFLICT', 'PACKAGE_EXPIRED'],
      handler: async (ctx) => (await packages(ctx, true)).create(ctx.body),
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/packages/:id',
      tag,
      summary: 'Replace a package; the default package stays default until another one is made default',
      description: brandIdNote,
      access: 'session',
      params: idParams,
      query: brandScopeQuery,
      body,
      response: packageView,
      errors: [...scoped, 'CONFLICT', 'UNPROCESSABLE', 'PACKAGE_EXPIRED'],
      handler: async (ctx) => (await packages(ctx, true)).update(ctx.params.id, ctx.body),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/packages/:id',
      tag,
      summary: 'Delete a package nobody is on; the default package and packages in use answer CONFLICT',
      description: brandIdNote,
      access: 'session',
      params: idParams,
      query: brandScopeQuery,
      response: deletedResponse,
      errors: [...scoped, 'CONFLICT', 'PACKAGE_EXPIRED'],
      handler: async (ctx) => {
        await (await packages(ctx, true)).remove(ctx.params.id);
        return { id: ctx.params.id };
      },
    }),
  ];
}
