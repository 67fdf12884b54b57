import type { FacebookAccountView, PageView } from '../../common/schemas/pages.ts';
import type { FacebookAccountRow, PageRow } from './pageStore.ts';

/** Spec 2, 3: the synthetic account always appended to the list; here it holds the connected pages whose Facebook user was removed. */
export const businessAccountUserName = 'Business Account User';

export function pageView(row: PageRow): PageView {
  return {
    id: row.id,
    pageId: row.page_id,
    name: row.name,
    category: row.category,
    picture: row.picture,
    connected: row.connected,
    botEnabled: row.bot_enabled,
    validAccessToken: row.valid_access_token,
    instagram: row.instagram_id ? { id: row.instagram_id, username: row.instagram_username ?? row.instagram_id, picture: row.instagram_picture } : null,
  };
}

/** Each Facebook user with their pages, then the Business Account User with the pages of none. */
export function facebookAccountViews(accounts: readonly FacebookAccountRow[], pages: readonly PageRow[]): FacebookAccountView[] {
  const pagesOf = (id: number | null) => pages.filter((page) => page.facebook_account_id === id).map(pageView);
  return [
    ...accounts.map((account) => ({
      id: account.id,
      fbUserId: account.fb_user_id,
      name: account.name,
      email: account.email,
      picture: account.picture,
      validAccessToken: account.valid_access_token,
      businessAccountUser: false,
      pages: pagesOf(account.id),
    })),
    {
      id: null,
      fbUserId: null,
      name: businessAccountUserName,
      email: null,
      picture: null,
      validAccessToken: true,
      businessAccountUser: true,
      pages: pagesOf(null),
    },
  ];
}
