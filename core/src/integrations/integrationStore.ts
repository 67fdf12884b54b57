import type { EntityManager } from '@mikro-orm/sql';
import type { IntegrationTestOutcome } from '@chatmill/sdk/contracts';
import { integrationSecretKey } from './integrationSecretColumn.ts';

/** An account's stored connection: plain values, the sealed secrets by field, the last test. */
export interface StoredConnection {
  integrationId: string;
  values: Record<string, string>;
  /** Sealed values by field key; only ever opened for the call that needs them. */
  sealed: Record<string, string>;
  lastTest: IntegrationTestOutcome | null;
  updatedAt: Date;
}

/** What a save writes: the plain values in full, and per secret field a sealed value or null to remove it. */
export interface ConnectionChange {
  values: Record<string, string>;
  secrets: Record<string, string | null>;
}

interface ConnectionRow {
  integration_id: string;
  values: Record<string, string> | string;
  last_test_at: Date | string | null;
  last_test_ok: boolean | null;
  last_test_message: string | null;
  updated_at: Date | string;
}

interface SecretRow {
  integration_id: string;
  field: string;
  value: string;
}

/**
 * The integrations' rows (`integration_connection`, `integration_secret`), always for one
 * account: every statement names the account, so no caller reads or changes another's.
 */
export class IntegrationStore {
  /** The account's connections, with their sealed secrets, by integration id. */
  async all(em: EntityManager, accountId: number): Promise<Map<string, StoredConnection>> {
    return this.#read(em, accountId, null);
  }

  async one(em: EntityManager, accountId: number, integrationId: string): Promise<StoredConnection | null> {
    return (await this.#read(em, accountId, integrationId)).get(integrationId) ?? null;
  }

  /**
   * Writes a connection in one transaction: its plain values, each secret given (sealed) or
   * removed, and forgets the last test, which was of other credentials.
   */
  async save(em: EntityManager, accountId: number, integrationId: string, change: ConnectionChange): Promise<void> {
    await em.transactional(async (tx) => {
      await tx.execute(
        `insert into "integration_connection" ("account_id", "integration_id", "values") values (?, ?, ?::jsonb)
         on conflict ("account_id", "integration_id") do update set
           "values" = excluded."values", "updated_at" = now(), "last_test_at" = null, "last_test_ok" = null, "last_test_message" = null`,
        [accountId, integrationId, JSON.stringify(change.values)],
      );
      for (const [field, sealed] of Object.entries(change.secrets)) {
        const key = integrationSecretKey(accountId, integrationId, field);
        if (sealed === null) {
          await tx.execute(`delete from "integration_secret" where "key" = ? and "account_id" = ?`, [key, accountId]);
        } else {
          await tx.execute(
            `insert into "integration_secret" ("key", "account_id", "integration_id", "field", "value") values (?, ?, ?, ?, ?)
             on conflict ("key") do update set "value" = excluded."value", "updated_at" = now()`,
            [key, accountId, integrationId, field, sealed],
          );
        }
      }
    });
  }

  /** Removes the connection and (by the foreign key) its secrets; false when there was none. */
  async remove(em: EntityManager, accountId: number, integrationId: string): Promise<boolean> {
    const result = (await em.execute(
      `delete from "integration_connection" where "account_id" = ? and "integration_id" = ?`,
      [accountId, integrationId],
      'run',
    )) as unknown as { affectedRows: number };
    return result.affectedRows > 0;
  }

  /** Keeps a test of the stored credentials as the connection's last test. */
  async recordTest(em: EntityManager, accountId: number, integrationId: string, outcome: IntegrationTestOutcome): Promise<void> {
    await em.execute(
      `update "integration_connection" set "last_test_at" = ?, "last_test_ok" = ?, "last_test_message" = ? where "account_id" = ? and "integration_id" = ?`,
      [new Date(outcome.at), outcome.ok, outcome.message?.slice(0, 500) ?? null, accountId, integrationId],
    );
  }

  async #read(em: EntityManager, accountId: number, integrationId: string | null): Promise<Map<string, StoredConnection>> {
    const only = integrationId === null ? '' : ` and "integration_id" = ?`;
    const params = integrationId === null ? [accountId] : [accountId, integrationId];
    const rows = await em.execute<ConnectionRow[]>(
      `select "integration_id", "values", "last_test_at", "last_test_ok", "last_test_message", "updated_at"
       from "integration_connection" where "account_id" = ?${only}`,
      params,
    );
    const connections = new Map<string, StoredConnection>();
    for (const row of rows) {
      connections.set(row.integration_id, {
        integrationId: row.integration_id,
        values: typeof row.values === 'string' ? (JSON.parse(row.values) as Record<string, string>) : row.values,
        sealed: {},
        lastTest:
          row.last_test_at === null ? null : { at: new Date(row.last_test_at).toISOString(), ok: row.last_test_ok === true, message: row.last_test_message },
        updatedAt: new Date(row.updated_at),
      });
    }
    if (connections.size === 0) return connections;
    const secrets = await em.execute<SecretRow[]>(`select "integration_id", "field", "value" from "integration_secret" where "account_id" = ?${only}`, params);
    for (const secret of secrets) {
      const connection = connections.get(secret.integration_id);
      if (connection) connection.sealed[secret.field] = secret.value;
    }
    return connections;
  }
}
