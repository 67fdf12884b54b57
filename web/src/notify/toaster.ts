import type { ToastMessage } from 'primereact/toast';

/** The part of PrimeReact's Toast handle the app uses. */
export interface Toaster {
  show: (message: ToastMessage | ToastMessage[]) => void;
}

let toaster: Toaster | null = null;
// Messages raised before the Toast is mounted (for example during the first render).
const pending: ToastMessage[] = [];

export function bindToaster(next: Toaster | null): void {
  toaster = next;
  if (toaster && pending.length > 0) toaster.show(pending.splice(0));
}

/** Shows a toast from code that is not inside a React component (API client, session flow). */
export function showToast(message: ToastMessage): void {
  if (toaster) toaster.show(message);
  else pending.push(message);
}
