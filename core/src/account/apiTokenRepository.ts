import type { EntityManager } from '@mikro-orm/sql';
import type { ApiTokenScope } from '../db/entities/ApiToken.ts';
import type { ApiTokenView } from '@chatmill/sdk/contracts';

interface TokenRow {
  id: number;
  name: string;
  scope: ApiTokenScope;
  token_prefix: string;
  created_at: Date | string;
  last_used_at: Date | string | null;
}

export interface NewApiToken {
  name: string;
  scope: ApiTokenScope;
  tokenHash: string;
  tokenPrefix: string;
}

/**
 * The signed-in user's own API tokens. Every statement filters on the user id this
 * repository was made with (see `callerRecords`); a token of another user is not found.
 * (Finding a token by its secret, to authenticate a request, is `apiTokenAuth.ts`.)
 */
export class ApiTokenRepository {
  readonly #em: EntityManager;
  readonly #userId: number;

  constructor(em: EntityManager, userId: number) {
    this.#em = em;
    this.#userId = userId;
  }

  /** The tokens that still work, newest first. */
  async list(): Promise<ApiTokenView[]> {
    const rows = await this.#em.execute<TokenRow[]>(
      `select "id", "name", "scope", "token_prefix", "created_at", "last_used_at" from "api_token"
        where "user_id" = ? and "revoked_at" is null order by "created_at" desc, "id" desc`,
      [this.#userId],
    );
    return rows.map(toView);
  }

  async countActive(): Promise<number> {
    const [row] = await this.#em.execute<{ n: number | string }[]>(`select count(*)::int as n from "api_token" where "user_id" = ? and "revoked_at" is null`, [
      this.#userId,
    ]);
    return Number(row?.n ?? 0);
  }

  async create(token: NewApiToken): Promise<ApiTokenView> {
    const [row] = await this.#em.execute<TokenRow[]>(
      `insert into "api_token" ("user_id", "name", "scope", "token_hash", "token_prefix") values (?, ?, ?, ?, ?)
       returning "id", "name", "scope", "token_prefix", "created_at", "last_used_at"`,
      [this.#userId, token.name, token.scope, token.tokenHash, token.tokenPrefix],
    );
    return toView(row!);
  }

  /** Revokes one of the user's live tokens; false when there is none with this id. */
  async revoke(id: number): Promise<boolean> {
    const rows = await this.#em.execute<{ id: number }[]>(
      `update "api_token" set "revoked_at" = now() where "id" = ? and "user_id" = ? and "revoked_at" is null returning "id"`,
      [id, this.#userId],
    );
    return rows.length > 0;
  }

  /** Revokes every live token of the user (a password reset); answers how many. */
  async revokeAll(): Promise<number> {
    const rows = await this.#em.execute<{ id: number }[]>(
      `update "api_token" set "revoked_at" = now() where "user_id" = ? and "revoked_at" is null returning "id"`,
      [this.#userId],
    );
    return rows.length;
  }
}

function toView(row: TokenRow): ApiTokenView {
  return {
    id: Number(row.id),
    name: row.name,
    scope: row.scope,
    prefix: row.token_prefix,
    createdAt: new Date(row.created_at).toISOString(),
    lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
  };
}
