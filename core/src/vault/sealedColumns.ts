import type { SealedColumn } from '@chatmill/sdk';
import type { EntityManager } from '@mikro-orm/sql';
import type { Vault } from './vault.ts';

/** A declared column with the owner whose vault sealed it. */
export interface OwnedSealedColumn extends SealedColumn {
  owner: string;
}

const identifier = /^[a-z_][a-z0-9_]{0,62}$/;

/** What a pass over the sealed columns did. */
export interface ResealCount {
  /** Values that were sealed with an older key and now carry the newest. */
  resealed: number;
  /** Values stored in plain text before the vault, now sealed. */
  sealed: number;
}

/**
 * Re-seals values with the newest key. `only: 'plaintext'` (every start) seals what was stored
 * before the vault and leaves sealed values alone; `only: 'stale'` (`npm run vault:rotate`) also
 * re-seals values of older keys. Each row is written only if it still holds the value read, so
 * a save racing with the pass is never overwritten by the older secret.
 */
export async function resealColumns(em: EntityManager, vault: Vault, columns: readonly OwnedSealedColumn[], only: 'plaintext' | 'stale'): Promise<ResealCount> {
  const count: ResealCount = { resealed: 0, sealed: 0 };
  for (const column of columns) {
    const idColumn = column.idColumn ?? 'id';
    const accountColumn = column.accountColumn ?? 'account_id';
    for (const name of [column.table, column.column, idColumn, accountColumn]) {
      if (!identifier.test(name)) throw new Error(`sealed column of ${column.owner}: ${JSON.stringify(name)} is not a plain SQL name`);
    }
    const prefix = only === 'plaintext' ? 'v1:' : `v1:${vault.current.id}:`;
    let after: string | number | null = null;
    for (;;) {
      const rows: { id: string | number; account_id: number; value: string }[] = await em.execute(
        `select "${idColumn}" as "id", "${accountColumn}" as "account_id", "${column.column}" as "value" from "${column.table}"
         where "${column.column}" is not null and "${column.column}" not like :prefix ${after === null ? '' : `and "${idColumn}" > :after`}
         order by "${idColumn}" limit 200`,
        { prefix: `${prefix}%`, ...(after === null ? {} : { after }) },
      );
      if (!rows.length) break;
      for (const row of rows) {
        const binding = { owner: column.owner, accountId: Number(row.account_id), purpose: column.purpose({ id: row.id }) };
        const plaintext = vault.keyIdOf(row.value) === null ? row.value : vault.open(binding, row.value);
        const updated = (await em.execute(
          `update "${column.table}" set "${column.column}" = :next where "${idColumn}" = :id and "${column.column}" = :old`,
          {
            next: vault.seal(binding, plaintext),
            id: row.id,
            old: row.value,
          },
          'run',
        )) as unknown as { affectedRows: number };
        if (updated.affectedRows > 0) count[vault.keyIdOf(row.value) === null ? 'sealed' : 'resealed'] += 1;
      }
      after = rows.at(-1)!.id;
    }
  }
  return count;
}
