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
