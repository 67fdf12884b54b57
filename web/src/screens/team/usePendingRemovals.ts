import { useCallback, useEffect, useRef, useState } from 'react';

/** As long as the toast with Undo stays up (the host's action toasts last 8 s). */
export const UNDO_WINDOW_MS = 8000;

export interface PendingRemovals {
  /** Ids waiting for their undo window to close. */
  pending: ReadonlySet<number>;
  /** Marks the member and sends the DELETE when the undo window closes. */
  schedule(id: number): Promise<void>;
  /** Undo: the DELETE is never sent. */
  cancel(id: number): Promise<void>;
}

/**
 * Deleting a member cannot be taken back on the server: the user row goes, and their sessions,
 * reset links and sign-in identities with it. So Undo works by waiting: the row is marked, and
 * the DELETE goes out when the undo window closes, at once when the screen closes, and with
 * `keepalive` when the tab closes, so a confirmed delete is never lost.
 */
export function usePendingRemovals(
  remove: (id: number) => Promise<unknown>,
  deleteUrl: (id: number) => string,
  onSettled: (id: number, error: unknown) => void,
): PendingRemovals {
  const [pending, setPending] = useState<ReadonlySet<number>>(() => new Set());
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const latest = useRef({ remove, deleteUrl, onSettled });
  latest.current = { remove, deleteUrl, onSettled };

  const forget = useCallback((id: number) => {
    setPending((ids) => {
      const next = new Set(ids);
      next.delete(id);
      return next;
    });
  }, []);

  const send = useCallback(
    (id: number) => {
      timers.current.delete(id);
      latest.current.remove(id).then(
        () => {
          forget(id);
          latest.current.onSettled(id, null);
        },
        (error: unknown) => {
          forget(id);
          latest.current.onSettled(id, error);
        },
      );
    },
    [forget],
  );

  const schedule = useCallback(
    async (id: number) => {
      if (timers.current.has(id)) return;
      setPending((ids) => new Set(ids).add(id));
      timers.current.set(
        id,
        setTimeout(() => send(id), UNDO_WINDOW_MS),
      );
    },
    [send],
  );

  const cancel = useCallback(
    async (id: number) => {
      const timer = timers.current.get(id);
      if (timer !== undefined) clearTimeout(timer);
      timers.current.delete(id);
      forget(id);
    },
    [forget],
  );

  useEffect(() => {
    const waiting = timers.current;
    // Closing the tab: the page's scripts stop, so the browser sends these on its own.
    const onPageHide = () => {
      for (const [id, timer] of waiting) {
        clearTimeout(timer);
        void fetch(latest.current.deleteUrl(id), { method: 'DELETE', credentials: 'same-origin', keepalive: true });
      }
      waiting.clear();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the screen: send what was confirmed now rather than drop it.
      for (const [id, timer] of waiting) {
        clearTimeout(timer);
        latest.current.remove(id).then(
          () => undefined,
          (error: unknown) => latest.current.onSettled(id, error),
        );
      }
      waiting.clear();
    };
  }, []);

  return { pending, schedule, cancel };
}
