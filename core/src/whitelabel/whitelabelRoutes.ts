import { AppError, defineRoute, type AnyRoute, type RouteContext } from '@chatmill/sdk';
import { requireAdmin } from '../access/requireAdmin.ts';
import { userResponse } from '../auth/schemas.ts';
import { setSessionCookie } from '../auth/sessionCookie.ts';
import { loadRequestUser, SessionService } from '../auth/sessionService.ts';
import type { BrandDirectory, BrandInfo } from '../brands/brandDirectory.ts';
import type { Settings } from '../config/schema.ts';
import { BrandSchema } from '../db/entities/Brand.ts';
import { CURRENT_BRAND } from '../di/tokens.ts';
import { accountExpired } from '../http/mountRoutes.ts';
import type { BrandPlugins } from '../plugins/brandPlugins.ts';
import type { BrandPluginSettings } from '../plugins/brandPluginSettings.ts';
import type { PluginHost } from '../plugins/pluginHost.ts';
import { UsageService } from '../usage/usageService.ts';
import { listBrands } from './brandList.ts';
import { clientRoutes } from './clientRoutes.ts';
import { BrandSettingsService, toSettingsView } from './brandSettingsService.ts';
import { dnsTxtResolver, type TxtResolver } from './dnsTxtResolver.ts';
import { AttemptCounters } from '../auth/attemptCounters.ts';
import { MasterLoginAuditLog } from './masterLoginAudit.ts';
import { MasterLoginService } from './masterLoginService.ts';
import { productName } from '@chatmill/sdk/contracts';
import { registrationOpen } from './registrationRule.ts';
import { resellerStatus, requireReseller, managesBrand } from './resellers.ts';
import * as s from '@chatmill/sdk/contracts';
import { TextCatalogue } from './textCatalogue.ts';

export interface WhitelabelDeps {
  settings: Settings;
  brands: BrandDirectory;
  brandPlugins: BrandPlugins;
  /** The brands' own values of plugins' brand-level settings. */
  brandSettings: BrandPluginSettings;
  plugins: PluginHost;
  /** DNS look-ups for domain verification; the settings' DNS_SERVERS unless a caller gives one. */
  resolver?: TxtResolver;
  texts?: TextCatalogue;
}

const tag = 'White-label';

type Ctx = RouteContext<unknown, unknown, unknown>;

function requestBrand(ctx: Ctx): BrandInfo {
  return ctx.services.resolve<BrandInfo>(CURRENT_BRAND);
}

/**
 * White-label brands (spec 3, 3-8; spec 1, 2.4, 4.1 and 6): a reseller's brand settings and
 * domain proof, the brand's plugins and client accounts (clientRoutes.ts), the platform
 * admin's list of every brand, and the master password with its audit log. Resellers manage
 * their brand from the platform's own host; their clients use it on the brand's verified domain.
 */
