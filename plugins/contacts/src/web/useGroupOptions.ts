import { useCallback, useEffect, useState } from 'react';
import { toQueryString, useHost, type ListPage } from '@chatmill/sdk/web';
import { maxPageSize } from '../common/limits.ts';
import { apiPaths } from './api.ts';
import type { BookView, GroupOption, TagView } from './types.ts';

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
  const host = useHost();
  const [options, setOptions] = useState<GroupOption[]>([]);
  const [loading, setLoading] = useState(enabled);
  const [reloads, setReloads] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const path = kind === 'tags' ? apiPaths.tags : apiPaths.books;
    const load = async () => {
      const found: GroupOption[] = [];
      for (let page = 1; page <= maxPages; page++) {
        const result = await host.request<ListPage<TagView | BookView>>('GET', `${path}${toQueryString({ page, pageSize: maxPageSize, sort: 'name', order: 'asc' })}`);
        for (const item of result.items) found.push({ id: item.id, label: 'groupName' in item ? item.groupName : item.name });
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
  }, [enabled, host, kind, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { options, loading, reload };
}
