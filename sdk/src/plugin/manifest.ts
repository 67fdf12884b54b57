import { z } from 'zod';
import semver from 'semver';

/**
 * What a plugin declares about itself. The host checks it with this schema at start and
 * leaves out (with a message naming the plugin and the field) any plugin that breaks it.
 */
export const pluginId = z.string().regex(/^[a-z][a-z0-9-]{1,39}$/, 'lower-case letters, digits and dashes, starting with a letter (2 to 40 characters)');

export const permissionSlug = z.string().regex(/^[a-z0-9][a-z0-9/_-]{0,99}$/, 'a route slug such as contacts/contact-list');

export const permissionAction = z.enum(['read', 'edit', 'create', 'delete']);
export type PermissionAction = z.output<typeof permissionAction>;

/** A package feature with a usage limit, added to the feature-limit catalogue (spec 1, 3.8). */
export const featureDefinition = z.strictObject({
  id: z.number().int().positive(),
  name: z.string().min(1).max(120),
  period: z.enum(['month', 'year', 'lifetime']),
});
export type FeatureDefinition = z.output<typeof featureDefinition>;

export const permissionDefinition = z.strictObject({ slug: permissionSlug, name: z.string().min(1).max(120) });
export type PermissionDefinition = z.output<typeof permissionDefinition>;

/**
 * Viewers who do not see a menu item although they may read its slug (spec 1, 2.4): users on a
 * reseller's brand, users signed in with the reseller's master password, and accounts nobody
 * referred. External items are hidden from all three.
 */
export const menuAudience = z.enum(['whitelabel', 'proxy', 'non-referred']);
export type MenuAudience = z.output<typeof menuAudience>;

export interface MenuItem {
  /** Section header the item appears under, e.g. 'Contacts'. */
  header?: string | undefined;
  /** i18n key in the plugin's namespace, or plain text. */
  name: string;
  /** A dashboard path, or for an external item an https address. */
  url: string;
  /** Outside the dashboard (help centre, single sign-on): opens in a new tab. */
  external?: boolean | undefined;
  /** Who does not see the item besides the permission check (external items: everyone listed). */
  hiddenFor?: MenuAudience[] | undefined;
  /** The permission slug the user must be able to read for the item to show. */
  slug: string;
  /** A PrimeIcons name such as 'pi pi-users'. */
  icon: string;
  tag?: string | undefined;
  submenu?: MenuItem[] | undefined;
}

export const menuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z
    .strictObject({
      header: z.string().max(60).optional(),
      name: z.string().min(1).max(80),
      url: z.string().max(500),
      external: z.boolean().optional(),
      hiddenFor: z.array(menuAudience).max(3).optional(),
      slug: permissionSlug,
      icon: z.string().max(60),
      tag: z.string().max(20).optional(),
      submenu: z.array(menuItem).max(30).optional(),
    })
    .superRefine((item, ctx) => {
      const valid = item.external ? /^https:\/\/[^\s]+$/.test(item.url) : item.url.startsWith('/');
      if (!valid) ctx.addIssue({ code: 'custom', path: ['url'], message: item.external ? 'an https address for an external item' : 'a path starting with /' });
    }),
);

export const webRoute = z.strictObject({
  /** Dashboard path, e.g. `/contacts/contact-list`; `:name` parameters allowed. */
  path: z.string().regex(/^\/[a-z0-9/:_-]*$/i, 'a dashboard path starting with /'),
  /** Route name, an i18n key in the plugin's namespace or plain text. */
  name: z.string().min(1).max(80),
  slug: permissionSlug,
  /** Breadcrumbs after Home: section, then page. */
  breadcrumbs: z.array(z.string().min(1).max(80)).min(1).max(4),
});
export type WebRoute = z.output<typeof webRoute>;

export const webPanel = z.strictObject({ id: z.string().regex(/^[a-z0-9-]{1,40}$/), title: z.string().min(1).max(80), slug: permissionSlug });
export type WebPanel = z.output<typeof webPanel>;

export const manifestSchema = z.strictObject({
  id: pluginId,
  name: z.string().min(1).max(80),
  version: z.string().refine((v) => semver.valid(v) !== null, 'a semantic version such as 1.2.3'),
  /** The SDK versions this plugin works with, as a semver range such as ^0.1.0. */
  sdk: z.string().refine((v) => semver.validRange(v) !== null, 'a semver range such as ^0.1.0'),
  /** Ids of the plugins this one needs; they start first. */
  requires: z.array(pluginId).max(20).default([]),
  features: z.array(featureDefinition).max(50).default([]),
  permissions: z.array(permissionDefinition).max(100).default([]),
  web: z
    .strictObject({
      /** Built ES module of the web half, relative to the plugin's package folder. */
      entry: z
        .string()
        .regex(/^[\w./-]+\.js$/, 'a relative path to a .js file')
        .default('dist/web/index.js'),
      menu: z.array(menuItem).max(30).default([]),
      routes: z.array(webRoute).max(100).default([]),
      widgets: z.array(webPanel).max(20).default([]),
      settingsPanels: z.array(webPanel).max(20).default([]),
      /** Locales the web half ships besides en-US, which every plugin must ship. */
      locales: z
        .array(z.string().regex(/^[a-z]{2}(-[A-Z]{2})?$/))
        .max(30)
        .default([]),
    })
    .optional(),
});

export type PluginManifestInput = z.input<typeof manifestSchema>;
export type PluginManifest = z.output<typeof manifestSchema>;
