import type { CanonicalEvent } from '../channels/canonicalEvent.ts';
import type { CanonicalMessage } from '../channels/canonicalMessage.ts';
import type { ChannelCapabilities } from '../channels/channelAdapter.ts';
import type { FlowChannel } from './flowChannel.ts';
import type { FlowNodeSpec } from './flowNodeSpec.ts';
import type { SavableField } from './personalisation/systemFields.ts';

/** The subscriber a flow runs for, as node executors see them. */
export interface SubscriberView {
  id: number;
  channel: FlowChannel;
  /** Their id on the platform (PSID, phone number, chat id, widget visitor id). */
  externalId: string;
  name: string;
  gender: 'male' | 'female' | null;
  /** What the subscriber gave (a User Input saved it) or their platform told; null when unknown. */
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  /** As the platform gives it (`en_US`, `de-DE`). */
  locale: string | null;
  /** IANA zone (`Europe/Berlin`), when the platform or the widget's browser told it. */
  timeZone: string | null;
  lastInteractionAt: Date | null;
  tags: readonly string[];
  /** Custom variables: the subscriber's own values over the account's global ones. */
  variables: Readonly<Record<string, string>>;
}

/**
 * What a node executor may do. Every effect is recorded in the step's transaction and carried
 * out after it commits (messages through the send queue with an idempotency key), so a step
 * that is retried after a crash neither loses nor repeats an effect.
 */
export interface NodeRunContext {
  accountId: number;
  flowId: number;
  nodeId: string;
  /** The channel this node runs on (a thread's channel in an omni-channel flow). */
  channel: FlowChannel;
  capabilities: ChannelCapabilities;
  subscriber: SubscriberView;
  now: Date;
  /** The event that woke this node while it waited for input (a UserInput's answer); null on first run. */
  input: CanonicalEvent | null;
  /** Queues a message to the subscriber, in order. */
  send(message: CanonicalMessage): void;
  /** The postback payload that brings a click on this node's output `handle` back to the runtime. */
  payloadFor(handle: string): string;
  addTag(tag: string): void;
  removeTag(tag: string): void;
  setVariable(name: string, value: string): void;
  /** Saves a subscriber field (a User Input's answer): later texts insert it as `{{first_name}}` and so on. */
  setField(field: SavableField, value: string): void;
  subscribeSequence(sequenceId: string): void;
  unsubscribeSequence(sequenceId: string): void;
  /** POSTs the subscriber and flow to a URL from a job (through the outgoing-request guard). */
  callWebhook(url: string): void;
  /** Human take-over: the bot stays silent for this subscriber until `until`. */
  takeOver(until: Date): void;
}

/** What the runtime does after a node ran. */
export type NodeOutcome =
  /** Follow the edge from this output, or end if none leaves it. */
  | { kind: 'continue'; handle: string }
  /** Wait for the subscriber's next message, then run this node again with it as `input`. */
  | { kind: 'waitForInput' }
  /** Wait until `at` (a job), then follow `handle`. */
  | { kind: 'waitUntil'; at: Date; handle: string }
  | { kind: 'end' };

/** A node type on the server: its spec plus how it runs. The core's nodes are declared the same way. */
export interface FlowNodeType<S = unknown> extends FlowNodeSpec<S> {
  execute(settings: S, context: NodeRunContext): NodeOutcome | Promise<NodeOutcome>;
}

export function defineFlowNode<S>(type: FlowNodeType<S>): FlowNodeType<S> {
  return type;
}
