import type { GraphClient } from '../graph/graphClient.ts';
import type { MessengerSettings } from '../settings.ts';

/**
 * Facebook Login for Business, as Meta documents the manual flow ("Manually Build a Login
 * Flow"): the login dialog, the code exchanged for a user token, that token exchanged for a
 * long-lived one (so that the page tokens read with it do not expire), then the user's pages.
 */

/** What the app asks for when no Login for Business configuration names it (`config_id`). */
export const loginScopes = [
  'pages_show_list',
  'pages_messaging',
  'pages_manage_metadata',
  'pages_read_engagement',
  'pages_manage_engagement',
  'business_management',
  'instagram_basic',
  'instagram_manage_messages',
  'instagram_manage_comments',
] as const;

export interface FacebookUser {
  id: string;
  name: string;
  email: string | null;
  picture: string | null;
}

export interface ManagedPage {
  id: string;
  name: string;
  category: string | null;
  picture: string | null;
  accessToken: string;
  instagram: { id: string; username: string; picture: string | null } | null;
}

/** The dialog the browser is sent to; Facebook sends it back to `redirectUri` with `code` and `state`. */
export function loginDialogUrl(settings: MessengerSettings, redirectUri: string, state: string): string {
  const url = new URL(`${settings.loginDialogBase.replace(/\/$/, '')}/${settings.graphApiVersion}/dialog/oauth`);
  url.searchParams.set('client_id', settings.appId ?? '');
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('state', state);
  url.searchParams.set('response_type', 'code');
  if (settings.loginConfigId) url.searchParams.set('config_id', settings.loginConfigId);
  else url.searchParams.set('scope', loginScopes.join(','));
  return url.toString();
}

/** The code for a long-lived user token (two calls: the exchange, then `fb_exchange_token`). */
export async function userTokenFromCode(graph: GraphClient, settings: MessengerSettings, redirectUri: string, code: string): Promise<string> {
  const app = { client_id: settings.appId ?? '', client_secret: settings.appSecret ?? '' };
  const short = await graph.get<{ access_token: string }>('oauth/access_token', null, { ...app, redirect_uri: redirectUri, code });
  const long = await graph.get<{ access_token: string }>('oauth/access_token', null, {
    ...app,
    grant_type: 'fb_exchange_token',
    fb_exchange_token: short.access_token,
  });
  return long.access_token;
}

interface PictureField {
  data?: { url?: string };
}

export async function facebookUser(graph: GraphClient, token: string): Promise<FacebookUser> {
  const me = await graph.get<{ id: string; name?: string; email?: string; picture?: PictureField }>('me', token, { fields: 'id,name,email,picture' });
  return { id: me.id, name: me.name ?? me.id, email: me.email ?? null, picture: me.picture?.data?.url ?? null };
}

interface AccountsAnswer {
  data: Array<{
    id: string;
    name?: string;
    category?: string;
    access_token?: string;
    picture?: PictureField;
    instagram_business_account?: { id: string; username?: string; profile_picture_url?: string };
  }>;
  paging?: { cursors?: { after?: string }; next?: string };
}

/** A user with more pages than this is read up to here: the dialog lets them pick fewer. */
const maxPages = 1_000;

/** The pages the user manages, with their page tokens and linked Instagram professional accounts, every page of the answer. */
export async function managedPages(graph: GraphClient, token: string): Promise<ManagedPage[]> {
  const pages: ManagedPage[] = [];
  let after: string | undefined;
  do {
    const answer: AccountsAnswer = await graph.get<AccountsAnswer>('me/accounts', token, {
      fields: 'id,name,category,access_token,picture,instagram_business_account{id,username,profile_picture_url}',
      limit: '100',
      ...(after ? { after } : {}),
    });
    for (const page of answer.data) {
      // A page the user may see but not act for comes without a token: it cannot be connected.
      if (!page.access_token) continue;
      const instagram = page.instagram_business_account;
      pages.push({
        id: page.id,
        name: page.name ?? page.id,
        category: page.category ?? null,
        picture: page.picture?.data?.url ?? null,
        accessToken: page.access_token,
        instagram: instagram ? { id: instagram.id, username: instagram.username ?? instagram.id, picture: instagram.profile_picture_url ?? null } : null,
      });
    }
    after = answer.paging?.next ? answer.paging.cursors?.after : undefined;
  } while (after && pages.length < maxPages);
  return pages;
}
