import type { EntityManager, EntitySchema, JobsPort, JobUsagePort } from '@chatmill/sdk';

type Params = Record<string, unknown>;
type Owned = { accountId: number };

/**
 * The one place that confines the contacts plugin to the signed-in user's account. Entity reads
 * and writes get the account id added here; SQL statements must filter on `:accountId`, whose
 * value only this class supplies. Services take a scope, never an account id or an entity
 * manager, so no handler can forget the account or pass another one.
 */
export class AccountScope {
  readonly accountId: number;
  readonly #em: EntityManager;

  constructor(em: EntityManager, accountId: number) {
    this.#em = em;
    this.accountId = accountId;
  }

  /** Runs SQL with `:name` parameters; it must use `:accountId` to stay inside the account. */
  async query<Row extends object>(sql: string, params: Params = {}): Promise<Row[]> {
    if (!/:accountId\b/.test(sql)) throw new Error('Contacts SQL must filter on :accountId.');
    if ('accountId' in params) throw new Error('The account id comes from the scope, not from the caller.');
    return (await this.#em.execute(sql, { ...params, accountId: this.accountId })) as unknown as Row[];
  }

  async queryOne<Row extends object>(sql: string, params: Params = {}): Promise<Row | undefined> {
    return (await this.query<Row>(sql, params))[0];
  }

  /**
   * Takes `count` ids from the contacts table's sequence, so a batch insert knows each new row's
   * id before it writes (and can link tags to it). Ids belong to no account.
   */
  async reserveContactIds(count: number): Promise<number[]> {
    if (count <= 0) return [];
    const rows = (await this.#em.execute(`select nextval(pg_get_serial_sequence('contacts_contact', 'id'))::int as id from generate_series(1, :count)`, {
      count,
    })) as unknown as Array<{ id: number }>;
    return rows.map((row) => Number(row.id));
  }

  /** `refresh` reads the row again even if this request loaded it before (SQL updates bypass the identity map). */
  findOne<T extends Owned>(schema: EntitySchema<T>, where: Params, options: { refresh?: boolean } = {}): Promise<T | null> {
    return this.#em.findOne(schema, { ...where, accountId: this.accountId } as never, options);
  }

  count<T extends Owned>(schema: EntitySchema<T>, where: Params): Promise<number> {
    return this.#em.count(schema, { ...where, accountId: this.accountId } as never);
  }

  /** Creates an entity of this account; `flush` stores it. */
  create<T extends Owned>(schema: EntitySchema<T>, data: Omit<Partial<T>, 'accountId'>): T {
    return this.#em.create(schema, { ...data, accountId: this.accountId } as never);
  }

  nativeUpdate<T extends Owned>(schema: EntitySchema<T>, where: Params, data: Omit<Partial<T>, 'accountId'>): Promise<number> {
    return this.#em.nativeUpdate(schema, { ...where, accountId: this.accountId } as never, data as never);
  }

  nativeDelete<T extends Owned>(schema: EntitySchema<T>, where: Params): Promise<number> {
    return this.#em.nativeDelete(schema, { ...where, accountId: this.accountId } as never);
  }

  flush(): Promise<void> {
    return this.#em.flush();
  }

  /** Runs `work` in one transaction, with a scope of the same account bound to it. */
  transactional<R>(work: (tx: AccountScope) => Promise<R>): Promise<R> {
    return this.#em.transactional((em) => work(new AccountScope(em, this.accountId)));
  }

  /** Gives back uses of a package feature for this account, in this scope's transaction. */
  releaseUsage(usage: JobUsagePort, featureId: number, amount: number): Promise<void> {
    return usage.release(this.#em, this.accountId, featureId, amount);
  }

  /** Enqueues a job in this scope's transaction, so the job exists only if the change commits. */
  enqueue<T extends object>(jobs: JobsPort, name: string, data: T): Promise<string | null> {
    return jobs.enqueue(this.#em, name, data);
  }
}