export function whitelabelRoutes(deps: WhitelabelDeps): AnyRoute[] {
  const { settings, brands, brandPlugins, brandSettings, plugins } = deps;
  const resolver = deps.resolver ?? dnsTxtResolver(settings.dnsServers);
  const texts = deps.texts ?? new TextCatalogue();
  const { name, shortName, domain } = settings.defaultBrand;
  const settingsBody = s.brandSettingsBody({
    providerNames: [name, shortName, productName],
    platformDomains: [domain.toLowerCase(), 'localhost'],
    isTextKey: (key) => texts.has(key),
  });

  const service = (ctx: Ctx) => new BrandSettingsService({ em: ctx.em, brands, features: plugins.features, usage: ctx.usage });
  const usageService = (ctx: Ctx) => ctx.services.resolve(UsageService);

  /** The caller's brand, for the reseller's routes (FORBIDDEN and the like for anyone else). */
  async function reseller(ctx: Ctx, write: boolean) {
    const user = await requireReseller(ctx.em, usageService(ctx), ctx.user, requestBrand(ctx));
    if (write && user.expired) throw new AppError('PACKAGE_EXPIRED', accountExpired);
    return { user, settings: service(ctx) };
  }

  async function savedBrand(ctx: Ctx, write: boolean) {
    const { user, settings: brandSettings } = await reseller(ctx, write);
    const brand = await brandSettings.own(user.accountId);
    if (!brand) throw new AppError('UNPROCESSABLE', 'Save the white-label settings first.');
    return { user, brand, brandSettings };
  }

  /** A plugin id that names no plugin with settings a brand may set is NOT_FOUND, before anything about the caller's brand. */
  function requireBrandSettings(pluginId: string): void {
    if (!brandSettings.has(pluginId)) throw new AppError('NOT_FOUND', 'This plugin has no settings a brand may set.');
  }

  return [
    defineRoute({
      method: 'GET',
      path: '/api/whitelabel/current',
      tag,
      summary: "This host's brand as the sign-in screens show it, and whether sign-up is open here",
      access: 'public',
      response: s.currentBrandResponse,
      handler: async (ctx) => {
        const brand = requestBrand(ctx);
        return {
          id: brand.id,
          name: brand.name,
          shortName: brand.shortName,
          logoUrl: brand.logoUrl,
          theme: brand.theme,
          siteTitle: brand.siteTitle,
          whitelabel: brand.whitelabel,
          registrationOpen: registrationOpen(brand),
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/whitelabel/brand',
      tag,
      summary: "The caller's own white-label brand (null before the first save), and whether they may have one",
      access: 'session',
      response: s.ownBrandResponse,
      handler: async (ctx) => {
        const user = ctx.user!;
        const status = await resellerStatus(ctx.em, usageService(ctx), user, requestBrand(ctx));
        if (!status.eligible) return { eligible: false, reason: status.reason, brand: null };
        const brand = await service(ctx).own(user.accountId);
        return { eligible: true, reason: null, brand: brand ? toSettingsView(brand) : null };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/whitelabel/brand',
      tag,
      summary: 'Save the white-label settings; the first save creates the brand and counts one use of the white-label feature',
      description:
        'A changed domain must be verified again. Leave `masterPassword` out to keep the stored one; null removes it. ' +
        'The custom header, body and footer code is stored for the brand’s public pages and never served on the dashboard.',
      access: 'session',
      body: settingsBody,
      response: s.brandSettingsView,
      errors: ['FORBIDDEN', 'FEATURE_NOT_IN_PACKAGE', 'LIMIT_REACHED', 'PACKAGE_EXPIRED', 'CONFLICT'],
      handler: async (ctx) => {
        const { user, settings: brandSettings } = await reseller(ctx, true);
        return toSettingsView(await brandSettings.save(user, ctx.body));
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/whitelabel/brand/verify-domain',
      tag,
      summary: 'Check the TXT record of _chatmill-challenge.<domain>: verified when one of its values is the challenge',
      description: "A failed check answers verified false with the title 'FAILED!' and the record expected; it never un-verifies a brand.",
      access: 'session',
      response: s.verifyDomainResponse,
      errors: ['FORBIDDEN', 'FEATURE_NOT_IN_PACKAGE', 'PACKAGE_EXPIRED', 'UNPROCESSABLE', 'CONFLICT', 'SERVICE_UNAVAILABLE'],
      handler: async (ctx) => {
        const { brand, brandSettings } = await savedBrand(ctx, true);
        const check = await brandSettings.verify(brand, resolver);
        const found = check.found.length ? check.found.map((value) => `"${value}"`).join(', ') : 'no TXT record';
        return {
          verified: check.verified,
          title: check.verified ? 'Verified' : 'FAILED!',
          message: check.verified
            ? `${check.brand.domain} is verified: its users now reach ${check.brand.name}.`
            : `Add a TXT record named ${check.expected.name} with the value ${check.expected.value}. The DNS answered: ${found}.`,
          expected: check.expected,
          found: check.found,
          brand: toSettingsView(check.brand),
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/whitelabel/brand/plugins',
      tag,
      summary: "Every installed plugin and whether it is on for the caller's brand (switch with PUT /api/plugins/:pluginId and its brandId)",
      access: 'session',
      response: s.brandPluginsResponse,
      errors: ['FORBIDDEN', 'FEATURE_NOT_IN_PACKAGE', 'UNPROCESSABLE'],
      handler: async (ctx) => {
        const { brand } = await savedBrand(ctx, false);
        const disabled = await brandPlugins.disabledFor(ctx.em, brand.id);
        return {
          items: plugins.plugins.map(({ plugin }) => ({
            id: plugin.id,
            name: plugin.name,
            version: plugin.version,
            enabled: !disabled.has(plugin.id),
            hasSettings: brandSettings.has(plugin.id),
          })),
        };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/whitelabel/brand/plugins/:pluginId/settings',
      tag,
      summary: "The plugin's settings the caller's brand may set, with the server's values (never a secret's)",
      access: 'session',
      params: s.brandPluginParams,
      response: s.brandPluginSettingsResponse,
      errors: ['FORBIDDEN', 'FEATURE_NOT_IN_PACKAGE', 'UNPROCESSABLE', 'NOT_FOUND'],
      handler: async (ctx) => {
        requireBrandSettings(ctx.params.pluginId);
        const { brand } = await savedBrand(ctx, false);
        return { pluginId: ctx.params.pluginId, fields: await brandSettings.fields(ctx.em, brand.id, ctx.params.pluginId) };
      },
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/whitelabel/brand/plugins/:pluginId/settings',
      tag,
      summary: "Sets the caller's brand's own values of the plugin's settings (null: back to the server's value)",
      access: 'session',
      params: s.brandPluginParams,
      body: s.brandPluginSettingsBody,
      response: s.brandPluginSettingsResponse,
      errors: ['FORBIDDEN', 'FEATURE_NOT_IN_PACKAGE', 'UNPROCESSABLE', 'NOT_FOUND', 'PACKAGE_EXPIRED', 'VALIDATION_FAILED'],
      handler: async (ctx) => {
        const { pluginId } = ctx.params;
        requireBrandSettings(pluginId);
        const { brand } = await savedBrand(ctx, true);
        await ctx.em.transactional((tx) => brandSettings.save(tx, brand.id, pluginId, ctx.body.values));
        return { pluginId, fields: await brandSettings.fields(ctx.em, brand.id, pluginId) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/whitelabel/brands',
      tag,
      summary: 'Every brand of the platform with its reseller (platform admins)',
      access: 'session',
      query: s.brandListQuery,
      response: s.brandPage,
      errors: ['FORBIDDEN'],
      handler: async (ctx) => {
        requireAdmin(ctx.user);
        return listBrands(ctx.em, ctx.query);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/whitelabel/audit-log',
      tag,
      summary: "The master-password sign-ins of the caller's brand, newest first (admins: of any brand, by brandId)",
      access: 'session',
      query: s.auditLogQuery,
      response: s.auditLogPage,
      errors: ['FORBIDDEN', 'FEATURE_NOT_IN_PACKAGE', 'NOT_FOUND'],
      handler: async (ctx) => {
        const { query } = ctx;
        const user = ctx.user!;
        let brandId: number | null;
        if (query.brandId !== undefined) {
          const brand = await ctx.em.findOne(BrandSchema, { id: query.brandId });
          if (!brand || !managesBrand(user, brand)) throw new AppError('NOT_FOUND', `There is no brand ${query.brandId} of yours.`);
          brandId = brand.id;
        } else {
          const { user: owner, settings: brandSettings } = await reseller(ctx, false);
          brandId = (await brandSettings.own(owner.accountId))?.id ?? null;
        }
        const page = brandId === null ? { items: [], total: 0 } : await new MasterLoginAuditLog(ctx.em).page(brandId, query.page, query.pageSize);
        return { ...page, page: query.page, pageSize: query.pageSize };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/whitelabel/master-login',
      tag: 'Sign-in',
      summary: "Sign in as a client of this host's brand with the brand's master password; every use is audited",
      access: 'public',
      body: s.masterLoginBody,
      response: userResponse,
      errors: ['INVALID_CREDENTIALS', 'FORBIDDEN', 'RATE_LIMITED'],
      handler: async (ctx) => {
        const service = new MasterLoginService({
          em: ctx.em,
          sessions: ctx.services.resolve(SessionService),
          audit: new MasterLoginAuditLog(ctx.em),
          counters: ctx.services.resolve(AttemptCounters),
          limits: settings.loginRateLimit,
        });
        const signedIn = await service.signIn(requestBrand(ctx), {
          email: ctx.body.email,
          masterPassword: ctx.body.masterPassword,
          ip: ctx.http.ip,
          userAgent: ctx.http.userAgent,
          actorUserId: ctx.user?.id ?? null,
        });
        setSessionCookie(ctx.http, settings, signedIn.token);
        return { user: await loadRequestUser(ctx.em, signedIn.userId, true) };
      },
    }),
    ...clientRoutes(),
  ];
}
