import type { z } from 'zod';
import type { FlowChannel } from './flowChannel.ts';
import type { OutputHandle } from './flowGraph.ts';

/**
 * What the editor, the validator and the runtime share about a node type: its settings schema
 * and the outputs those settings give. Web-safe (no server imports), so the editor checks a
 * flow with exactly the rules the server applies on save and publish.
 */
export interface FlowNodeSpec<S = unknown> {
  /** The type id stored on nodes, e.g. 'NewMessageSet'. */
  type: string;
  /** Plain-text name in the palette (the editor translates core types by key). */
  label: string;
  /** The flow channels whose flows may contain it; omitted: all. */
  channels?: readonly FlowChannel[];
  settings: z.ZodType<S>;
  outputs(settings: S): OutputHandle[];
  /**
   * What is missing before the node can run (spec 2, 5: "full configuration", "must be
   * configured first"), in the words the editor shows; [] when complete. Settings have
   * already passed `settings`.
   */
  missing?(settings: S): string[];
  /** The only node of its type a flow has, and it cannot be deleted or cloned (the Reference). */
  singleton?: boolean;
}

/** Looks node types up by id; the host builds it from the core's specs and every plugin's. */
export type FlowNodeSpecs = ReadonlyMap<string, FlowNodeSpec<any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
