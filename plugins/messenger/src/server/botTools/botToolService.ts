import { AppError, type RouteContext } from '@chatmill/sdk';
import { botToolMessages } from '../../common/botToolMessages.ts';
import { messages } from '../../common/messages.ts';
import type { BotToolFlow, BotToolView } from '../../common/schemas/botTools.ts';
import { graphFor } from '../graph/graphClient.ts';
import { GraphApiError } from '../graph/graphError.ts';
import { PageStore, type PageRow } from '../pages/pageStore.ts';
import { openPageToken } from '../pages/pageTokens.ts';
import { configuredSettings } from '../settings.ts';
import { botToolFlows } from './botToolFlows.ts';
import { BotToolStore, type BotToolKey, type BotToolPlatform, type BotToolRow } from './botToolStore.ts';
import { getStartedTool, persistentMenuTool, type BotToolDefinition } from './profileFields.ts';

type Ctx = RouteContext<unknown, unknown, unknown>;

/** Meta's Messenger Profile API: the page token's own profile; `platform=instagram` for its Instagram account's. */
const profilePath = (platform: BotToolPlatform) => (platform === 'instagram' ? 'me/messenger_profile?platform=instagram' : 'me/messenger_profile');

/**
 * A page's bot tools (spec 2, 4: "can be launched or disabled"): the owner saves a draft;
 * launching checks it again, turns each chosen flow into its postback id and sets the field on
 * the page's Messenger profile with the page token; disabling deletes the field there. A token
 * Facebook refuses marks the page, as connecting does.
 */
export class BotToolService {
  readonly #ctx: Ctx;
  readonly #pages: PageStore;
  readonly #tools: BotToolStore;

  constructor(ctx: Ctx) {
    this.#ctx = ctx;
    this.#pages = PageStore.of(ctx);
    this.#tools = BotToolStore.of(ctx);
  }

