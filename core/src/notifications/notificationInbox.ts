import type { EntityManager } from '@mikro-orm/sql';
import { AppError } from '@chatmill/sdk';
import type { NotificationType, UserNotification, UserNotificationPage, UserNotificationQuery } from '@chatmill/sdk/contracts';

interface InboxRow {
  id: number;
  subject: string;
  type: NotificationType;
  content: string;
  created_at: Date | string;
  read_at: Date | string | null;
}

/**
 * Which notifications a user receives: those of their brand addressed to everyone, and those
 * addressed to them. Every query of the inbox filters with this, on `n`.
 */
const addressedToUser = `n.brand_id = :brandId and (n.audience = 'all' or n.recipient_user_id = :userId)`;

export const notificationNotFound = 'No such notification.';

/**
 * One user's notifications with their own read state (spec 3, 4: Read, Unread). Made for the
 * signed-in user only, so a notification addressed to someone else is simply not found.
 */
export class NotificationInbox {
  readonly #em: EntityManager;
  readonly #params: { brandId: number; userId: number };

  constructor(em: EntityManager, user: { id: number; brandId: number }) {
    this.#em = em;
    this.#params = { brandId: user.brandId, userId: user.id };
  }

  async page(query: UserNotificationQuery): Promise<UserNotificationPage> {
    const unreadOnly = query.filter === 'unread' ? ' and r.user_id is null' : '';
    const from = `from "notification" n
      left join "notification_read" r on r.notification_id = n.id and r.user_id = :userId
      where ${addressedToUser}${unreadOnly}`;
    const [count] = await this.#em.execute<{ total: number }[]>(`select count(*)::int as total ${from}`, this.#params);
    const rows = await this.#em.execute<InboxRow[]>(
      `select n.id, n.subject, n.type, n.content, n.created_at, r.read_at ${from}
        order by n.created_at desc, n.id desc limit :limit offset :offset`,
      { ...this.#params, limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
    );
    return { items: rows.map(toView), total: Number(count?.total ?? 0), page: query.page, pageSize: query.pageSize, unread: await this.unreadCount() };
  }

  async unreadCount(): Promise<number> {
    const [row] = await this.#em.execute<{ unread: number }[]>(
      `select count(*)::int as unread from "notification" n
        where ${addressedToUser}
          and not exists (select 1 from "notification_read" r where r.notification_id = n.id and r.user_id = :userId)`,
      this.#params,
    );
    return Number(row?.unread ?? 0);
  }

  /** Marks one notification read; reading it twice keeps the first time. Another user's is NOT_FOUND. */
  async markRead(id: number): Promise<void> {
    const inserted = await this.#em.execute<{ id: number }[]>(
      `insert into "notification_read" ("notification_id", "user_id")
        select n.id, :userId from "notification" n where n.id = :id and ${addressedToUser}
        on conflict do nothing
        returning "notification_id" as id`,
      { ...this.#params, id },
    );
    if (inserted.length > 0) return;
    const [visible] = await this.#em.execute<{ id: number }[]>(`select n.id from "notification" n where n.id = :id and ${addressedToUser}`, {
      ...this.#params,
      id,
    });
    if (!visible) throw new AppError('NOT_FOUND', notificationNotFound);
  }

  /** Marks every unread notification of the user read; returns how many were unread. */
  async markAllRead(): Promise<number> {
    const inserted = await this.#em.execute<{ id: number }[]>(
      `insert into "notification_read" ("notification_id", "user_id")
        select n.id, :userId from "notification" n where ${addressedToUser}
        on conflict do nothing
        returning "notification_id" as id`,
      this.#params,
    );
    return inserted.length;
  }
}

function iso(value: Date | string): string {
  return new Date(value).toISOString();
}

function toView(row: InboxRow): UserNotification {
  return {
    id: Number(row.id),
    subject: row.subject,
    type: row.type,
    content: row.content,
    createdAt: iso(row.created_at),
    read: row.read_at !== null,
    readAt: row.read_at === null ? null : iso(row.read_at),
  };
}
