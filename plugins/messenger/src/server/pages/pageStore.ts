import type { EntityManager, RouteContext } from '@chatmill/sdk';
import type { FacebookUser } from '../connect/facebookLogin.ts';

export interface FacebookAccountRow {
  id: number;
  fb_user_id: string;
  name: string;
  email: string | null;
  picture: string | null;
  valid_access_token: boolean;
}

export interface PageRow {
  id: number;
  facebook_account_id: number | null;
  page_id: string;
  name: string;
  category: string | null;
  picture: string | null;
  access_token: string;
  valid_access_token: boolean;
  connected: boolean;
  bot_enabled: boolean;
  instagram_id: string | null;
  instagram_username: string | null;
  instagram_picture: string | null;
}

/** A page as Facebook listed it, its token already sealed. */
export interface ListedPage {
  pageId: string;
  name: string;
  category: string | null;
  picture: string | null;
  sealedToken: string;
  instagram: { id: string; username: string; picture: string | null } | null;
}

const pageColumns = `"id", "facebook_account_id", "page_id", "name", "category", "picture", "access_token", "valid_access_token", "connected", "bot_enabled", "instagram_id", "instagram_username", "instagram_picture"`;

/**
 * The one place that reads and writes an account's Facebook accounts and pages for the
 * dashboard's routes: every statement is confined to the account given at construction (the
 * signed-in user's), so no handler can reach another account's page by its id.
 */
export class PageStore {
  readonly em: EntityManager;
  readonly accountId: number;

  constructor(em: EntityManager, accountId: number) {
    this.em = em;
    this.accountId = accountId;
  }

  static of(ctx: RouteContext<unknown, unknown, unknown>): PageStore {
    return new PageStore(ctx.em, ctx.user!.accountId);
  }

  facebookAccounts(): Promise<FacebookAccountRow[]> {
    return this.#query(
      `select "id", "fb_user_id", "name", "email", "picture", "valid_access_token" from "messenger_facebook_account" where "account_id" = :accountId order by "id"`,
    );
  }

  async facebookAccount(id: number): Promise<FacebookAccountRow | null> {
    const [row] = await this.#query<FacebookAccountRow>(
      `select "id", "fb_user_id", "name", "email", "picture", "valid_access_token" from "messenger_facebook_account" where "account_id" = :accountId and "id" = :id`,
      { id },
    );
    return row ?? null;
  }

  async hasFacebookUser(fbUserId: string): Promise<boolean> {
    const rows = await this.#query(`select 1 from "messenger_facebook_account" where "account_id" = :accountId and "fb_user_id" = :fbUserId`, { fbUserId });
    return rows.length > 0;
  }

  pages(): Promise<PageRow[]> {
    return this.#query(`select ${pageColumns} from "messenger_page" where "account_id" = :accountId order by "name", "id"`);
  }

  async page(id: number): Promise<PageRow | null> {
    const [row] = await this.#query<PageRow>(`select ${pageColumns} from "messenger_page" where "account_id" = :accountId and "id" = :id`, { id });
    return row ?? null;
  }

  /** Adds the Facebook user, or renews their token and profile; `created` when they are new to the account. */
  async saveFacebookAccount(user: FacebookUser, sealedToken: string): Promise<{ id: number; created: boolean }> {
    const [row] = await this.#query<{ id: number; created: boolean }>(
      `insert into "messenger_facebook_account" ("account_id", "fb_user_id", "name", "email", "picture", "access_token")
       values (:accountId, :fbUserId, :name, :email, :picture, :token)
       on conflict ("account_id", "fb_user_id") do update set "name" = excluded."name", "email" = excluded."email", "picture" = excluded."picture",
         "access_token" = excluded."access_token", "valid_access_token" = true, "updated_at" = now()
       returning "id", ("xmax" = 0) as "created"`,
      { fbUserId: user.id, name: user.name, email: user.email, picture: user.picture, token: sealedToken },
    );
    return row!;
  }

  /** Adds the pages Facebook listed for the user, or renews their tokens; a connected page stays connected. */
  async savePages(facebookAccountId: number, pages: readonly ListedPage[]): Promise<void> {
    for (const page of pages) {
      await this.#query(
        `insert into "messenger_page" ("account_id", "facebook_account_id", "page_id", "name", "category", "picture", "access_token", "instagram_id", "instagram_username", "instagram_picture")
         values (:accountId, :facebookAccountId, :pageId, :name, :category, :picture, :token, :instagramId, :instagramUsername, :instagramPicture)
         on conflict ("account_id", "page_id") do update set "facebook_account_id" = excluded."facebook_account_id", "name" = excluded."name",
           "category" = excluded."category", "picture" = excluded."picture", "access_token" = excluded."access_token", "valid_access_token" = true,
           "instagram_id" = excluded."instagram_id", "instagram_username" = excluded."instagram_username", "instagram_picture" = excluded."instagram_picture", "updated_at" = now()`,
        {
          facebookAccountId,
          pageId: page.pageId,
          name: page.name,
          category: page.category,
          picture: page.picture,
          token: page.sealedToken,
          instagramId: page.instagram?.id ?? null,
          instagramUsername: page.instagram?.username ?? null,
          instagramPicture: page.instagram?.picture ?? null,
        },
      );
    }
  }

  /** Whether another account of the product has this page, or this Instagram account, connected. */
  async connectedElsewhere(page: Pick<PageRow, 'page_id' | 'instagram_id'>): Promise<boolean> {
    const rows = await this.#query(
      `select 1 from "messenger_page" where "connected" and "account_id" <> :accountId and ("page_id" = :pageId or "instagram_id" = :instagramId) limit 1`,
      { pageId: page.page_id, instagramId: page.instagram_id ?? '' },
    );
    return rows.length > 0;
  }

  async setConnected(id: number, connected: boolean): Promise<void> {
    await this.#query(`update "messenger_page" set "connected" = :connected, "updated_at" = now() where "account_id" = :accountId and "id" = :id`, {
      id,
      connected,
    });
  }

  async setBotEnabled(id: number, enabled: boolean): Promise<void> {
    await this.#query(`update "messenger_page" set "bot_enabled" = :enabled, "updated_at" = now() where "account_id" = :accountId and "id" = :id`, {
      id,
      enabled,
    });
  }

  async markTokenInvalid(id: number): Promise<void> {
    await this.#query(`update "messenger_page" set "valid_access_token" = false, "updated_at" = now() where "account_id" = :accountId and "id" = :id`, { id });
  }

  /** Forgets the Facebook user and their pages that are not connected; connected ones stay, under no user. */
  async removeFacebookAccount(id: number): Promise<void> {
    await this.#query(`delete from "messenger_page" where "account_id" = :accountId and "facebook_account_id" = :id and not "connected"`, { id });
    await this.#query(`delete from "messenger_facebook_account" where "account_id" = :accountId and "id" = :id`, { id });
  }

  async #query<Row extends object>(sql: string, params: Record<string, unknown> = {}): Promise<Row[]> {
    return (await this.em.execute(sql, { ...params, accountId: this.accountId })) as unknown as Row[];
  }
}
