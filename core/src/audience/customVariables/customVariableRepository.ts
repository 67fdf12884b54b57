import type { EntityManager } from '@mikro-orm/sql';
import type { AudienceVariable } from '@chatmill/sdk';
import { containsPattern } from '../../access/containsPattern.ts';
import { CustomVariableSchema, type CustomVariable } from '../../db/entities/CustomVariable.ts';
import type { CustomVariableScope } from '../../../../sdk/src/audience/customVariableSchemas.ts';
import type { CustomVariableListQuery, CustomVariableOption, CustomVariablePage, CustomVariableSortField, CustomVariableView } from '@chatmill/sdk/contracts';

type Params = Record<string, unknown>;

/** What a new variable is made of; the account id is the repository's. */
export type NewCustomVariable = Pick<CustomVariable, 'name' | 'variableKey' | 'scope' | 'globalValue' | 'fallback'>;
export type CustomVariableChanges = Pick<CustomVariable, 'scope' | 'globalValue' | 'fallback'>;

interface Row {
  id: number;
  name: string;
  variable_key: string;
  scope: CustomVariableScope;
  is_native: boolean;
  global_value: string | null;
  fallback: string | null;
  created_at: Date | string;
}

/** The sort field to its column; only these ever reach the SQL text. */
const sortColumns: Record<CustomVariableSortField, string> = {
  name: 'lower(v.name)',
  key: 'v.variable_key',
  scope: 'v.scope',
  createdAt: 'v.created_at',
};

const columns = 'v.id, v.name, v.variable_key, v.scope, v.is_native, v.global_value, v.fallback, v.created_at';

/**
 * The one place that confines custom-variable reads and writes to one account: every query
 * filters on the account id this repository was made with, and the service gets a repository,
 * never an account id. Another account's variable is simply not found (the routes answer 404).
 */
export class CustomVariableRepository {
  readonly #em: EntityManager;
  readonly #accountId: number;

  constructor(em: EntityManager, accountId: number) {
    this.#em = em;
    this.#accountId = accountId;
  }

  async page(query: CustomVariableListQuery): Promise<CustomVariablePage> {
    const params: Params = { accountId: this.#accountId };
    let where = 'v.account_id = :accountId';
    if (query.search) {
      where += ` and (v.name ilike :search escape '\\' or v.variable_key ilike :search escape '\\')`;
      params.search = containsPattern(query.search);
    }
    const [count] = await this.#query<{ total: number | string }>(`select count(*)::int as total from "custom_variable" v where ${where}`, params);
    // The id breaks ties so pages never overlap.
    const order = `${sortColumns[query.sort]} ${query.order}, v.id ${query.order}`;
    const rows = await this.#query<Row>(`select ${columns} from "custom_variable" v where ${where} order by ${order} limit :limit offset :offset`, {
      ...params,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return { items: rows.map(toView), total: Number(count?.total ?? 0), page: query.page, pageSize: query.pageSize };
  }

  async view(id: number): Promise<CustomVariableView | null> {
    const [row] = await this.#query<Row>(`select ${columns} from "custom_variable" v where v.account_id = :accountId and v.id = :id`, {
      accountId: this.#accountId,
      id,
    });
    return row ? toView(row) : null;
  }

  async options(): Promise<CustomVariableOption[]> {
    return (await listForAccount(this.#em, this.#accountId)).map(({ key, name, scope }) => ({ key, name, scope }));
  }

  async keyTaken(variableKey: string): Promise<boolean> {
    return (await this.#em.count(CustomVariableSchema, { accountId: this.#accountId, variableKey })) > 0;
  }

  /** Stores a new variable; a key taken meanwhile fails with the unique index's violation. */
  async create(variable: NewCustomVariable): Promise<number> {
    const created = this.#em.create(CustomVariableSchema, { ...variable, accountId: this.#accountId, isNative: false });
    await this.#em.flush();
    return created.id;
  }

  async update(id: number, changes: CustomVariableChanges): Promise<void> {
    await this.#em.nativeUpdate(CustomVariableSchema, { id, accountId: this.#accountId }, changes);
  }

  async delete(id: number): Promise<boolean> {
    return (await this.#em.nativeDelete(CustomVariableSchema, { id, accountId: this.#accountId })) > 0;
  }

  /** Runs SQL that must filter on `:accountId`, whose value only this class supplies. */
  #query<R extends object>(sql: string, params: Params): Promise<R[]> {
    if (!/:accountId\b/.test(sql)) throw new Error('Custom-variable SQL must filter on :accountId.');
    if (params.accountId !== this.#accountId) throw new Error('The account id comes from the repository, not from the caller.');
    return this.#em.execute<R[]>(sql, params);
  }
}

/**
 * Every custom variable of an account, sorted by name: for pickers, and for plugins that show
 * or fill in variables (plugins get it as `audience.variables.list`). Takes the account id
 * from its caller, who must have it from the session or a verified channel account.
 */
export async function listForAccount(em: EntityManager, accountId: number): Promise<AudienceVariable[]> {
  const rows = await em.execute<Pick<Row, 'name' | 'variable_key' | 'scope' | 'global_value' | 'fallback'>[]>(
    `select v.name, v.variable_key, v.scope, v.global_value, v.fallback from "custom_variable" v
      where v.account_id = :accountId order by lower(v.name), v.id`,
    { accountId },
  );
  return rows.map((row) => ({ key: row.variable_key, name: row.name, scope: row.scope, globalValue: row.global_value, fallback: row.fallback }));
}

function toView(row: Row): CustomVariableView {
  return {
    id: Number(row.id),
    name: row.name,
    key: row.variable_key,
    scope: row.scope,
    isNative: Boolean(row.is_native),
    value: row.scope === 'global' ? row.global_value : null,
    fallback: row.fallback,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
