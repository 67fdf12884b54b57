import { useCallback, useEffect, useId, useImperativeHandle, useMemo, useRef, useState, type CSSProperties, type ReactNode, type Ref } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Column } from 'primereact/column';
import { DataTable, type DataTableStateEvent } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { errorMessage } from './apiErrors.ts';
import { EmptyState, type EmptyStateProps } from './EmptyState.tsx';
import { useHost } from './host.ts';
import { hasActiveFilters, toQueryString, type ListPage, type ListQuery, type QueryParams, type SortOrder } from './listQuery.ts';
import { useSdkText } from './sdkText.ts';
import { useDebouncedValue } from './useDebouncedValue.ts';

export interface ServerColumn<T> {
  /** The field shown (when there is no `body`), and the `sort` value sent unless `sortKey` says otherwise. */
  field: string;
  header: ReactNode;
  sortable?: boolean;
  /** The `sort` value the server knows this column by, when it differs from `field`. */
  sortKey?: string;
  body?: (row: T) => ReactNode;
  style?: CSSProperties;
}

export interface ServerDataTableHandle {
  /** Fetches the current page again (after a change made elsewhere on the screen). */
  reload(): void;
  /** The query of the page on screen: page, size, search and sort. */
  query(): ListQuery;
}

export interface ServerDataTableProps<T> {
  /** The list route, e.g. `/api/contacts/contacts`. */
  path: string;
  columns: ReadonlyArray<ServerColumn<T>>;
  /** The accessible name of the table, e.g. "Contacts". */
  label: string;
  /** Filters sent with every request; a change goes back to page 1. */
  params?: QueryParams;
  /** The unique field of a row (default `id`); also keys the selection. */
  dataKey?: keyof T & string;
  pageSize?: number;
  pageSizeOptions?: number[];
  defaultSort?: { field: string; order: SortOrder };
  /** Shows the search box; its text goes to the `search` query parameter. */
  search?: { label: string; placeholder?: string; delayMs?: number } | false;
  /** Controls beside the search box (filters, buttons). */
  toolbar?: ReactNode;
  /** Rows ticked, kept across pages; pass both to show the checkbox column. */
  selection?: T[];
  onSelectionChange?: (rows: T[]) => void;
  /** A row's name for the checkbox label ("Select Ada Lovelace"); the data key otherwise. */
  rowLabel?: (row: T) => string;
  /** What an empty list shows when no search or filter narrows it. */
  empty?: EmptyStateProps;
  /** What an empty list shows when a search or filter is active. */
  noResults?: string;
  /** Change it to reload, like `ref.reload()`. */
  reloadKey?: unknown;
  /** Every query sent (e.g. to export what the user sees). */
  onQueryChange?: (query: ListQuery & { params: QueryParams }) => void;
  /** Every page received. */
  onLoad?: (page: ListPage<T>) => void;
  ref?: Ref<ServerDataTableHandle>;
}

type Row = Record<string, unknown>;

const noParams: QueryParams = {};

/**
 * A table over a list route: the server pages, sorts, searches and filters; this shows the
 * page, a debounced search box, checkboxes (Tab and Space select a row), an empty state,
 * a loading overlay and any error with a retry, never a silent blank.
 */
