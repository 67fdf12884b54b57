import type { CanonicalMessage, CanonicalMessageKind } from '../../channels/canonicalMessage.ts';

/**
 * The flow REST API's paths, one place for the editor, the flow lists and the share screens.
 * The answers' types are in sdk/src/flows/flowApi.ts (store) and below (runtime).
 */
export const flowPaths = {
  list: '/api/flows',
  one: (id: number) => `/api/flows/${id}`,
  draft: (id: number) => `/api/flows/${id}/draft`,
  publish: (id: number) => `/api/flows/${id}/publish`,
  versions: (id: number) => `/api/flows/${id}/versions`,
  version: (id: number, number: number) => `/api/flows/${id}/versions/${number}`,
  compare: (id: number, number: number) => `/api/flows/${id}/versions/${number}/compare`,
  restoreVersion: (id: number, number: number) => `/api/flows/${id}/versions/${number}/restore`,
  clone: (id: number) => `/api/flows/${id}/clone`,
  /** Moves a flow to another account of its channel. */
  move: (id: number) => `/api/flows/${id}/move`,
  /** Undoes a delete. */
  restore: (id: number) => `/api/flows/${id}/restore`,
  share: (id: number) => `/api/flows/${id}/share`,
  stats: (id: number) => `/api/flows/${id}/stats`,
  simulator: (id: number) => `/api/flows/${id}/simulator`,
  shareInfo: (id: number) => `/api/flow-shares/${id}`,
  importShared: (id: number) => `/api/flow-shares/${id}/import`,
} as const;

/** What the owner does in the simulator: types, presses a button, or picks a quick reply. */
export type SimulatorEvent = { kind: 'message'; text: string } | { kind: 'postback'; payload: string } | { kind: 'quickReply'; payload: string; text: string };

export interface SimulatorMessage {
  /** The step that sent it: the editor offers to show it when the channel cannot show the message. */
  nodeId: string;
  kind: CanonicalMessageKind;
  rendered: CanonicalMessage;
  /** Why the channel could not show it (its capabilities), when it could not. */
  unrenderable?: string;
}

/** A wait the simulator went past at once (a time gap, a human take-over), after `afterMessages` of the reply's messages. */
export interface SimulatorSkip {
  nodeId: string;
  kind: 'time' | 'takeover';
  /** When the wait would have ended (ISO 8601). */
  until: string;
  afterMessages: number;
}

/** POST /api/flows/:id/simulator: the bot's answers to one event and where the test subscriber stands. */
export interface SimulatorReply {
  messages: SimulatorMessage[];
  state: {
    waitingAt: string | null;
    waitingFor: 'input' | 'time' | null;
    variables: Record<string, string>;
    tags: string[];
  };
  skipped?: SimulatorSkip[];
}
