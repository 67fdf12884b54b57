/**
 * Test helper for the validator's tests (not exported from the SDK): small graph builders, the
 * core's specs plus stand-ins for the SMS and email sequence nodes channel plugins give.
 */
import { z } from 'zod';
import { coreNodeSpecs } from '../coreNodeSpecs.ts';
import { coreNodeTypes, sequenceNodeTypes, type MessageItem, type Suggestion } from '../coreNodeSettings.ts';
import type { FlowChannel, ThreadChannel } from '../flowChannel.ts';
import type { FlowEdge, FlowGraph, FlowNode } from '../flowGraph.ts';
import type { FlowNodeSpec } from '../flowNodeSpec.ts';
import type { FlowValidationContext } from './graphIndex.ts';
import { nodeSpecMap } from './nodeSpecMap.ts';
import type { FlowProblem } from './problems.ts';
import { validateFlow } from './validateFlow.ts';

const sequenceSettings = z.object({ sequenceId: z.string().optional() });
function sequenceSpec(type: string, label: string): FlowNodeSpec<z.output<typeof sequenceSettings>> {
  return { type, label, settings: sequenceSettings, outputs: () => [], missing: (s) => (s.sequenceId ? [] : ['Choose the sequence.']) };
}
export const smsSequenceSpec = sequenceSpec(sequenceNodeTypes.sms, 'SMS Sequence');
export const emailSequenceSpec = sequenceSpec(sequenceNodeTypes.email, 'Email Sequence');

export const specs = nodeSpecMap(coreNodeSpecs, [smsSequenceSpec, emailSequenceSpec]);

export function contextFor(channel: FlowChannel, extra: Partial<FlowValidationContext> = {}): FlowValidationContext {
  return { channel, specs, ...extra };
}
export const messenger = contextFor('messenger');

// --- message items ---------------------------------------------------------------------------

export const text = (id: string, body = 'Hello!'): MessageItem => ({ id, kind: 'text', text: body });
export const buttons = (id: string, body: string, ...list: Suggestion[]): MessageItem => ({ id, kind: 'buttons', text: body, buttons: list });
export const quickReplies = (id: string, body: string, ...replies: Suggestion[]): MessageItem => ({ id, kind: 'quickReplies', text: body, replies });
export const image = (id: string): MessageItem => ({ id, kind: 'image', url: 'https://example.com/a.png' });
type Card = Extract<MessageItem, { kind: 'carousel' }>['cards'][number];
export const card = (id: string, title: string, extra: Partial<Omit<Card, 'id' | 'title'>> = { subtitle: 'More' }): Card => ({
  id,
  title,
  buttons: [],
  ...extra,
});
export const carousel = (id: string, ...cards: Card[]): MessageItem => ({ id, kind: 'carousel', cards });

export const nextStep = (id: string, title = 'Next'): Suggestion => ({ id, type: 'next_step', title });
export const postback = (id: string, title = 'Other flow'): Suggestion => ({ id, type: 'postback', title, payload: 'other-flow' });
export const phone = (id: string, title = 'Call us'): Suggestion => ({ id, type: 'phone', title, phone: '+6591234567' });
export const email = (id: string, title = 'Email us'): Suggestion => ({ id, type: 'email', title });

// --- graphs ------------------------------------------------------------------------------------

/** Builds a graph step by step; every method returns the builder. Edge ids are e1, e2... unless given. */
export class GraphBuilder {
  readonly nodes: FlowNode[] = [];
  readonly edges: FlowEdge[] = [];

  node(id: string, type: string, data: Record<string, unknown> = {}, thread?: ThreadChannel): this {
    this.nodes.push({ id, type, position: { x: 0, y: this.nodes.length * 100 }, data, ...(thread ? { thread } : {}) });
    return this;
  }
  reference(id = 'start', data: Record<string, unknown> = {}): this {
    return this.node(id, coreNodeTypes.reference, data);
  }
  message(id: string, ...items: MessageItem[]): this {
    return this.node(id, coreNodeTypes.message, { items });
  }
  threadMessage(id: string, thread: ThreadChannel, ...items: MessageItem[]): this {
    return this.node(id, coreNodeTypes.message, { items }, thread);
  }
  userInput(id: string, data: Record<string, unknown> = { question: 'Your email?', variable: 'email', validation: 'email' }): this {
    return this.node(id, coreNodeTypes.userInput, data);
  }
  timeGap(id: string, data: Record<string, unknown> = { amount: 1, unit: 'hour' }): this {
    return this.node(id, coreNodeTypes.timeGap, data);
  }
  condition(id: string, data: Record<string, unknown> = { rules: [{ kind: 'tag', op: 'is', tag: 'vip' }] }): this {
    return this.node(id, coreNodeTypes.condition, data);
  }
  action(id: string, data: Record<string, unknown> = { actions: [{ kind: 'addTag', tag: 'lead' }] }): this {
    return this.node(id, coreNodeTypes.action, data);
  }
  otn(id: string, data: Record<string, unknown> = { title: 'Tell me when it is back' }): this {
    return this.node(id, coreNodeTypes.otn, data);
  }
  edge(source: string, target: string, sourceHandle = 'next', id = `e${this.edges.length + 1}`): this {
    this.edges.push({ id, source, sourceHandle, target });
    return this;
  }
  build(): FlowGraph {
    return { nodes: [...this.nodes], edges: [...this.edges] };
  }
}

export const graph = (): GraphBuilder => new GraphBuilder();

/** A complete, publishable flow: Start → a one-item welcome message → more. */
export const started = (): GraphBuilder => graph().reference().message('welcome', text('t1')).edge('start', 'welcome');

export function problemsOf(flowGraph: FlowGraph, context: FlowValidationContext = messenger): FlowProblem[] {
  return validateFlow(flowGraph, context);
}

export function codesOf(flowGraph: FlowGraph, context: FlowValidationContext = messenger): string[] {
  return problemsOf(flowGraph, context).map((found) => found.code);
}
