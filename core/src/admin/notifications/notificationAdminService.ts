import { AppError } from '@chatmill/sdk';
import type { RealtimeBus } from '../../realtime/realtimeBus.ts';
import type { NotificationAdminRepository, NotificationData } from './notificationAdminRepository.ts';
import {
  notificationMessages,
  type AdminNotificationDetails,
  type AdminNotificationPage,
  type NotificationBody,
  type NotificationListQuery,
  type ReaderListQuery,
  type ReaderPage,
} from '@chatmill/sdk/contracts';

/** What the dashboards of the recipients hear: refetch the bell. No content travels this way. */
export const notificationsChangedEvent = 'notifications.changed';

/**
 * The admin's notifications (spec 3, 3 and 9): write, edit and delete them for all users of
 * the brand or one user, see how many read each and who. Recipients' open dashboards are told
 * at once, so their bell updates without a reload.
 */
export class NotificationAdminService {
  readonly #notifications: NotificationAdminRepository;
  readonly #realtime: RealtimeBus;
  readonly #adminId: number;

  constructor(notifications: NotificationAdminRepository, realtime: RealtimeBus, adminId: number) {
    this.#notifications = notifications;
    this.#realtime = realtime;
    this.#adminId = adminId;
  }

  list(query: NotificationListQuery): Promise<AdminNotificationPage> {
    return this.#notifications.page(query);
  }

  async get(id: number): Promise<AdminNotificationDetails> {
    const found = await this.#notifications.details(id);
    if (!found) throw new AppError('NOT_FOUND', notificationMessages.notFound);
    return found;
  }

  async create(body: NotificationBody): Promise<AdminNotificationDetails> {
    const data = await this.#data(body);
    const id = await this.#notifications.create(data, this.#adminId);
    await this.#announce(data.recipientUserId);
    return this.get(id);
  }

  async update(id: number, body: NotificationBody): Promise<AdminNotificationDetails> {
    await this.get(id);
    const data = await this.#data(body);
    const updated = await this.#notifications.transactional((tx) => tx.update(id, data));
    if (!updated) throw new AppError('NOT_FOUND', notificationMessages.notFound);
    await this.#announce(data.recipientUserId);
    return this.get(id);
  }

  async remove(id: number): Promise<void> {
    const found = await this.get(id);
    if (!(await this.#notifications.delete(id))) throw new AppError('NOT_FOUND', notificationMessages.notFound);
    await this.#announce(found.recipient?.id ?? null);
  }

  async readers(id: number, query: ReaderListQuery): Promise<ReaderPage> {
    await this.get(id);
    return this.#notifications.readers(id, query);
  }

  /** The row's data: the recipient's email becomes their id, if they are a user of the brand. */
  async #data(body: NotificationBody): Promise<NotificationData> {
    let recipientUserId: number | null = null;
    if (body.audience === 'user') {
      recipientUserId = await this.#notifications.userIdByEmail(body.recipientEmail!);
      if (recipientUserId === null) {
        throw new AppError('VALIDATION_FAILED', 'Check the body: recipientEmail.', { fields: { recipientEmail: notificationMessages.recipientUnknown } });
      }
    }
    return { subject: body.subject, type: body.type, content: body.content, audience: body.audience, recipientUserId };
  }

  /**
   * One user's sockets, or every socket when it is for the whole brand (the bus addresses
   * users and accounts, not brands): the event carries nothing but its type, and each
   * dashboard refetches its own notifications.
   */
  async #announce(recipientUserId: number | null): Promise<void> {
    await this.#realtime.publish({ type: notificationsChangedEvent, ...(recipientUserId !== null ? { userId: recipientUserId } : {}) });
  }
}
