import { describe, expect, it } from '@jest/globals';
import { menuItem, type MenuItem } from './manifest.ts';
import { shownToViewer, visibleMenu, type MenuViewer } from './menuVisibility.ts';

const page: MenuItem = { name: 'Tickets', url: '/support-center', slug: 'help/tickets', icon: 'pi pi-ticket' };
const tutorials: MenuItem = { ...page, name: 'Video Tutorials', url: '/video-tutorials', hiddenFor: ['whitelabel'] };
const external: MenuItem = { ...page, name: 'Help Center', url: 'https://help.example.com', external: true };
const platformUser: MenuViewer = { whitelabel: false, proxy: false, referredBy: 1 };

describe('menu audiences (spec 1, 2.4)', () => {
  it('shows everything to a referred user on the platform brand', () => {
    expect([page, tutorials, external].map((item) => shownToViewer(item, platformUser))).toEqual([true, true, true]);
  });

  it('hides whitelabel-only removals and external items on a whitelabel brand', () => {
    const client: MenuViewer = { whitelabel: true, proxy: false, referredBy: 7 };
    expect([page, tutorials, external].map((item) => shownToViewer(item, client))).toEqual([true, false, false]);
  });

  it('hides external items from proxy and from non-referred users, and nothing else', () => {
    for (const viewer of [
      { ...platformUser, proxy: true },
      { ...platformUser, referredBy: null },
    ]) {
      expect([page, tutorials, external].map((item) => shownToViewer(item, viewer))).toEqual([true, true, false]);
    }
  });

  it('takes an https address only for external items, and a path for the others', () => {
    expect(menuItem.safeParse(external).success).toBe(true);
    expect(menuItem.safeParse({ ...external, url: '/help' }).success).toBe(false);
    expect(menuItem.safeParse({ ...external, url: 'javascript:alert(1)' }).success).toBe(false);
    expect(menuItem.safeParse({ ...page, url: 'https://help.example.com' }).success).toBe(false);
    expect(menuItem.safeParse({ ...page, hiddenFor: ['everyone'] }).success).toBe(false);
  });
});

describe('visibleMenu', () => {
  const group: MenuItem = {
    name: 'Widget',
    url: '/w/accounts',
    slug: 'w/accounts',
    icon: 'pi pi-comments',
    submenu: [
      { name: 'Accounts', url: '/w/accounts', slug: 'w/accounts', icon: 'pi pi-desktop' },
      { name: 'Subscribers', url: '/w/subscribers', slug: 'w/subscribers', icon: 'pi pi-users' },
    ],
  };
  const viewer: MenuViewer = { whitelabel: false, proxy: false, referredBy: 1 };

  it('shows a group for a level that may read only one of its pages, leading to that page', () => {
    const menu = visibleMenu([group], (slug) => slug === 'w/subscribers', viewer);
    expect(menu).toEqual([{ ...group, url: '/w/subscribers', submenu: [group.submenu![1]] }]);
  });

  it('keeps the whole group for a reader of everything, and drops it for a reader of nothing', () => {
    expect(visibleMenu([group], () => true, viewer)).toEqual([group]);
    expect(visibleMenu([group], () => false, viewer)).toEqual([]);
  });
});
