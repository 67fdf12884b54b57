import { randomBytes } from 'node:crypto';
import { AppError } from '@chatmill/sdk';
import { messages } from '../../common/messages.ts';
import type { CreateWidgetBody, UpdateWidgetBody, WidgetListQuery, WidgetView } from '../../common/schemas/accounts.ts';
import type { WidgetDefaultsBody, WidgetDefaultsView } from '../../common/schemas/defaults.ts';
import { widgetChannel } from '../../common/ids.ts';
import type { WidgetAccount } from '../entities/WidgetAccount.ts';
import { toWidgetView } from './widgetView.ts';
import { newVisitorSecret } from './visitorSecret.ts';
import type { WidgetScope } from './widgetScope.ts';

/** `%` and `_` typed by the user are literal characters, not wildcards. */
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Widget accounts of one account: list, create, change, delete with undo, default flows. */
export class WidgetService {
  readonly #scope: WidgetScope;

  constructor(scope: WidgetScope) {
    this.#scope = scope;
  }

  async list(query: WidgetListQuery): Promise<{ items: WidgetView[]; total: number; page: number; pageSize: number }> {
    const where = query.search ? { $or: [{ name: { $ilike: like(query.search) } }, { title: { $ilike: like(query.search) } }] } : {};
    const [widgets, total] = await this.#scope.findWidgets(where, {
      orderBy: { [query.sort]: query.order },
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return { items: widgets.map(toWidgetView), total, page: query.page, pageSize: query.pageSize };
  }

  async create(body: CreateWidgetBody): Promise<WidgetView> {
    // 16 characters of base64url: public, but nobody finds a widget by guessing.
    const widgetId = randomBytes(12).toString('base64url');
    const widget = this.#scope.createWidget({ ...body, widgetId, visitorSecret: newVisitorSecret(this.#scope.vault, widgetId) });
    await this.#scope.flush();
    return toWidgetView(widget);
  }

  async get(id: number): Promise<WidgetView> {
    return toWidgetView(await this.#live(id));
  }

  async update(id: number, body: UpdateWidgetBody): Promise<WidgetView> {
    const widget = await this.#live(id);
    for (const [key, value] of Object.entries(body)) {
      if (value !== undefined) (widget as Record<string, unknown>)[key] = value;
    }
    await this.#scope.flush();
    return toWidgetView(widget);
  }

  /** Soft delete: the widget stops answering visitors at once, and `restore` brings it back as it was. */
  async remove(id: number): Promise<void> {
    const widget = await this.#live(id);
    widget.deletedAt = new Date();
    await this.#scope.flush();
  }

  async restore(id: number): Promise<WidgetView> {
    const widget = await this.#scope.findWidget(id, { deleted: true });
    if (!widget) throw new AppError('NOT_FOUND', 'This widget account is not deleted (or does not exist).');
    widget.deletedAt = null;
    await this.#scope.flush();
    return toWidgetView(widget);
  }

  async defaults(id: number): Promise<WidgetDefaultsView> {
    const widget = await this.#live(id);
    const welcome = widget.welcomeFlowId ?? null;
    const defaultReply = widget.defaultReplyFlowId ?? null;
    // A flow deleted since it was chosen (kept for undo) is no default any more.
    const live = await this.#liveFlowIds(widget, [welcome, defaultReply]);
    return {
      widgetId: widget.widgetId,
      welcomeFlowId: welcome !== null && live.has(welcome) ? welcome : null,
      defaultReplyFlowId: defaultReply !== null && live.has(defaultReply) ? defaultReply : null,
    };
  }

  async setDefaults(id: number, body: WidgetDefaultsBody): Promise<WidgetDefaultsView> {
    const widget = await this.#live(id);
    const chosen = [body.welcomeFlowId, body.defaultReplyFlowId];
    const live = await this.#liveFlowIds(widget, chosen);
    const fields: Record<string, string> = {};
    if (body.welcomeFlowId !== null && !live.has(body.welcomeFlowId)) fields.welcomeFlowId = messages.noSuchFlow;
    if (body.defaultReplyFlowId !== null && !live.has(body.defaultReplyFlowId)) fields.defaultReplyFlowId = messages.noSuchFlow;
    if (Object.keys(fields).length) throw new AppError('NOT_FOUND', messages.noSuchFlow, { fields });
    widget.welcomeFlowId = body.welcomeFlowId;
    widget.defaultReplyFlowId = body.defaultReplyFlowId;
    await this.#scope.flush();
    return { widgetId: widget.widgetId, welcomeFlowId: body.welcomeFlowId, defaultReplyFlowId: body.defaultReplyFlowId };
  }

  async #live(id: number): Promise<WidgetAccount> {
    const widget = await this.#scope.findWidget(id);
    if (!widget) throw new AppError('NOT_FOUND', messages.noSuchWidget);
    return widget;
  }

  /**
   * Which of `ids` are live widget flows of this account that run on this widget. A flow on no
   * widget yet (made before it) is not one: the runtime runs only the widget's own flows, so
   * it must be moved onto the widget first. Reads the core's `flow` table: the flow API offers
   * no lookup by id for plugins, and a default must never name another account's flow.
   */
  async #liveFlowIds(widget: WidgetAccount, ids: readonly (number | null)[]): Promise<Set<number>> {
    const wanted = ids.filter((id): id is number => id !== null);
    if (!wanted.length) return new Set();
    const rows = await this.#scope.query<{ id: number }>(
      `select "id" from "flow" where "account_id" = :accountId and "channel" = :channel and "deleted_at" is null
         and "channel_account_id" = :widgetId and "id" in (:ids)`,
      { channel: widgetChannel, widgetId: widget.widgetId, ids: wanted },
    );
    return new Set(rows.map((row) => Number(row.id)));
  }
}