  async flows(pageRowId: number, platform: BotToolPlatform): Promise<{ items: BotToolFlow[] }> {
    const page = await this.#page(pageRowId, platform);
    return { items: await botToolFlows(this.#ctx.em, this.#pages.accountId, this.#channelAccountId(page, platform)) };
  }

  async view<D>(tool: BotToolDefinition<D>, pageRowId: number, platform: BotToolPlatform = 'messenger'): Promise<BotToolView<D>> {
    await this.#page(pageRowId, platform);
    return viewOf<D>(await this.#tools.find({ pageRowId, platform, kind: tool.kind }));
  }

  async save<D>(tool: BotToolDefinition<D>, pageRowId: number, draft: D, platform: BotToolPlatform = 'messenger'): Promise<BotToolView<D>> {
    await this.#page(pageRowId, platform);
    const key = { pageRowId, platform, kind: tool.kind };
    await this.#tools.saveDraft(key, draft);
    return viewOf<D>(await this.#tools.find(key));
  }

  async launch<D>(tool: BotToolDefinition<D>, pageRowId: number, platform: BotToolPlatform = 'messenger'): Promise<BotToolView<D>> {
    const page = await this.#page(pageRowId, platform);
    const key = { pageRowId, platform, kind: tool.kind };
    const row = await this.#tools.find(key);
    if (!row) throw new AppError('UNPROCESSABLE', botToolMessages.nothingSaved);
    // Stored before a schema changed, a draft is checked again; it was valid when saved.
    const draft = tool.draft.parse(row.draft);
    this.#connected(page);
    // Meta shows a persistent menu only on a page with a Get Started button (and refuses it otherwise).
    if (tool.kind === persistentMenuTool.kind && !(await this.#tools.isLaunched({ pageRowId, platform, kind: getStartedTool.kind })))
      throw new AppError('UNPROCESSABLE', botToolMessages.getStartedFirst);
    const payloads = await this.#payloads(tool, draft, this.#channelAccountId(page, platform));
    await this.#call(page, (graph, token) => graph.post(profilePath(platform), token, { [tool.field]: tool.value(draft, (flowId) => payloads.get(flowId)!) }));
    await this.#tools.markLaunched(key, draft);
    return viewOf<D>(await this.#tools.find(key));
  }

  async disable<D>(tool: BotToolDefinition<D>, pageRowId: number, platform: BotToolPlatform = 'messenger'): Promise<BotToolView<D>> {
    const page = await this.#page(pageRowId, platform);
    const key: BotToolKey = { pageRowId, platform, kind: tool.kind };
    const row = await this.#tools.find(key);
    // Nothing is live: disabling again changes nothing, at Meta or here.
    if (row?.status !== 'launched') return viewOf<D>(row);
    if (tool.kind === getStartedTool.kind && (await this.#tools.isLaunched({ pageRowId, platform, kind: persistentMenuTool.kind })))
      throw new AppError('UNPROCESSABLE', botToolMessages.menuNeedsGetStarted);
    this.#connected(page);
    await this.#call(page, (graph, token) => graph.delete(profilePath(platform), token, { fields: [tool.field] }));
    await this.#tools.markDisabled(key);
    return viewOf<D>(await this.#tools.find(key));
  }

  /** Each flow the draft's buttons start, as its postback id: a flow that is gone or has none refuses the launch, naming the button. */
  async #payloads<D>(tool: BotToolDefinition<D>, draft: D, channelAccountId: string): Promise<Map<number, string>> {
    const buttons = tool.buttons(draft);
    if (!buttons.length) return new Map();
    const flows = new Map((await botToolFlows(this.#ctx.em, this.#pages.accountId, channelAccountId)).map((flow) => [flow.id, flow]));
    const payloads = new Map<number, string>();
    for (const button of buttons) {
      const flow = flows.get(button.flowId);
      if (!flow) throw new AppError('UNPROCESSABLE', botToolMessages.flowGone(button.where));
      if (!flow.postbackId) throw new AppError('UNPROCESSABLE', botToolMessages.flowWithoutPostback(button.where, flow.name));
      payloads.set(flow.id, flow.postbackId);
    }
    return payloads;
  }

  async #page(id: number, platform: BotToolPlatform): Promise<PageRow> {
    const page = await this.#pages.page(id);
    if (!page) throw new AppError('NOT_FOUND', messages.noSuchPage);
    if (platform === 'instagram' && !page.instagram_id) throw new AppError('UNPROCESSABLE', botToolMessages.noInstagram);
    return page;
  }

  #connected(page: PageRow): void {
    if (!page.connected) throw new AppError('UNPROCESSABLE', botToolMessages.notConnected);
    if (!page.valid_access_token) throw new AppError('UNPROCESSABLE', messages.reconnect);
  }

  #channelAccountId(page: PageRow, platform: BotToolPlatform): string {
    return platform === 'instagram' ? page.instagram_id! : page.page_id;
  }

  async #call(page: PageRow, call: (graph: ReturnType<typeof graphFor>, token: string) => Promise<unknown>): Promise<void> {
    const settings = configuredSettings(this.#ctx);
    const token = openPageToken(this.#ctx.vault.forAccount(this.#pages.accountId), page.page_id, page.access_token);
    try {
      await call(graphFor(settings), token);
    } catch (error) {
      if (!(error instanceof GraphApiError)) throw error;
      if (error.kind === 'tokenInvalid') {
        await this.#pages.markTokenInvalid(page.id);
        throw new AppError('UNPROCESSABLE', messages.reconnect);
      }
      throw new AppError(error.retryable ? 'SERVICE_UNAVAILABLE' : 'UNPROCESSABLE', botToolMessages.refused(error.message));
    }
  }
}

function viewOf<D>(row: BotToolRow | null): BotToolView<D> {
  if (!row) return { status: 'new', draft: null, changedSinceLaunch: false, launchedAt: null };
  const launchedAt = row.launched_at === null ? null : new Date(row.launched_at).toISOString();
  const changed = row.launched_draft !== null && JSON.stringify(row.launched_draft) !== JSON.stringify(row.draft);
  return { status: row.status, draft: row.draft as D, changedSinceLaunch: changed, launchedAt };
}
