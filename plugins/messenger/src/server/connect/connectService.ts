import { randomBytes } from 'node:crypto';
import { AppError, type RouteContext } from '@chatmill/sdk';
import { sameSecret } from '@chatmill/sdk/webhooks';
import { accountsPath, featureIds } from '../../common/ids.ts';
import { messages, type ConnectError } from '../../common/messages.ts';
import { graphFor } from '../graph/graphClient.ts';
import { GraphApiError } from '../graph/graphError.ts';
import { sealPageToken, userTokenPurpose } from '../pages/pageTokens.ts';
import { PageStore } from '../pages/pageStore.ts';
import { configuredSettings } from '../settings.ts';
import { facebookUser, loginDialogUrl, managedPages, userTokenFromCode } from './facebookLogin.ts';

type Ctx = RouteContext<unknown, unknown, unknown>;

/** The state of a sign-in in progress, in a cookie only the callback reads: it ties Facebook's answer to this browser. */
const stateCookie = 'messenger_login';
const cookiePath = '/api/messenger/connect';

const redirectUri = (ctx: Ctx) => `${ctx.publicUrl}/api/messenger/connect/callback`;

/** Starts Facebook Login for Business: where to send the browser. */
export function startConnect(ctx: Ctx): { url: string } {
  const settings = configuredSettings(ctx);
  const state = randomBytes(24).toString('base64url');
  ctx.http.setCookie(stateCookie, state, { maxAgeSeconds: 600, httpOnly: true, sameSite: 'lax', path: cookiePath });
  return { url: loginDialogUrl(settings, redirectUri(ctx), state) };
}

interface CallbackQuery {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
  error_description?: string | undefined;
}

/**
 * Facebook's redirect back: the code becomes a long-lived user token, the user and the pages
 * they manage are stored (tokens sealed), and the browser goes to the Facebook accounts screen,
 * which says how many pages were found or what went wrong. Nothing is connected yet: the owner
 * picks the pages there.
 */
export async function finishConnect(ctx: Ctx, query: CallbackQuery): Promise<void> {
  const back = (outcome: { found: number } | { error: ConnectError; reason?: string }) => {
    const params = new URLSearchParams(
      'found' in outcome ? { found: String(outcome.found) } : { error: outcome.error, ...(outcome.reason ? { reason: outcome.reason } : {}) },
    );
    ctx.http.redirect(`${accountsPath}?${params}`);
  };
  const expected = ctx.http.getCookie(stateCookie);
  ctx.http.clearCookie(stateCookie, cookiePath);
  if (!expected || !query.state || !sameSecret(query.state, expected)) return back({ error: 'expired' });
  if (query.error || !query.code) return back({ error: 'cancelled' });
  const settings = configuredSettings(ctx);
  const graph = graphFor(settings);
  try {
    const userToken = await userTokenFromCode(graph, settings, redirectUri(ctx), query.code);
    const [user, pages] = await Promise.all([facebookUser(graph, userToken), managedPages(graph, userToken)]);
    const vault = ctx.vault.forAccount(ctx.user!.accountId);
    const store = new PageStore(ctx.em, ctx.user!.accountId);
    // A Facebook account is one use of the package's limit when it is new to the account: counted
    // first, outside the transaction (the usage port has its own), and given back if it was not new after all.
    const counted = !(await store.hasFacebookUser(user.id));
    if (counted) await ctx.usage.reserve(featureIds.facebookAccounts);
    try {
      const created = await ctx.em.transactional(async (em) => {
        const inTransaction = new PageStore(em, ctx.user!.accountId);
        const saved = await inTransaction.saveFacebookAccount(user, vault.seal(userTokenPurpose(user.id), userToken));
        const listed = pages.map((page) => ({ ...page, pageId: page.id, sealedToken: sealPageToken(vault, page.id, page.accessToken) }));
        await inTransaction.savePages(saved.id, listed);
        return saved.created;
      });
      if (counted && !created) await ctx.usage.release(featureIds.facebookAccounts);
    } catch (error) {
      if (counted) await ctx.usage.release(featureIds.facebookAccounts);
      throw error;
    }
    back({ found: pages.length });
  } catch (error) {
    if (error instanceof GraphApiError) return back({ error: 'failed', reason: error.message });
    if (error instanceof AppError) return back({ error: 'failed', reason: error.message });
    throw error;
  }
}
