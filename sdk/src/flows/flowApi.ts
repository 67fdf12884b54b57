import type { FlowChannel } from './flowChannel.ts';
import type { FlowGraph } from './flowGraph.ts';
import type { FlowProblem } from './validation/index.ts';
import type { SendFailureKind } from '../channels/sendFailure.ts';

/**
 * The answers of the flow REST API (`/api/flows`, `/api/flow-shares`, `/api/flow-suitcases`), as
 * the editor and the flow lists read them. Types only, so the dashboard imports them without
 * zod; the server's response schemas (core/src/flows/store) produce exactly these shapes.
 * Dates are ISO 8601 strings.
 */

/** Spec 2, 3 and 4: never published, published, or imported from another account (cannot be shared again). */
export type FlowStatus = 'draft' | 'published' | 'shared';

export interface FlowSummary {
  id: number;
  name: string;
  channel: FlowChannel;
  /** The page, number, bot or widget the flow runs on; null: not chosen yet. */
  channelAccountId: string | null;
  status: FlowStatus;
  enabled: boolean;
  isClone: boolean;
  /** The version the runtime runs; null until first published. */
  publishedVersion: number | null;
  suitcaseId: number | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/flows (the SDK's ListPage shape, so ServerDataTable reads it). */
export interface FlowPage {
  items: FlowSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** GET /api/flows/:id: the flow with its working draft and what the validator says about it. */
export interface FlowDetail extends FlowSummary {
  draft: FlowGraph;
  /** Send it back with the next draft save: an older one is refused with CONFLICT (another window saved since). */
  draftRevision: number;
  problems: FlowProblem[];
  /** The permission slug of the channel's flow builder (its plugin's `flowSlug`): opening the editor needs create and edit on it. */
  flowSlug: string;
}

/** PUT /api/flows/:id/draft: the new revision and what still stops publishing. */
export interface DraftSaved {
  draftRevision: number;
  problems: FlowProblem[];
  /**
   * The permission slug of the channel's flow builder (the channel plugin's `flowSlug`): the
   * editor needs create and edit on it to open the flow (spec 2, 5). Optional for servers that
   * do not send it yet; the editor then finds the slug from the plugin's flow-builder route.
   */
  flowSlug?: string;
}

/** POST /api/flows/:id/publish */
export interface FlowPublished {
  version: number;
  problems: FlowProblem[];
}

/**
 * The body of a 422 from a draft save or a publish: the standard error plus every problem,
 * so the editor highlights the nodes and edges they name.
 */
export interface FlowProblemsErrorBody {
  error: { code: 'UNPROCESSABLE'; message: string; fields?: Record<string, string> };
  problems: FlowProblem[];
}

export interface FlowVersionSummary {
  number: number;
  publishedAt: string;
  publishedBy: { id: number; name: string } | null;
}

/** GET /api/flows/:id/versions/:number */
export interface FlowVersionDetail {
  number: number;
  graph: FlowGraph;
  publishedAt: string;
}

/** A node as the comparison names it: its id, its type and the type's label. */
export interface ComparedNode {
  nodeId: string;
  type: string;
  label: string;
}

/** A text of a node's settings that differs: `path` like `items[0].text`; null where the text does not exist on that side. */
export interface ChangedText {
  path: string;
  before: string | null;
  after: string | null;
}

/** GET /api/flows/:id/versions/:number/compare: that version (before) against the current draft (after). */
export interface FlowComparison {
  added: ComparedNode[];
  removed: ComparedNode[];
  changed: Array<ComparedNode & { texts: ChangedText[]; settingsChanged: boolean }>;
  edgesAdded: number;
  edgesRemoved: number;
}

/** GET /api/flow-shares/:flowId (public): what the share screen shows before the import. */
export interface FlowShareInfo {
  flowId: number;
  name: string;
  channel: FlowChannel;
  ownerName: string;
}

/** A flow inside a suitcase, as the suitcase list shows it (a received suitcase's flows can be imported). */
export interface SuitcaseFlow {
  id: number;
  name: string;
  channel: FlowChannel;
  status: FlowStatus;
}

/** GET /api/flow-suitcases: the account's own suitcases and those shared with it. */
export interface Suitcase {
  id: number;
  name: string;
  /** Received from another account: its flows can be imported, the suitcase cannot be changed. */
  received: boolean;
  /** The owner's name for a received suitcase; null for the account's own. */
  ownerName: string | null;
  flows: SuitcaseFlow[];
  /** The login emails it was shared with (own suitcases only). */
  sharedWith: string[];
  createdAt: string;
}

export interface SuitcaseList {
  items: Suitcase[];
}

/** Clicks on one output of a node (a button, a quick reply); a carousel's cards carry their buttons as children. */
export interface FlowButtonStats {
  nodeId: string;
  handle: string;
  label: string;
  clicks: number;
  children?: FlowButtonStats[];
}

/** Messages of one node that could not go out: how many, and why (the most frequent reasons first). */
export interface FlowNodeFailures {
  nodeId: string;
  /** What the node says (a message's first text), or its type; the id for a node no longer in the flow. */
  label: string;
  failed: number;
  /** Distinct reasons with their counts, the most frequent first: at most 5, the rest counted only in `failed`. */
  reasons: Array<{ kind: SendFailureKind | null; reason: string; count: number }>;
}

/** GET /api/flows/:id/stats (spec 2, 3 "Flow stats"); the percentages are of sends, rounded up (spec 2, 7). */
export interface FlowStats {
  sends: number;
  deliveries: number;
  reads: number;
  deliveryPercent: number;
  readPercent: number;
  buttons: FlowButtonStats[];
  /** Failed sends per node (sdk/README.md 14.9 "Failed sends"), the nodes with the most first; only nodes with failures. */
  failures: FlowNodeFailures[];
}
