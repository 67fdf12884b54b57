import { create } from 'zustand';
import { registerStateReset } from '../session/clientState';

export type RealtimeStatus = 'idle' | 'connecting' | 'connected' | 'disconnected';

/** A message from /api/ws: always a JSON object with a string `type`. */
export interface RealtimeEvent {
  type: string;
  [field: string]: unknown;
}

interface RealtimeState {
  status: RealtimeStatus;
  lastEvent: RealtimeEvent | null;
  lastEventAt: number | null;
}

const initialState: RealtimeState = { status: 'idle', lastEvent: null, lastEventAt: null };

export const useRealtimeStore = create<RealtimeState>()(() => ({ ...initialState }));

export function setRealtimeStatus(status: RealtimeStatus): void {
  useRealtimeStore.setState({ status });
}

export function recordRealtimeEvent(event: RealtimeEvent): void {
  useRealtimeStore.setState({ lastEvent: event, lastEventAt: Date.now() });
}

registerStateReset(() => useRealtimeStore.setState({ ...initialState }));
