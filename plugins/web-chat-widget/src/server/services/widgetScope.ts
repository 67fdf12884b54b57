import type { EntityManager, RouteContext, VaultPort } from '@chatmill/sdk';
import { WidgetAccountSchema, type WidgetAccount } from '../entities/WidgetAccount.ts';

type Where = Record<string, unknown>;

/**
 * The one place that confines the plugin's dashboard routes to the signed-in user's account:
 * every read and write of a widget gets the account id added here, and services take a scope,
 * never an account id, so no handler can forget the account or pass another one.
 */
export class WidgetScope {
  readonly accountId: number;
  readonly em: EntityManager;
  /** The vault, for this account's secrets only. */
  readonly vault: VaultPort;

  constructor(em: EntityManager, accountId: number, vault: VaultPort) {
    this.em = em;
    this.accountId = accountId;
    this.vault = vault;
  }

  /** The session route's account (the host has checked the session). */
  static of(ctx: RouteContext<unknown, unknown, unknown>): WidgetScope {
    return new WidgetScope(ctx.em, ctx.user!.accountId, ctx.vault.forAccount(ctx.user!.accountId));
  }

  /** A live widget of this account, or null (deleted ones only with `deleted: true`). */
  findWidget(id: number, options: { deleted?: boolean } = {}): Promise<WidgetAccount | null> {
    return this.em.findOne(WidgetAccountSchema, { id, accountId: this.accountId, deletedAt: options.deleted ? { $ne: null } : null });
  }

  findWidgets(where: Where, options: { orderBy: Record<string, 'asc' | 'desc'>; limit: number; offset: number }): Promise<[WidgetAccount[], number]> {
    return this.em.findAndCount(
      WidgetAccountSchema,
      { ...where, accountId: this.accountId, deletedAt: null },
      { ...options, orderBy: [options.orderBy, { id: 'desc' }] as never },
    );
  }

  createWidget(
    data: Omit<WidgetAccount, 'id' | 'accountId' | 'createdAt' | 'updatedAt' | 'deletedAt' | 'welcomeFlowId' | 'defaultReplyFlowId'>,
  ): WidgetAccount {
    return this.em.create(WidgetAccountSchema, { ...data, accountId: this.accountId, welcomeFlowId: null, defaultReplyFlowId: null, deletedAt: null } as never);
  }

  /** Runs SQL with `:name` parameters; it must filter on `:accountId`, whose value only this scope gives. */
  async query<Row extends object>(sql: string, params: Where = {}): Promise<Row[]> {
    if (!/:accountId\b/.test(sql)) throw new Error('Widget SQL must filter on :accountId.');
    if ('accountId' in params) throw new Error('The account id comes from the scope, not from the caller.');
    return (await this.em.execute(sql, { ...params, accountId: this.accountId })) as unknown as Row[];
  }

  flush(): Promise<void> {
    return this.em.flush();
  }
}
