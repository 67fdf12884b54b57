import { visibleMenu, type MenuViewer } from '../../../sdk/src/plugin/menuVisibility.ts';
import type { PluginInfo, PluginMenuItem, User } from '../api/types';
import { canAccess } from '../plugins/hostServices';
import { CORE_NS } from '../plugins/pluginText';

/** One side-menu entry; `name`, `header` and `tag` are i18n keys in `ns` (or plain text). */
export interface NavEntry {
  key: string;
  ns: string;
  name: string;
  url: string;
  /** Opens an address outside the dashboard in a new tab. */
  external?: boolean | undefined;
  icon: string;
  tag?: string | undefined;
  children: NavEntry[];
}

export interface NavGroup {
  key: string;
  header: { ns: string; text: string } | null;
  entries: NavEntry[];
}

const CORE_GROUP: NavGroup = {
  key: 'core',
  header: { ns: CORE_NS, text: 'layout.nav.home' },
  entries: [
    { key: 'core:/', ns: CORE_NS, name: 'layout.nav.dashboard', url: '/', icon: 'pi pi-home', children: [] },
    { key: 'core:/developers/api', ns: CORE_NS, name: 'layout.nav.apiReference', url: '/developers/api', icon: 'pi pi-code', children: [] },
  ],
};

/**
 * A core screen's menu entry and what it needs (spec 2.4): a slug the user may read, the admin
 * role, or to be a reseller: an owner the platform referred (or an admin).
 */
interface CoreItem {
  name: string;
  url: string;
  icon: string;
  /** A permission slug, or 'admin' / 'reseller' for the items of those roles. */
  slug: string;
}

const MY_ACCOUNT: CoreItem[] = [
  { name: 'layout.nav.accountSettings', url: '/my-account/user-settings', icon: 'pi pi-user', slug: 'my-account/user-settings' },
  { name: 'layout.nav.pluginSettings', url: '/my-account/settings', icon: 'pi pi-cog', slug: 'my-account/user-settings' },
  { name: 'layout.nav.teamMembers', url: '/team-members', icon: 'pi pi-users', slug: 'team-members' },
  { name: 'layout.nav.accessLevels', url: '/access-levels', icon: 'pi pi-lock', slug: 'access-levels' },
];

/** Spec 1, menu "Audience: ... custom variables": the core's own audience screens (plugins add theirs under their headers). */
const AUDIENCE: CoreItem[] = [
  { name: 'layout.nav.customVariables', url: '/utilities/custom-variables', icon: 'pi pi-database', slug: 'utilities/custom-variables' },
];

/** Spec 1, 2.4: Integrations comes after the plugins' sections (… Contacts, Utilities) and before Admin. */
const INTEGRATIONS: CoreItem[] = [{ name: 'layout.nav.integrations', url: '/integrations', icon: 'pi pi-link', slug: 'integrations' }];

// Spec 2.4: the Admin header shows only to accounts the platform referred (and the platform's admins).
const ADMIN: CoreItem[] = [
  { name: 'layout.nav.adminDashboard', url: '/admin', icon: 'pi pi-chart-bar', slug: 'admin' },
  { name: 'layout.nav.packages', url: '/admin/packages', icon: 'pi pi-box', slug: 'admin' },
  { name: 'layout.nav.notifications', url: '/admin/notifications', icon: 'pi pi-bell', slug: 'admin' },
  { name: 'layout.nav.mailbox', url: '/admin/mailbox', icon: 'pi pi-inbox', slug: 'admin' },
  { name: 'layout.nav.whitelabelSettings', url: '/whitelabel-settings', icon: 'pi pi-palette', slug: 'reseller' },
];

export function isAdminUser(user: User | null): boolean {
  return user !== null && (Number(user.id) === 1 || user.userType === 'Admin');
}

/** Referred by the platform itself (user 1), not by a reseller (spec 2.4 "referred_by equals 1"). */
function platformReferred(user: User | null): boolean {
  return user?.referredBy === 1;
}

function coreItemShown(item: CoreItem, user: User | null): boolean {
  if (item.slug === 'admin') return isAdminUser(user);
  // The reseller's own screen: the owner decides alone; the server checks the package.
  if (item.slug === 'reseller') return isAdminUser(user) || (platformReferred(user) && user?.accessType === 'owner' && !user.proxy);
  return canAccess(user, item.slug, 'read');
}

// The same entry object every time, so the menu's memoised items are not redrawn when only the plugins changed.
const coreEntries = new Map<CoreItem, NavEntry>();

function coreEntry(item: CoreItem): NavEntry {
  let entry = coreEntries.get(item);
  if (!entry) {
    entry = { key: `core:${item.url}`, ns: CORE_NS, name: item.name, url: item.url, icon: item.icon, children: [] };
    coreEntries.set(item, entry);
  }
  return entry;
}

function coreGroup(key: string, header: string, items: readonly CoreItem[], user: User | null): NavGroup | null {
  const entries = items.filter((item) => coreItemShown(item, user)).map(coreEntry);
  return entries.length ? { key, header: { ns: CORE_NS, text: header }, entries } : null;
}

function toEntry(ns: string, item: PluginMenuItem, parentKey: string): NavEntry {
  const key = `${parentKey}>${item.url}|${item.name}`;
  const children = (item.submenu ?? []).map((child) => toEntry(ns, child, key));
  return { key, ns, name: item.name, url: item.url, external: item.external, icon: item.icon, tag: item.tag, children };
}

/**
 * The side menu: the core items, then every plugin's items under their headers (items of
 * several plugins with the same header share one group), in the order the server lists them.
 */
export function buildMenu(plugins: readonly PluginInfo[], user: User | null, whitelabel: boolean): NavGroup[] {
  const viewer: MenuViewer = { whitelabel, proxy: user?.proxy === true, referredBy: user?.referredBy ?? null };
  const groups: NavGroup[] = [CORE_GROUP];
  const byHeader = new Map<string, NavGroup>();
  const account = coreGroup('core:my-account', 'layout.nav.myAccount', MY_ACCOUNT, user);
  if (account) groups.push(account);
  const audience = coreGroup('core:audience', 'layout.nav.audience', AUDIENCE, user);
  if (audience) groups.push(audience);
  for (const plugin of plugins) {
    // The server sends the menu this user may see; the same rule runs again here with the
    // session the shell holds, so a permission change seen over the socket shows at once.
    for (const item of visibleMenu(plugin.web?.menu ?? [], (slug) => canAccess(user, slug, 'read'), viewer)) {
      const entry = toEntry(plugin.id, item, plugin.id);
      const header = item.header?.trim() ?? '';
      let group = byHeader.get(header);
      if (!group) {
        group = { key: `header:${header}`, header: header ? { ns: plugin.id, text: header } : null, entries: [] };
        byHeader.set(header, group);
        groups.push(group);
      }
      group.entries.push(entry);
    }
  }
  const integrations = coreGroup('core:integrations', 'layout.nav.integrations', INTEGRATIONS, user);
  if (integrations) groups.push(integrations);
  const admin = isAdminUser(user) || platformReferred(user) ? coreGroup('core:admin', 'layout.nav.admin', ADMIN, user) : null;
  if (admin) groups.push(admin);
  return groups;
}

/** Whether `pathname` is the entry's page or one below it. */
export function isWithin(url: string, pathname: string): boolean {
  if (url === '/') return pathname === '/';
  return pathname === url || pathname.startsWith(`${url}/`);
}

export function containsPath(entry: NavEntry, pathname: string): boolean {
  return isWithin(entry.url, pathname) || entry.children.some((child) => containsPath(child, pathname));
}
