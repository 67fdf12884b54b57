import type { ToastMessage } from 'primereact/toast';

/** The part of PrimeReact's Toast handle the app uses. */
export interface Toaster {
  show: (message: ToastMessage | ToastMessage[]) => void;
  remove: (message: ToastMessage) => void;
}

/** Closes a toast shown with `showToast` before its time is up (e.g. after its action was used). */
export interface ToastHandle {
  close: () => void;
}

let toaster: Toaster | null = null;
// Messages raised before the Toast is mounted (for example during the first render).
const pending: ToastMessage[] = [];
let sequence = 0;

const waitingListeners = new Set<() => void>();

export function hasPendingToasts(): boolean {
  return pending.length > 0;
}

/** Tells `listener` when a message is queued because no Toast is mounted yet. */
export function onToastWaiting(listener: () => void): () => void {
  waitingListeners.add(listener);
  return () => waitingListeners.delete(listener);
}

export function bindToaster(next: Toaster | null): void {
  toaster = next;
  if (toaster && pending.length > 0) toaster.show(pending.splice(0));
}

/** Shows a toast from code that is not inside a React component (API client, session flow, plugins). */
export function showToast(message: ToastMessage): ToastHandle {
  // Every message gets its own id as its LAST property: PrimeReact's remove() compares the
  // messages property by property from the last one, so two messages differ at once on the id
  // instead of walking into the React elements a detail may hold.
  const { id: _given, ...rest } = message;
  sequence += 1;
  const shown: ToastMessage = { ...rest, id: `toast-${sequence}` };
  if (toaster) toaster.show(shown);
  else {
    pending.push(shown);
    // Not while a component may be rendering (the listeners set React state).
    queueMicrotask(() => {
      for (const listener of waitingListeners) listener();
    });
  }
  return {
    close: () => {
      const index = pending.indexOf(shown);
      if (index >= 0) pending.splice(index, 1);
      else toaster?.remove(shown);
    },
  };
}
