import type { EntityManager } from '@mikro-orm/sql';
import type { MasterLoginResult, AuditLogItem } from '@chatmill/sdk/contracts';
import { MasterLoginAuditSchema } from '../db/entities/MasterLoginAudit.ts';

export interface MasterLoginAttempt {
  brandId: number;
  actorUserId: number | null;
  targetEmail: string;
  targetUserId: number | null;
  ip: string;
  userAgent: string;
  result: MasterLoginResult;
}

interface AuditRow {
  id: number | string;
  created_at: Date | string;
  result: MasterLoginResult;
  target_email: string;
  target_user_id: number | null;
  target_name: string | null;
  actor_user_id: number | null;
  actor_name: string | null;
  actor_email: string | null;
  ip: string;
  user_agent: string;
}

/**
 * The audit log of master-password sign-ins (spec 3, 6): one row per use, whatever its
 * outcome, written before the answer goes out. Rows are never changed; the reseller reads them.
 */
export class MasterLoginAuditLog {
  readonly #em: EntityManager;

  constructor(em: EntityManager) {
    this.#em = em;
  }

  async record(attempt: MasterLoginAttempt): Promise<void> {
    this.#em.create(MasterLoginAuditSchema, {
      ...attempt,
      targetEmail: attempt.targetEmail.slice(0, 254),
      ip: attempt.ip.slice(0, 64),
      userAgent: attempt.userAgent.slice(0, 400),
    });
    await this.#em.flush();
  }

  async page(brandId: number, page: number, pageSize: number): Promise<{ items: AuditLogItem[]; total: number }> {
    const rows = await this.#em.execute<AuditRow[]>(
      `select l.id, l.created_at, l.result, l.target_email, l.target_user_id, t.name as target_name,
              l.actor_user_id, a.name as actor_name, a.email as actor_email, l.ip, l.user_agent
         from "master_login_audit" l
         left join "user" t on t.id = l.target_user_id
         left join "user" a on a.id = l.actor_user_id
        where l.brand_id = ?
        order by l.created_at desc, l.id desc
        limit ? offset ?`,
      [brandId, pageSize, (page - 1) * pageSize],
    );
    const total = await this.#em.count(MasterLoginAuditSchema, { brandId });
    return {
      total,
      items: rows.map((row) => ({
        id: Number(row.id),
        createdAt: new Date(row.created_at).toISOString(),
        result: row.result,
        targetEmail: row.target_email,
        targetUser: row.target_user_id !== null && row.target_name !== null ? { id: row.target_user_id, name: row.target_name } : null,
        actor: row.actor_user_id !== null && row.actor_name !== null ? { id: row.actor_user_id, name: row.actor_name, email: row.actor_email ?? '' } : null,
        ip: row.ip,
        userAgent: row.user_agent,
      })),
    };
  }
}