export function ServerDataTable<T extends object>(props: ServerDataTableProps<T>) {
  const {
    path,
    columns,
    label,
    params = noParams,
    dataKey = 'id' as keyof T & string,
    pageSize: initialPageSize = 10,
    pageSizeOptions = [10, 25, 50],
    defaultSort,
    search: searchOptions = false,
    toolbar,
    selection,
    onSelectionChange,
    rowLabel,
    empty,
    noResults,
    reloadKey,
    onQueryChange,
    onLoad,
    ref,
  } = props;
  const host = useHost();
  const text = useSdkText();
  const searchId = useId();

  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [sort, setSort] = useState(defaultSort);
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), searchOptions ? (searchOptions.delayMs ?? 400) : 0);
  const [data, setData] = useState<ListPage<T> | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const latest = useRef(0);

  // A change of filters or search starts again from page 1 (page 3 of other results means
  // little). Adjusted during render, so no request goes out for the old page.
  const paramsKey = JSON.stringify(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .sort(),
  );
  const filterKey = `${paramsKey}\u0000${search}`;
  const [seenFilterKey, setSeenFilterKey] = useState(filterKey);
  if (seenFilterKey !== filterKey) {
    setSeenFilterKey(filterKey);
    setPage(1);
  }

  const query = useMemo<ListQuery>(
    () => ({ page, pageSize, search: search || undefined, sort: sort?.field, order: sort?.order }),
    [page, pageSize, search, sort],
  );

  // Callers pass inline callbacks; refs keep them out of the fetch effect's dependencies.
  const callbacks = useRef({ onQueryChange, onLoad });
  callbacks.current = { onQueryChange, onLoad };

  useEffect(() => {
    const id = ++latest.current;
    const all = { ...params, ...query };
    callbacks.current.onQueryChange?.({ ...query, params });
    setLoading(true);
    setError(null);
    host.request<ListPage<T>>('GET', `${path}${toQueryString(all)}`).then(
      (result) => {
        if (id !== latest.current) return; // an answer to an older query
        // Deleting the last row of the last page: show the page before instead of nothing.
        if (result.items.length === 0 && result.total > 0 && query.page > 1) {
          setPage(Math.max(1, Math.ceil(result.total / query.pageSize)));
          return;
        }
        setData(result);
        setLoading(false);
        callbacks.current.onLoad?.(result);
      },
      (failure: unknown) => {
        if (id !== latest.current) return;
        // Rows of an earlier query under an error would look current: show the error alone.
        setData(null);
        setError(errorMessage(failure, text('table.loadFailed')));
        setLoading(false);
      },
    );
    // paramsKey stands for params; text only changes with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, path, paramsKey, query, reloadKey, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  useImperativeHandle(ref, () => ({ reload, query: () => query }), [reload, query]);

  const onPage = (event: DataTableStateEvent) => {
    setPageSize(event.rows);
    setPage(Math.floor(event.first / event.rows) + 1);
  };
  const onSort = (event: DataTableStateEvent) => {
    setSort(event.sortField && event.sortOrder ? { field: event.sortField, order: event.sortOrder === 1 ? 'asc' : 'desc' } : undefined);
    setPage(1);
  };

  const selectable = selection !== undefined && onSelectionChange !== undefined;
  const items = data?.items ?? [];
  const keyOf = (row: T): unknown => (row as Row)[dataKey];
  const selectedKeys = new Set((selection ?? []).map(keyOf));
  const pageSelected = items.length > 0 && items.every((row) => selectedKeys.has(keyOf(row)));

  const toggleRow = (row: T, checked: boolean) => {
    if (!onSelectionChange) return;
    const others = (selection ?? []).filter((r) => keyOf(r) !== keyOf(row));
    onSelectionChange(checked ? [...others, row] : others);
  };
  const togglePage = (checked: boolean) => {
    if (!onSelectionChange) return;
    const pageKeys = new Set(items.map(keyOf));
    const others = (selection ?? []).filter((r) => !pageKeys.has(keyOf(r)));
    onSelectionChange(checked ? [...others, ...items] : others);
  };

  const filtered = Boolean(search) || hasActiveFilters(params);
  const emptyContent = filtered ? <EmptyState message={noResults ?? text('table.noResults')} /> : <EmptyState message={text('table.empty')} {...empty} />;

  return (
    <div className="server-data-table" style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      {searchOptions || toolbar ? (
        <div role="search" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}>
          {searchOptions ? (
            <span style={{ position: 'relative', display: 'inline-flex', alignItems: 'center', flex: '1 1 16rem', maxWidth: '24rem' }}>
              <i
                className="pi pi-search"
                aria-hidden="true"
                style={{ position: 'absolute', insetInlineStart: '0.75rem', color: 'var(--text-color-secondary)' }}
              />
              <InputText
                id={searchId}
                type="search"
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
                aria-label={searchOptions.label}
                placeholder={searchOptions.placeholder ?? searchOptions.label}
                style={{ width: '100%', paddingInlineStart: '2.25rem' }}
              />
            </span>
          ) : null}
          {toolbar}
        </div>
      ) : null}
      {error ? (
        <div role="alert" style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap' }}>
          <Message severity="error" text={error} />
          <Button type="button" label={text('table.retry')} icon="pi pi-refresh" size="small" outlined onClick={reload} />
        </div>
      ) : null}
      <DataTable
        value={items as Row[]}
        dataKey={dataKey}
        lazy
        // Cells show state from outside their row (the ticks, the screen's callbacks); memoised
        // cells would keep the old ticks. A page is at most a hundred rows, so this is cheap.
        cellMemo={false}
        paginator
        first={(page - 1) * pageSize}
        rows={pageSize}
        totalRecords={data?.total ?? 0}
        rowsPerPageOptions={pageSizeOptions}
        onPage={onPage}
        sortField={sort?.field}
        sortOrder={sort ? (sort.order === 'asc' ? 1 : -1) : 0}
        onSort={onSort}
        loading={loading}
        emptyMessage={loading || error ? ' ' : emptyContent}
        paginatorTemplate="RowsPerPageDropdown FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport"
        currentPageReportTemplate={text('table.pageReport')}
        aria-busy={loading}
        pt={{ table: { 'aria-label': label } }}
      >
        {selectable ? (
          <Column
            header={
              <Checkbox
                checked={pageSelected}
                onChange={(event) => togglePage(Boolean(event.checked))}
                disabled={items.length === 0}
                aria-label={text('table.selectPage')}
              />
            }
            body={(row: T) => (
              <Checkbox
                checked={selectedKeys.has(keyOf(row))}
                onChange={(event) => toggleRow(row, Boolean(event.checked))}
                aria-label={text('table.selectRow', { label: rowLabel ? rowLabel(row) : String(keyOf(row)) })}
              />
            )}
            style={{ width: '3rem' }}
          />
        ) : null}
        {columns.map((column) => (
          <Column
            key={column.field}
            field={column.field}
            sortField={column.sortKey ?? column.field}
            header={column.header}
            sortable={column.sortable ?? false}
            {...(column.body ? { body: (row: T) => column.body!(row) } : {})}
            style={column.style}
          />
        ))}
      </DataTable>
    </div>
  );
}
