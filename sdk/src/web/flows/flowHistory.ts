/**
 * Undo and redo over whole snapshots (the editor's graph states). Snapshots are immutable
 * values, so keeping a hundred of them costs only what changed between them.
 *
 * Edits that come in a burst (typing into one field, nudging one node) share a `mergeKey`:
 * a new snapshot with the same key within `mergeWindowMs` replaces the present instead of
 * adding a step, so one Ctrl+Z takes back the whole burst, not one keystroke.
 */
export interface History<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  /** The key and time of the last recorded edit, for merging the next one into it. */
  readonly last: { readonly key: string; readonly at: number } | null;
}

export interface RecordOptions {
  mergeKey?: string;
  /** Milliseconds since the epoch; `Date.now()` unless given (tests pass their own clock). */
  now?: number;
  mergeWindowMs?: number;
}

/** Steps kept; older ones fall off the end. */
export const HISTORY_LIMIT = 100;
const DEFAULT_MERGE_WINDOW_MS = 1000;

export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], last: null };
}

/**
 * `next` becomes the present. Unchanged snapshots (by `equals`) record nothing; any new step
 * drops the redo branch, as in every editor.
 */
export function record<T>(history: History<T>, next: T, equals: (a: T, b: T) => boolean, options: RecordOptions = {}): History<T> {
  if (equals(history.present, next)) return history;
  const now = options.now ?? Date.now();
  const window = options.mergeWindowMs ?? DEFAULT_MERGE_WINDOW_MS;
  const key = options.mergeKey;
  const merging = key !== undefined && history.last !== null && history.last.key === key && now - history.last.at <= window && history.future.length === 0;
  if (merging) return { past: history.past, present: next, future: [], last: { key, at: now } };
  const past = [...history.past, history.present];
  if (past.length > HISTORY_LIMIT) past.splice(0, past.length - HISTORY_LIMIT);
  return { past, present: next, future: [], last: key === undefined ? null : { key, at: now } };
}

export function canUndo<T>(history: History<T>): boolean {
  return history.past.length > 0;
}

export function canRedo<T>(history: History<T>): boolean {
  return history.future.length > 0;
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past[history.past.length - 1];
  if (history.past.length === 0) return history;
  return { past: history.past.slice(0, -1), present: previous as T, future: [history.present, ...history.future], last: null };
}

export function redo<T>(history: History<T>): History<T> {
  if (history.future.length === 0) return history;
  const [next, ...rest] = history.future;
  return { past: [...history.past, history.present], present: next as T, future: rest, last: null };
}
