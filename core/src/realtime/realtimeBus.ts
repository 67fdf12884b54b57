/**
 * Events for browsers, published by any process and delivered to the sockets of every web
 * process. `userId` addresses one user's sockets; `sessionIds` narrows to some sessions.
 */
export interface RealtimeEvent {
  type: string;
  userId?: number;
  accountId?: number;
  sessionIds?: string[];
  payload?: Record<string, unknown>;
}

export interface RealtimeBus {
  publish(event: RealtimeEvent): Promise<void>;
  subscribe(listener: (event: RealtimeEvent) => void): () => void;
  close(): Promise<void>;
}
