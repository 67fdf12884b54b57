import {
  capabilityProblems,
  coreNodeSpecs,
  coreNodeTypes,
  nodeSpecMap,
  referenceSettings,
  validateFlow,
  type ChannelCapabilities,
  type FlowChannel,
  type FlowGraph,
  type FlowNodeSpec,
  type FlowNodeSpecs,
  type FlowProblem,
  type KeywordStrictness,
  type ThreadChannel,
} from '@chatmill/sdk';
import type { OtherFlowGraph } from './flowRepository.ts';

/**
 * How the server checks a flow: the one validator the editor runs too (sdk/src/flows/validation),
 * with the node types the brand has (the core's and its plugins'), and on publish the channel
 * adapter's capabilities, so a flow the editor refuses can never be saved or published through
 * the API either.
 */
export class FlowChecks {
  readonly specs: FlowNodeSpecs;
  /** The account's custom variable keys: `{{name}}` placeholders must name one of them or a system field. */
  readonly #customVariables: readonly string[] | undefined;

  constructor(pluginNodeSpecs: readonly FlowNodeSpec<unknown>[], customVariables?: readonly string[]) {
    this.specs = nodeSpecMap([...coreNodeSpecs], [...pluginNodeSpecs]);
    this.#customVariables = customVariables;
  }

  /** Every problem of a draft: 'save' ones refuse the save, 'publish' ones only the publish. */
  problems(graph: FlowGraph, channel: FlowChannel, others: readonly OtherFlowGraph[]): FlowProblem[] {
    return validateFlow(graph, {
      channel,
      specs: this.specs,
      otherKeywords: keywordsOf(others),
      ...(this.#customVariables ? { customVariables: this.#customVariables } : {}),
    });
  }

  /**
   * What stops a publish: every problem, and each node a channel could not render. `renderers`
   * are the channels the flow runs on: its own, or for an omni-channel flow one per thread;
   * `mediaBytes` the sizes of its media files the server could measure.
   */
  publishProblems(
    graph: FlowGraph,
    channel: FlowChannel,
    others: readonly OtherFlowGraph[],
    renderers: readonly Renderer[],
    mediaBytes: ReadonlyMap<string, number> = new Map(),
  ): FlowProblem[] {
    const capability = renderers.flatMap(({ capabilities, channelName, thread }) =>
      capabilityProblems(graph, capabilities, { channelName, mediaBytes, ...(thread ? { thread } : {}) }),
    );
    return [...this.problems(graph, channel, others), ...capability];
  }
}

/** A channel a flow's messages are rendered on, for the publish check. */
export interface Renderer {
  capabilities: ChannelCapabilities;
  /** The channel's name in the problem texts. */
  channelName: string;
  /** Omni-channel flows: the thread these capabilities apply to. */
  thread?: ThreadChannel;
}

/** The keywords the other flows start on (their Reference node), for 'Keyword Conflict Detected'. */
function keywordsOf(others: readonly OtherFlowGraph[]): { flowId: number; flowName: string; keyword: string; strictness: KeywordStrictness }[] {
  return others.flatMap(({ flowId, flowName, graph }) =>
    graph.nodes
      .filter((node) => node.type === coreNodeTypes.reference)
      .flatMap((node) => {
        const settings = referenceSettings.safeParse(node.data);
        // A reference whose settings do not parse is that flow's own problem; it starts on nothing here.
        return settings.success ? settings.data.keywords.map((k) => ({ flowId, flowName, keyword: k.text, strictness: k.strictness })) : [];
      }),
  );
}
