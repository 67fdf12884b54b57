import { basename } from 'node:path';
import { z } from 'zod';
import { AppError, defineRoute, visibleMenu, type AnyRoute, type MenuItem, type MenuViewer } from '@chatmill/sdk';
import { can } from '../permissions/permissions.ts';
import type { BrandInfo } from '../brands/brandDirectory.ts';
import { brandThemes } from '@chatmill/sdk/contracts';
import { BrandSchema } from '../db/entities/Brand.ts';
import { CURRENT_BRAND } from '../di/tokens.ts';
import { actionDenied } from '../http/mountRoutes.ts';
import { managesBrand } from '../whitelabel/resellers.ts';
import { pluginWebPrefix } from '../http/servePluginWeb.ts';
import type { BrandPlugins } from './brandPlugins.ts';
import type { PluginHost } from './pluginHost.ts';

const menuItem: z.ZodType<MenuItem> = z
  .lazy(() =>
    z.object({
      header: z.string().optional(),
      name: z.string(),
      url: z.string(),
      external: z.boolean().optional(),
      hiddenFor: z.array(z.enum(['whitelabel', 'proxy', 'non-referred'])).optional(),
      slug: z.string(),
      icon: z.string(),
      tag: z.string().optional(),
      submenu: z.array(menuItem).optional(),
    }),
  )
  .meta({ id: 'MenuItem' }); // recursive: the OpenAPI document gives it a component of this name
const panel = z.object({ id: z.string(), title: z.string(), slug: z.string() });
const pluginsResponse = z.object({
  /** The request's brand, for the shell's texts (its name in titles and mails). */
  brand: z.object({
    id: z.number().int(),
    name: z.string(),
    shortName: z.string(),
    /** A reseller's brand, not the platform's own (spec 2.4 and 4.1: menus, routes and Register differ there). */
    whitelabel: z.boolean(),
    /** A white-label brand's look (spec 3, 3): its logo, theme and browser-tab title. */
    logoUrl: z.string().nullable(),
    theme: z.enum(brandThemes),
    siteTitle: z.string().nullable(),
    /** The brand's own wording of en-US catalogue keys (dot paths), to lay over the shell's texts. */
    texts: z.record(z.string(), z.string()),
  }),
  plugins: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      version: z.string(),
      web: z
        .object({
          entry: z.string(),
          locales: z.array(z.string()),
          menu: z.array(menuItem),
          routes: z.array(z.object({ path: z.string(), name: z.string(), slug: z.string(), breadcrumbs: z.array(z.string()) })),
          widgets: z.array(panel),
          settingsPanels: z.array(panel),
        })
        .nullable(),
    }),
  ),
});

/** What the dashboard needs to compose itself: the brand's plugins, and of them what this user may read. */
export function pluginRoutes(host: PluginHost, brandPlugins: BrandPlugins): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/plugins',
      tag: 'Plugins',
      summary: 'The plugins of this brand, with the menu items, screens and widgets this user may open',
      access: 'session',
      response: pluginsResponse,
      handler: async ({ user, em, services }) => {
        const brand = services.resolve<BrandInfo>(CURRENT_BRAND);
        const disabled = await brandPlugins.disabledFor(em, brand.id);
        const viewer: MenuViewer = { whitelabel: brand.whitelabel, proxy: user!.proxy, referredBy: user!.referredBy };
        const plugins = host.plugins
          .filter((p) => !disabled.has(p.plugin.id))
          .map(({ plugin }) => ({
            id: plugin.id,
            name: plugin.name,
            version: plugin.version,
            web: plugin.web
              ? {
                  entry: `${pluginWebPrefix}${plugin.id}/${basename(plugin.web.entry)}?v=${encodeURIComponent(plugin.version)}`,
                  locales: ['en-US', ...plugin.web.locales],
                  menu: visibleMenu(plugin.web.menu, (slug) => can(user!, slug, 'read'), viewer),
                  // Every route, readable or not: the dashboard shows No Access (not 404) for those the user may not read.
                  routes: plugin.web.routes,
                  widgets: plugin.web.widgets.filter((w) => can(user!, w.slug, 'read')),
                  settingsPanels: plugin.web.settingsPanels.filter((w) => can(user!, w.slug, 'read')),
                }
              : null,
          }));
        const { id, name, shortName, whitelabel, logoUrl, theme, siteTitle, texts } = brand;
        return { brand: { id, name, shortName, whitelabel, logoUrl, theme, siteTitle, texts }, plugins };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/plugins/:pluginId',
      tag: 'Plugins',
      summary: "Switch a plugin on or off for a brand: the request's, or the one `brandId` names (platform admins, and a brand's reseller for it)",
      description: 'A reseller manages their white-label brand from the platform’s host, so they name it with `brandId`.',
      access: 'session',
      params: z.object({ pluginId: z.string().max(40) }),
      body: z.strictObject({
        enabled: z.boolean({ error: 'Say true or false.' }),
        brandId: z
          .number({ error: 'Use the brand id, a whole number.' })
          .int('Use the brand id, a whole number.')
          .positive('Use the brand id, a whole number.')
          .max(2_147_483_647, 'No brand has this id.')
          .optional(),
      }),
      response: z.object({ id: z.string(), enabled: z.boolean() }),
      errors: ['FORBIDDEN', 'NOT_FOUND'],
      handler: async ({ user, brand, em, params, body }) => {
        const target = await em.findOne(BrandSchema, { id: body.brandId ?? brand.id });
        if (!target || !managesBrand(user!, target)) throw new AppError('FORBIDDEN', actionDenied);
        if (!host.get(params.pluginId)) throw new AppError('NOT_FOUND', `No plugin ${params.pluginId} is installed.`);
        await brandPlugins.set(em, target.id, params.pluginId, body.enabled);
        return { id: params.pluginId, enabled: body.enabled };
      },
    }),
  ];
}
