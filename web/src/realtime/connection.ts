import { whenIdle } from '../app/whenIdle';
import { registerStateReset } from '../session/clientState';
import { handleSessionInvalidated } from '../session/invalidation';
import { recordRealtimeEvent, setRealtimeStatus, type RealtimeEvent } from './realtimeStore';

const MAX_RECONNECT_DELAY_MS = 30_000;

let socket: WebSocket | null = null;
let wanted = false;
let attempts = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
let cancelFirstOpen: (() => void) | null = null;

function socketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/api/ws`;
}

function parseEvent(data: unknown): RealtimeEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const value: unknown = JSON.parse(data);
    if (typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string') {
      return value as RealtimeEvent;
    }
  } catch {
    /* not JSON: ignored */
  }
  return null;
}

function schedule(delay: number): void {
  if (timer !== null) clearTimeout(timer);
  timer = setTimeout(open, delay);
}

function open(): void {
  timer = null;
  if (!wanted) return;
  setRealtimeStatus('connecting');
  const ws = new WebSocket(socketUrl());
  socket = ws;

  ws.onopen = () => {
    attempts = 0;
    setRealtimeStatus('connected');
  };
  ws.onmessage = (message: MessageEvent) => {
    const event = parseEvent(message.data);
    if (!event) return;
    recordRealtimeEvent(event);
    if (event.type === 'session.invalidated') handleSessionInvalidated();
  };
  ws.onclose = () => {
    if (socket !== ws) return;
    socket = null;
    if (!wanted) return;
    setRealtimeStatus('disconnected');
    // Back off (1 s, 2 s, 4 s … 30 s) so a server restart is not hammered.
    attempts += 1;
    schedule(Math.min(MAX_RECONNECT_DELAY_MS, 1000 * 2 ** (attempts - 1)));
  };
}

/**
 * Opens the realtime socket for the logged-in user and keeps it open, reconnecting after
 * drops. The first connect waits for idle time: the socket's first news redraws parts of the
 * screen, which is better not done in the middle of the first screen's rendering. Deferred,
 * it also spares React's StrictMode mount-unmount-mount a socket opened and closed at once.
 */
export function startRealtime(): void {
  if (wanted) return;
  wanted = true;
  attempts = 0;
  cancelFirstOpen = whenIdle(() => {
    cancelFirstOpen = null;
    open();
  }, 1000);
}

export function stopRealtime(): void {
  wanted = false;
  cancelFirstOpen?.();
  cancelFirstOpen = null;
  if (timer !== null) clearTimeout(timer);
  timer = null;
  const ws = socket;
  socket = null;
  if (ws && ws.readyState !== WebSocket.CLOSED && ws.readyState !== WebSocket.CLOSING) ws.close(1000);
  setRealtimeStatus('idle');
}

registerStateReset(stopRealtime);
