import { AppError, isUniqueViolation, type RouteContext } from '@chatmill/sdk';
import { featureIds } from '../../common/ids.ts';
import { messages } from '../../common/messages.ts';
import type { FacebookAccountView, PageView } from '../../common/schemas/pages.ts';
import { graphFor } from '../graph/graphClient.ts';
import { GraphApiError } from '../graph/graphError.ts';
import { appConfigured, configuredSettings, messengerSettings } from '../settings.ts';
import { PageStore, type PageRow } from './pageStore.ts';
import { subscribePage, unsubscribePage } from './pageSubscription.ts';
import { openPageToken } from './pageTokens.ts';
import { facebookAccountViews, pageView } from './pageViews.ts';

type Ctx = RouteContext<unknown, unknown, unknown>;

/**
 * Connecting a page: it counts against the package's pages (and Instagram accounts, when one is
 * linked) first, then takes the page for this account (a unique index makes sure no other
 * account has it), then subscribes the app to its webhooks; if Facebook refuses, all of it is
 * undone. Disconnecting reverses the three.
 */
export class PageService {
  readonly #ctx: Ctx;
  readonly #store: PageStore;

  constructor(ctx: Ctx) {
    this.#ctx = ctx;
    this.#store = PageStore.of(ctx);
  }

  async list(): Promise<{ configured: boolean; items: FacebookAccountView[] }> {
    const settings = messengerSettings.of(this.#ctx);
    const [accounts, pages] = await Promise.all([this.#store.facebookAccounts(), this.#store.pages()]);
    return { configured: Boolean(settings.appId && settings.appSecret), items: facebookAccountViews(accounts, pages) };
  }

  async connect(id: number): Promise<PageView> {
    const page = await this.#page(id);
    if (page.connected) return pageView(page);
    if (!page.valid_access_token) throw new AppError('UNPROCESSABLE', messages.reconnect);
    if (await this.#store.connectedElsewhere(page)) throw new AppError('CONFLICT', messages.connectedElsewhere);
    const uses = this.#uses(page);
    for (const [index, use] of uses.entries()) {
      try {
        await this.#ctx.usage.reserve(use);
      } catch (error) {
        for (const counted of uses.slice(0, index)) await this.#ctx.usage.release(counted);
        throw error;
      }
    }
    try {
      await this.#store.setConnected(page.id, true);
      await subscribePage(this.#graph(), page.page_id, this.#token(page));
    } catch (error) {
      await this.#store.setConnected(page.id, false).catch(() => undefined);
      for (const use of uses) await this.#ctx.usage.release(use);
      throw await this.#refusal(page, error);
    }
    return pageView({ ...page, connected: true });
  }

  async disconnect(id: number): Promise<PageView> {
    const page = await this.#page(id);
    if (!page.connected) return pageView(page);
    try {
      await unsubscribePage(this.#graph(), page.page_id, this.#token(page));
    } catch (error) {
      // A token Facebook no longer takes cannot unsubscribe, and no longer lets the app act for the page either: disconnect all the same.
      if (!(error instanceof GraphApiError && error.kind === 'tokenInvalid')) throw await this.#refusal(page, error);
    }
    await this.#store.setConnected(page.id, false);
    for (const use of this.#uses(page)) await this.#ctx.usage.release(use);
    return pageView({ ...page, connected: false });
  }

  async setBotEnabled(id: number, enabled: boolean): Promise<PageView> {
    const page = await this.#page(id);
    await this.#store.setBotEnabled(page.id, enabled);
    return pageView({ ...page, bot_enabled: enabled });
  }

  async removeFacebookAccount(id: number): Promise<{ id: number }> {
    if (!(await this.#store.facebookAccount(id))) throw new AppError('NOT_FOUND', messages.noSuchFacebookAccount);
    await this.#store.removeFacebookAccount(id);
    await this.#ctx.usage.release(featureIds.facebookAccounts);
    return { id };
  }

  async #page(id: number): Promise<PageRow> {
    const page = await this.#store.page(id);
    if (!page) throw new AppError('NOT_FOUND', messages.noSuchPage);
    return page;
  }

  /** The package features a connected page uses: the page, and its Instagram account if it has one. */
  #uses(page: PageRow): number[] {
    return page.instagram_id ? [featureIds.pages, featureIds.instagramAccounts] : [featureIds.pages];
  }

  #graph() {
    return graphFor(configuredSettings(this.#ctx));
  }

  #token(page: PageRow): string {
    return openPageToken(this.#ctx.vault.forAccount(this.#store.accountId), page.page_id, page.access_token);
  }

  /** What a failure of connecting says to the owner; a token Facebook refused marks the page. */
  async #refusal(page: PageRow, error: unknown): Promise<unknown> {
    if (isUniqueViolation(error)) return new AppError('CONFLICT', messages.connectedElsewhere);
    if (!(error instanceof GraphApiError)) return error;
    if (error.kind === 'tokenInvalid') {
      await this.#store.markTokenInvalid(page.id);
      return new AppError('UNPROCESSABLE', messages.reconnect);
    }
    return new AppError(error.retryable ? 'SERVICE_UNAVAILABLE' : 'UNPROCESSABLE', messages.subscribeFailed(error.message));
  }
}
