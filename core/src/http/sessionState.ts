import type { RequestUser } from '@chatmill/sdk';

/** What the request's session resolved to; set by requestScope before routing. */
export type SessionState = { kind: 'none' } | { kind: 'invalidated' } | { kind: 'active'; sessionId: string; user: RequestUser };
