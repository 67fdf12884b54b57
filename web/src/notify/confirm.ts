import { create } from 'zustand';
import { registerStateReset } from '../session/clientState';

export interface ConfirmRequest {
  header: string;
  message: string;
  acceptLabel?: string | undefined;
  rejectLabel?: string | undefined;
  danger?: boolean | undefined;
}

interface Pending extends ConfirmRequest {
  id: number;
  resolve: (accepted: boolean) => void;
}

interface ConfirmState {
  queue: Pending[];
}

/** Confirmations waiting to be answered, shown one at a time by `ConfirmOutlet`. */
export const useConfirmStore = create<ConfirmState>()(() => ({ queue: [] }));

let sequence = 0;

/** Asks the user to confirm; resolves true on accept, false on reject or close. */
export function requestConfirm(request: ConfirmRequest): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    sequence += 1;
    const pending: Pending = { ...request, id: sequence, resolve };
    useConfirmStore.setState((state) => ({ queue: [...state.queue, pending] }));
  });
}

/** Answers the confirmation shown now and shows the next one, if any. */
export function answerConfirm(id: number, accepted: boolean): void {
  const { queue } = useConfirmStore.getState();
  const pending = queue.find((entry) => entry.id === id);
  if (!pending) return;
  useConfirmStore.setState({ queue: queue.filter((entry) => entry.id !== id) });
  pending.resolve(accepted);
}

// A confirmation left open when the session ends counts as declined.
registerStateReset(() => {
  const { queue } = useConfirmStore.getState();
  useConfirmStore.setState({ queue: [] });
  for (const pending of queue) pending.resolve(false);
});
