import { useCallback, useEffect, useRef, useState } from 'react';
import { useRealtimeStore } from '../../realtime/realtimeStore';
import { inboxApi, notificationsChangedEvent, type UserNotification } from './inboxApi';

/** The bell shows the latest ones; older ones stay readable through the API's pages. */
export const INBOX_SIZE = 20;
/** Besides the realtime push, look again now and then (a missed event, a sleeping laptop). */
const REFRESH_MS = 5 * 60_000;

export interface Inbox {
  items: UserNotification[];
  unread: number;
  /** The first load has not answered yet. */
  loading: boolean;
  failed: boolean;
  refresh(): Promise<void>;
  markRead(id: number): Promise<void>;
  markAllRead(): Promise<void>;
}

/**
 * The signed-in user's latest notifications and unread count, kept fresh: on mount, when the
 * server says they changed (realtime `notifications.changed`), when the tab gets focus again,
 * and every few minutes. Marking read updates the list at once, then trusts the server's count.
 */
export function useInbox(): Inbox {
  const [items, setItems] = useState<UserNotification[]>([]);
  const [unread, setUnread] = useState(0);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const alive = useRef(true);

  const refresh = useCallback(async () => {
    try {
      const page = await inboxApi.list(INBOX_SIZE);
      if (!alive.current) return;
      setItems(page.items);
      setUnread(page.unread);
      setFailed(false);
    } catch {
      if (alive.current) setFailed(true);
    } finally {
      if (alive.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    void refresh();
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    const onFocus = () => void refresh();
    window.addEventListener('focus', onFocus);
    return () => {
      alive.current = false;
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [refresh]);

  // Every realtime event goes through the store: refetch on ours.
  const lastEventAt = useRealtimeStore((state) => (state.lastEvent?.type === notificationsChangedEvent ? state.lastEventAt : null));
  useEffect(() => {
    if (lastEventAt !== null) void refresh();
  }, [lastEventAt, refresh]);

  const markRead = useCallback(
    async (id: number) => {
      setItems((current) => current.map((item) => (item.id === id && !item.read ? { ...item, read: true, readAt: new Date().toISOString() } : item)));
      try {
        const answer = await inboxApi.markRead(id);
        if (alive.current) setUnread(answer.unread);
      } catch {
        await refresh();
      }
    },
    [refresh],
  );

  const markAllRead = useCallback(async () => {
    const now = new Date().toISOString();
    setItems((current) => current.map((item) => (item.read ? item : { ...item, read: true, readAt: now })));
    setUnread(0);
    try {
      await inboxApi.markAllRead();
    } finally {
      await refresh();
    }
  }, [refresh]);

  return { items, unread, loading, failed, refresh, markRead, markAllRead };
}
