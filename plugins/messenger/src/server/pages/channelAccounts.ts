import type { ChannelAccountView } from '../../common/schemas/pages.ts';
import type { PageRow } from './pageStore.ts';

/** Each connected page, then its Instagram account: both are channel accounts of the messenger flow channel. */
export function channelAccountViews(pages: readonly PageRow[]): ChannelAccountView[] {
  return pages
    .filter((page) => page.connected)
    .flatMap((page) => {
      const common = { pageRowId: page.id, pageName: page.name, botEnabled: page.bot_enabled, validAccessToken: page.valid_access_token };
      const own: ChannelAccountView = { channelAccountId: page.page_id, kind: 'page', name: page.name, ...common };
      return page.instagram_id
        ? [own, { channelAccountId: page.instagram_id, kind: 'instagram' as const, name: `@${page.instagram_username ?? page.instagram_id}`, ...common }]
        : [own];
    });
}
