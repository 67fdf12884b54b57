import { AppError, type RouteContext } from '@chatmill/sdk';
import { featureIds } from '../../common/ids.ts';
import type { CommentRuleView, RecentPostView } from '../../common/schemas/commentReply.ts';
import { commentRuleBody } from '../../common/schemas/commentReply.ts';
import { connectedPage, markPageTokenInvalid, type ConnectedPage } from '../channel/channelPages.ts';
import { graphFor } from '../graph/graphClient.ts';
import { GraphApiError } from '../graph/graphError.ts';
import { openPageToken } from '../pages/pageTokens.ts';
import { messengerSettings } from '../settings.ts';
import { CommentRuleStore, commentRuleView, type CommentRuleFields } from './commentRuleStore.ts';
import { countFacebookRequest } from './facebookRequestWindow.ts';
import { flowStartOf } from './flowEntry.ts';
import { recentPosts } from './recentPosts.ts';

type Ctx = RouteContext<unknown, unknown, unknown>;
type RuleBody = ReturnType<typeof commentRuleBody.parse>;

const noSuchRule = 'No comment auto-reply rule of this account has this id.';
const noSuchAccount = 'No page or Instagram account connected to this account has this id. Connect it on the Facebook accounts screen first.';
const reconnect = "Facebook no longer accepts this page's access token. Connect the Facebook account again to renew it.";

/** The owner's comment auto-reply rules, confined to the signed-in user's account. */
export class CommentRuleService {
  readonly #ctx: Ctx;
  readonly #accountId: number;
  readonly #store: CommentRuleStore;

  constructor(ctx: Ctx) {
    this.#ctx = ctx;
    this.#accountId = ctx.user!.accountId;
    this.#store = new CommentRuleStore(ctx.em, this.#accountId);
  }

  async list(channelAccountId?: string): Promise<{ items: CommentRuleView[]; remaining: number | null }> {
    const [rows, remaining] = await Promise.all([this.#store.list(channelAccountId), this.#ctx.usage.remaining(featureIds.commentAutomation)]);
    return { items: rows.map(commentRuleView), remaining };
  }

  async create(body: RuleBody): Promise<CommentRuleView> {
    const id = await this.#store.create(await this.#fields(body));
    return this.#view(id);
  }

  async update(id: number, body: RuleBody): Promise<CommentRuleView> {
    await this.#view(id);
    await this.#store.update(id, await this.#fields(body));
    return this.#view(id);
  }

  async setEnabled(id: number, enabled: boolean): Promise<CommentRuleView> {
    await this.#view(id);
    await this.#store.setEnabled(id, enabled);
    return this.#view(id);
  }

  async remove(id: number): Promise<{ id: number }> {
    await this.#view(id);
    await this.#store.remove(id);
    return { id };
  }

  /** The recent posts of a connected page or Instagram account: one call to Facebook, counted first (10 per 10 minutes). */
  async recentPosts(channelAccountId: string): Promise<{ items: RecentPostView[] }> {
    const page = await this.#page(channelAccountId);
    await countFacebookRequest(this.#ctx.em, this.#accountId);
    const settings = messengerSettings.of(this.#ctx);
    const token = openPageToken(this.#ctx.vault.forAccount(this.#accountId), page.page_id, page.access_token);
    const platform = page.instagram_id === channelAccountId ? 'instagram' : 'facebook';
    try {
      return { items: await recentPosts(graphFor(settings), token, platform, channelAccountId) };
    } catch (error) {
      if (!(error instanceof GraphApiError)) throw error;
      if (error.kind === 'tokenInvalid') {
        await markPageTokenInvalid(this.#ctx.em, this.#accountId, page.page_id);
        throw new AppError('UNPROCESSABLE', reconnect);
      }
      throw new AppError(error.retryable ? 'SERVICE_UNAVAILABLE' : 'UNPROCESSABLE', `Facebook did not list the posts: ${error.message}`);
    }
  }

  async #view(id: number): Promise<CommentRuleView> {
    const row = await this.#store.one(id);
    if (!row) throw new AppError('NOT_FOUND', noSuchRule);
    return commentRuleView(row);
  }

  async #page(channelAccountId: string): Promise<ConnectedPage> {
    const page = await connectedPage(this.#ctx.em, this.#accountId, channelAccountId);
    if (!page) throw new AppError('NOT_FOUND', noSuchAccount);
    return page;
  }

  /** The rule as stored, once its page is this account's and its flow a published Messenger flow of the account that a postback can start. */
  async #fields(body: RuleBody): Promise<CommentRuleFields> {
    await this.#page(body.channelAccountId);
    if (body.flowId !== null) {
      const flow = await flowStartOf(this.#ctx.em, this.#accountId, body.flowId);
      if (!flow) throw invalid('flowId', 'Selected Flow Does Not Exist');
      if (!flow.postbackId) throw invalid('flowId', 'This flow has no postback id: give its Reference node one and publish it, or choose another flow.');
    }
    return {
      channelAccountId: body.channelAccountId,
      postId: body.postId,
      keywords: body.keywords,
      offensiveWords: body.offensiveWords,
      offensiveAction: body.offensiveAction,
      publicReply: body.publicReply,
      privateReply: body.privateReply,
      flowId: body.flowId,
      flowButton: body.flowId === null ? null : body.flowButton,
      enabled: body.enabled,
    };
  }
}

function invalid(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { fields: { [field]: message } });
}
