import type { EntityManager } from '@mikro-orm/sql';
import { containsPattern } from '../../access/containsPattern.ts';
import type {
  NotificationAudience,
  NotificationType,
  AdminNotificationDetails,
  AdminNotificationPage,
  AdminNotificationView,
  NotificationListQuery,
  ReaderListQuery,
  ReaderPage,
} from '@chatmill/sdk/contracts';

interface NotificationRow {
  id: number;
  subject: string;
  type: NotificationType;
  content: string;
  audience: NotificationAudience;
  recipient_id: number | null;
  recipient_name: string | null;
  recipient_email: string | null;
  read_count: number;
  created_at: Date | string;
  updated_at: Date | string;
}

export interface NotificationData {
  subject: string;
  type: NotificationType;
  content: string;
  audience: NotificationAudience;
  recipientUserId: number | null;
}

const sortColumns: Record<NotificationListQuery['sort'], string> = {
  createdAt: 'n.created_at',
  subject: 'lower(n.subject)',
  type: 'n.type',
  id: 'n.id',
};

/** Every read counts: `update` drops the reads of users a notification is no longer addressed to. */
const notificationColumns = `n.id, n.subject, n.type, n.content, n.audience, n.created_at, n.updated_at,
  ru.id as recipient_id, ru.name as recipient_name, ru.email as recipient_email,
  (select count(*)::int from "notification_read" r where r.notification_id = n.id) as read_count`;

const notificationJoins = `left join "user" ru on ru.id = n.recipient_user_id`;

/**
 * The notifications of one brand, for its admins: every query filters on the brand this
 * repository was made with, so another brand's notification is not found.
 */
export class NotificationAdminRepository {
  readonly #em: EntityManager;
  readonly #brandId: number;

  constructor(em: EntityManager, brandId: number) {
    this.#em = em;
    this.#brandId = brandId;
  }

  get brandId(): number {
    return this.#brandId;
  }

  transactional<R>(work: (tx: NotificationAdminRepository) => Promise<R>): Promise<R> {
    return this.#em.transactional((em) => work(new NotificationAdminRepository(em, this.#brandId)));
  }

  async page(query: NotificationListQuery): Promise<AdminNotificationPage> {
    const params: Record<string, unknown> = { brandId: this.#brandId };
    let where = 'n.brand_id = :brandId';
    if (query.search) {
      where += ` and n.subject ilike :search escape '\\'`;
      params.search = containsPattern(query.search);
    }
    if (query.type) {
      where += ' and n.type = :type';
      params.type = query.type;
    }
    const [count] = await this.#em.execute<{ total: number }[]>(`select count(*)::int as total from "notification" n where ${where}`, params);
    const rows = await this.#em.execute<NotificationRow[]>(
      `select ${notificationColumns} from "notification" n ${notificationJoins} where ${where}
        order by ${sortColumns[query.sort]} ${query.order}, n.id ${query.order} limit :limit offset :offset`,
      { ...params, limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
    );
    const brandUsers = await this.activeUserCount();
    return { items: rows.map((row) => toView(row, brandUsers)), total: Number(count?.total ?? 0), page: query.page, pageSize: query.pageSize };
  }

  async details(id: number): Promise<AdminNotificationDetails | null> {
    const [row] = await this.#em.execute<NotificationRow[]>(
      `select ${notificationColumns} from "notification" n ${notificationJoins} where n.brand_id = :brandId and n.id = :id`,
      { brandId: this.#brandId, id },
    );
    return row ? { ...toView(row, await this.activeUserCount()), content: row.content } : null;
  }

  /** The brand's users who can read notifications: everyone not deactivated. */
  async activeUserCount(): Promise<number> {
    const [row] = await this.#em.execute<{ total: number }[]>(
      `select count(*)::int as total from "user" u where u.brand_id = :brandId and u.deactivated_at is null`,
      {
        brandId: this.#brandId,
      },
    );
    return Number(row?.total ?? 0);
  }

  /** A user of the brand by email (emails are stored in lower case, unique per brand). */
  async userIdByEmail(email: string): Promise<number | null> {
    const [row] = await this.#em.execute<{ id: number }[]>(`select u.id from "user" u where u.brand_id = :brandId and u.email = :email`, {
      brandId: this.#brandId,
      email,
    });
    return row ? Number(row.id) : null;
  }

  async create(data: NotificationData, createdByUserId: number): Promise<number> {
    const [row] = await this.#em.execute<{ id: number }[]>(
      `insert into "notification" ("brand_id", "subject", "type", "content", "audience", "recipient_user_id", "created_by_user_id")
        values (:brandId, :subject, :type, :content, :audience, :recipientUserId, :createdByUserId) returning "id"`,
      { brandId: this.#brandId, ...data, createdByUserId },
    );
    return Number(row!.id);
  }

  /** Replaces the notification; reads of users it is no longer addressed to go. False: no such notification. */
  async update(id: number, data: NotificationData): Promise<boolean> {
    const updated = await this.#em.execute<{ id: number }[]>(
      `update "notification" set "subject" = :subject, "type" = :type, "content" = :content, "audience" = :audience,
              "recipient_user_id" = :recipientUserId, "updated_at" = now()
        where "id" = :id and "brand_id" = :brandId returning "id"`,
      { ...data, id, brandId: this.#brandId },
    );
    if (updated.length === 0) return false;
    if (data.recipientUserId !== null) {
      await this.#em.execute(`delete from "notification_read" where "notification_id" = :id and "user_id" <> :recipientUserId`, {
        id,
        recipientUserId: data.recipientUserId,
      });
    }
    return true;
  }

  /** False: no such notification. Its reads go with it (the foreign key cascades). */
  async delete(id: number): Promise<boolean> {
    const deleted = await this.#em.execute<{ id: number }[]>(`delete from "notification" where "id" = :id and "brand_id" = :brandId returning "id"`, {
      id,
      brandId: this.#brandId,
    });
    return deleted.length > 0;
  }

  /** Who read the notification, latest first (call after `details` found it). */
  async readers(id: number, query: ReaderListQuery): Promise<ReaderPage> {
    const params: Record<string, unknown> = { id };
    let where = 'r.notification_id = :id';
    if (query.search) {
      where += ` and (u.name ilike :search escape '\\' or u.email ilike :search escape '\\')`;
      params.search = containsPattern(query.search);
    }
    const [count] = await this.#em.execute<{ total: number }[]>(
      `select count(*)::int as total from "notification_read" r join "user" u on u.id = r.user_id where ${where}`,
      params,
    );
    const rows = await this.#em.execute<{ user_id: number; name: string; email: string; read_at: Date | string }[]>(
      `select u.id as user_id, u.name, u.email, r.read_at from "notification_read" r join "user" u on u.id = r.user_id
        where ${where} order by r.read_at desc, u.id desc limit :limit offset :offset`,
      { ...params, limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
    );
    return {
      items: rows.map((row) => ({ userId: Number(row.user_id), name: row.name, email: row.email, readAt: new Date(row.read_at).toISOString() })),
      total: Number(count?.total ?? 0),
      page: query.page,
      pageSize: query.pageSize,
    };
  }
}

function toView(row: NotificationRow, brandUsers: number): AdminNotificationView {
  return {
    id: Number(row.id),
    subject: row.subject,
    type: row.type,
    audience: row.audience,
    recipient: row.recipient_id === null ? null : { id: Number(row.recipient_id), name: row.recipient_name ?? '', email: row.recipient_email ?? '' },
    readCount: Number(row.read_count),
    recipientCount: row.audience === 'user' ? 1 : brandUsers,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
