import { currencies, defineRoute, packageTiers, type AnyRoute, type RouteContext } from '@chatmill/sdk';
import { AccessLevelRepository } from '../access/accessLevelRepository.ts';
import { requireAdmin } from '../access/requireAdmin.ts';
import type { FeatureCatalogue } from '../plugins/featureCatalogue.ts';
import { PackageRepository } from './packageRepository.ts';
import {
  cataloguesResponse,
  deletedResponse,
  featureCatalogueResponse,
  idParams,
  packageBody,
  packageListQuery,
  packagePage,
  packageView,
} from './packageSchemas.ts';
import { PackageService } from './packageService.ts';

const tag = 'Packages';
const adminOnly = ['FORBIDDEN'] as const;

/** The brand's packages, for admins only (user id 1 or the Admin role); anyone else gets FORBIDDEN. */
function packages(ctx: RouteContext<unknown, unknown, unknown>): PackageService {
  const admin = requireAdmin(ctx.user);
  return new PackageService(new PackageRepository(ctx.em, ctx.brand.id), new AccessLevelRepository(ctx.em, admin, ctx.brand.id));
}

/**
 * Packages (spec 3, 3 and 5): what an account of the brand may use (features and limits of
 * the catalogue, an access level), at what price and for how long. Admin area only.
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
      access: 'session',
      response: featureCatalogueResponse,
      errors: adminOnly,
      handler: async ({ user }) => {
        requireAdmin(user);
        return { items: host.features.all().map(({ id, name, period, pluginId }) => ({ id, name, period, pluginId })) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/packages/catalogues',
      tag,
      summary: 'The currencies (ISO 4217) and tier labels a package can have',
      access: 'session',
      response: cataloguesResponse,
      errors: adminOnly,
      handler: async ({ user }) => {
        requireAdmin(user);
        return { currencies: [...currencies], tiers: [...packageTiers] };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/packages',
      tag,
      summary: "A page of the brand's packages",
      access: 'session',
      query: packageListQuery,
      response: packagePage,
      errors: adminOnly,
      handler: async (ctx) => packages(ctx).list(ctx.query),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/packages/:id',
      tag,
      summary: 'One package of the brand',
      access: 'session',
      params: idParams,
      response: packageView,
      errors: [...adminOnly, 'NOT_FOUND'],
      handler: async (ctx) => packages(ctx).get(ctx.params.id),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/packages',
      tag,
      summary: "Create a package; isDefault takes the default flag from the brand's other packages",
      access: 'session',
      body,
      response: packageView,
      status: 201,
      errors: [...adminOnly, 'CONFLICT'],
      handler: async (ctx) => packages(ctx).create(ctx.body),
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/packages/:id',
      tag,
      summary: 'Replace a package; the default package stays default until another one is made default',
      access: 'session',
      params: idParams,
      body,
      response: packageView,
      errors: [...adminOnly, 'CONFLICT', 'NOT_FOUND', 'UNPROCESSABLE'],
      handler: async (ctx) => packages(ctx).update(ctx.params.id, ctx.body),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/packages/:id',
      tag,
      summary: 'Delete a package nobody is on; the default package and packages in use answer CONFLICT',
      access: 'session',
      params: idParams,
      response: deletedResponse,
      errors: [...adminOnly, 'CONFLICT', 'NOT_FOUND'],
      handler: async (ctx) => {
        await packages(ctx).remove(ctx.params.id);
        return { id: ctx.params.id };
      },
    }),
  ];
}
