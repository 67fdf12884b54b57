import { useEffect, useState } from 'react';
import { contracts, useContactsApi } from '../../../api.ts';
import type { ImportView } from '../../../types.ts';

const pollMs = 1000;
/** After a failed poll, wait longer each time (up to this), so a down server is not hammered. */
const maxBackoffMs = 10_000;

export const isFinished = (view: ImportView | null): boolean => view?.status === 'done' || view?.status === 'failed';

/** Polls GET /imports/:id every second until the import is done or failed. */
export function useImportProgress(importId: number): { view: ImportView | null; pollFailed: boolean } {
  const api = useContactsApi();
  const [view, setView] = useState<ImportView | null>(null);
  const [pollFailed, setPollFailed] = useState(false);

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = pollMs;
    const poll = async () => {
      try {
        const next = await api.call(contracts.getImport, { params: { id: importId } });
        if (stopped) return;
        setView(next);
        setPollFailed(false);
        delay = pollMs;
        if (isFinished(next)) return;
      } catch {
        if (stopped) return;
        setPollFailed(true);
        delay = Math.min(delay * 2, maxBackoffMs);
      }
      timer = setTimeout(() => void poll(), delay);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, importId]);

  return { view, pollFailed };
}
