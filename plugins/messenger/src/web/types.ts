// Types only: importing the schemas' module for its values would bring zod into the screens.
import type { ChannelAccountView, FacebookAccountView, PageView } from '../common/schemas/pages.ts';

export type { ChannelAccountView, FacebookAccountView, PageView };

/** What GET /facebook-accounts answers. */
export interface FacebookAccountsList {
  configured: boolean;
  items: FacebookAccountView[];
}
