import type { EntityManager } from '@mikro-orm/sql';
import { containsPattern } from '../../access/containsPattern.ts';
import type { KeptMailDetails, KeptMailView, MailboxListQuery } from './mailboxSchemas.ts';

interface KeptMailRow {
  id: number;
  brand_id: number | null;
  brand_name: string;
  to_address: string;
  from_address: string;
  subject: string;
  text: string;
  html: string | null;
  created_at: Date | string;
}

const listColumns = 'm.id, m.brand_id, m.brand_name, m.to_address, m.from_address, m.subject, m.created_at';

/**
 * The local mailbox as admins read it. `brandId` null: every brand's mails (the platform
 * admin); a number: that brand's only (an Admin of a brand), so another brand's mail is not found.
 */
export class MailboxRepository {
  readonly #em: EntityManager;
  readonly #brandId: number | null;

  constructor(em: EntityManager, brandId: number | null) {
    this.#em = em;
    this.#brandId = brandId;
  }

  async page(query: MailboxListQuery): Promise<{ items: KeptMailView[]; total: number; page: number; pageSize: number }> {
    const conditions: string[] = [];
    const params: Record<string, unknown> = {};
    if (this.#brandId !== null) {
      conditions.push('m.brand_id = :brandId');
      params.brandId = this.#brandId;
    }
    if (query.search) {
      conditions.push(`(m.to_address ilike :search escape '\\' or m.subject ilike :search escape '\\')`);
      params.search = containsPattern(query.search);
    }
    const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
    const [count] = await this.#em.execute<{ total: number }[]>(`select count(*)::int as total from "local_mail" m ${where}`, params);
    const rows = await this.#em.execute<KeptMailRow[]>(`select ${listColumns} from "local_mail" m ${where} order by m.id desc limit :limit offset :offset`, {
      ...params,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return { items: rows.map(toView), total: Number(count?.total ?? 0), page: query.page, pageSize: query.pageSize };
  }

  async details(id: number): Promise<KeptMailDetails | null> {
    const scope = this.#brandId === null ? '' : ' and m.brand_id = :brandId';
    const [row] = await this.#em.execute<KeptMailRow[]>(`select ${listColumns}, m.text, m.html from "local_mail" m where m.id = :id${scope}`, {
      id,
      ...(this.#brandId === null ? {} : { brandId: this.#brandId }),
    });
    return row ? { ...toView(row), text: row.text, html: row.html } : null;
  }
}

function toView(row: KeptMailRow): KeptMailView {
  return {
    id: Number(row.id),
    to: row.to_address,
    from: row.from_address,
    subject: row.subject,
    brandId: row.brand_id === null ? null : Number(row.brand_id),
    brandName: row.brand_name,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
