import { useEffect, useState } from 'react';
import { maxPageSize } from '../common/limits.ts';
import { contracts, useWidgetApi } from './api.ts';
import type { WidgetView } from './types.ts';

/** The account's widgets for a selector (the first 100, by name); null while loading. */
export function useWidgets(): { widgets: WidgetView[] | null; failed: boolean } {
  const api = useWidgetApi();
  const [widgets, setWidgets] = useState<WidgetView[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    api.call(contracts.listWidgets, { query: { sort: 'name', order: 'asc', pageSize: maxPageSize } }).then(
      (page) => live && setWidgets(page.items),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api]);
  return { widgets, failed };
}
