import type { EntityManager } from '@mikro-orm/sql';
import { CompiledQuery } from 'kysely';
import type { BossDb } from './pgliteBossAdapter.ts';

interface KyselyExecutor {
  executeQuery(query: CompiledQuery): Promise<{ rows: unknown[] }>;
}

/**
 * Runs pg-boss's statements on the entity manager's open transaction, so a job is stored
 * if and only if the change that caused it commits. Outside a transaction this refuses:
 * enqueueing next to a change that may still fail is exactly the bug this prevents.
 */
export function transactionBossAdapter(em: EntityManager): BossDb {
  const trx = em.getTransactionContext<KyselyExecutor>();
  if (!trx) throw new Error('Enqueue inside em.transactional(...) so the job commits with the change that causes it.');
  return {
    async executeSql(text, values) {
      const result = await trx.executeQuery(CompiledQuery.raw(text, values ?? []));
      return { rows: result.rows };
    },
  };
}
