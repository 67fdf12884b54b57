import { useCallback, useEffect, useState } from 'react';

import { maxPageSize } from '../common/limits.ts';
import { contracts, useContactsApi } from './api.ts';
import type { GroupOption } from './types.ts';

/** Enough for any real account's pickers, without asking a page at a time forever. */
const maxPages = 10;

export interface GroupOptions {
  options: GroupOption[];
  loading: boolean;
  /** Fetch again, e.g. after an import created nothing new but the user renamed a tag elsewhere. */
  reload(): void;
}

/**
 * All tags or all contact books of the account, sorted by name, for filters and pickers.
 * `enabled` false (the user may not read them) gives an empty list without a request.
 */
export function useGroupOptions(kind: 'tags' | 'books', enabled: boolean): GroupOptions {
  const api = useContactsApi();
  const [options, setOptions] = useState<GroupOption[]>([]);
  const [loading, setLoading] = useState(enabled);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const load = async () => {
      const found: GroupOption[] = [];
      for (let page = 1; page <= maxPages; page++) {
        const query = { page, pageSize: maxPageSize, sort: 'name', order: 'asc' } as const;
        const result =
          kind === 'tags'
            ? await api.call(contracts.listTags, { query }).then((p) => ({ total: p.total, items: p.items.map((i) => ({ id: i.id, label: i.groupName })) }))
            : await api.call(contracts.listBooks, { query }).then((p) => ({ total: p.total, items: p.items.map((i) => ({ id: i.id, label: i.name })) }));
        found.push(...result.items);
        if (page * maxPageSize >= result.total) break;
      }
      return found;
    };
    setLoading(true);
    load().then(
      (found) => {
        if (cancelled) return;
        setOptions(found);
        setLoading(false);
      },
      () => {
        // The filters still work without the names; the table shows the real errors.
        if (!cancelled) setLoading(false);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [enabled, api, kind, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { options, loading, reload };
}
