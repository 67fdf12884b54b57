import type { EntityManager } from '@mikro-orm/sql';
import type { BillingTransactionStatus } from '../db/entities/BillingTransaction.ts';
import type { BillingListQuery, BillingPage, BillingSortField } from '@chatmill/sdk/contracts';

interface TransactionRow {
  id: number;
  occurred_at: Date | string;
  description: string;
  amount: string | number;
  currency: string;
  status: BillingTransactionStatus;
}

/** The sort field to its column; only these ever reach the SQL text. */
const sortColumns: Record<BillingSortField, string> = { occurredAt: '"occurred_at"', amount: '"amount"' };

/**
 * The account's billing transactions. Every statement filters on the account id this
 * repository was made with (see `callerRecords`).
 */
export class BillingRepository {
  readonly #em: EntityManager;
  readonly #accountId: number;

  constructor(em: EntityManager, accountId: number) {
    this.#em = em;
    this.#accountId = accountId;
  }

  async page(query: BillingListQuery): Promise<BillingPage> {
    const [count] = await this.#em.execute<{ total: number | string }[]>(`select count(*)::int as total from "billing_transaction" where "account_id" = ?`, [
      this.#accountId,
    ]);
    // The id breaks ties, so pages never overlap.
    const order = `${sortColumns[query.sort]} ${query.order}, "id" ${query.order}`;
    const rows = await this.#em.execute<TransactionRow[]>(
      `select "id", "occurred_at", "description", "amount", "currency", "status" from "billing_transaction"
        where "account_id" = ? order by ${order} limit ? offset ?`,
      [this.#accountId, query.pageSize, (query.page - 1) * query.pageSize],
    );
    return {
      items: rows.map((row) => ({
        id: Number(row.id),
        occurredAt: new Date(row.occurred_at).toISOString(),
        description: row.description,
        amount: typeof row.amount === 'number' ? row.amount.toFixed(2) : row.amount,
        currency: row.currency.trim(),
        status: row.status,
      })),
      total: Number(count?.total ?? 0),
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}
