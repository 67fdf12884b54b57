import type { MenuAudience, MenuItem } from './manifest.ts';

/** What decides, besides permissions, whether a viewer sees a menu item (spec 1, 2.4). */
export interface MenuViewer {
  /** The request's brand is a reseller's white label. */
  whitelabel: boolean;
  /** Signed in with the reseller's master password. */
  proxy: boolean;
  /** The account's referred_by (null: nobody referred it). */
  referredBy: number | null;
}

const everyAudience: readonly MenuAudience[] = ['whitelabel', 'proxy', 'non-referred'];

/** The audiences the item is hidden from: external items from all of them (spec 1, 2.4). */
export function audiencesHiddenFrom(item: Pick<MenuItem, 'external' | 'hiddenFor'>): readonly MenuAudience[] {
  return item.external ? everyAudience : (item.hiddenFor ?? []);
}

/** The audiences the viewer belongs to. */
export function viewerAudiences(viewer: MenuViewer): MenuAudience[] {
  const audiences: MenuAudience[] = [];
  if (viewer.whitelabel) audiences.push('whitelabel');
  if (viewer.proxy) audiences.push('proxy');
  if (viewer.referredBy === null) audiences.push('non-referred');
  return audiences;
}

/** Whether the item's audience rule lets the viewer see it; permissions are checked apart. */
export function shownToViewer(item: Pick<MenuItem, 'external' | 'hiddenFor'>, viewer: MenuViewer): boolean {
  const hidden = audiencesHiddenFrom(item);
  return !viewerAudiences(viewer).some((audience) => hidden.includes(audience));
}

/**
 * The menu a viewer sees (spec 1, 2.4): an item shows if the viewer may read its slug and its
 * audience rule lets them see it. A group whose own page they may not read still shows when
 * they may read one of its pages, and then leads to the first of them (a level with only
 * 'Subscribers: Read' finds Subscribers under its plugin). The server and the shell both use this.
 */
export function visibleMenu(items: readonly MenuItem[], canRead: (slug: string) => boolean, viewer: MenuViewer): MenuItem[] {
  const shown: MenuItem[] = [];
  for (const item of items) {
    if (!shownToViewer(item, viewer)) continue;
    const submenu = item.submenu ? visibleMenu(item.submenu, canRead, viewer) : undefined;
    if (canRead(item.slug)) shown.push(submenu ? { ...item, submenu } : item);
    else if (submenu?.[0]) shown.push({ ...item, url: submenu[0].url, submenu });
  }
  return shown;
}
