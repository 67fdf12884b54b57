import type { FlowNodeType } from '@chatmill/sdk';
import type { PluginHost } from '../../plugins/pluginHost.ts';
import { coreFlowNodes } from './nodes/index.ts';

/**
 * The executors the runtime runs nodes with: the core's and every loaded plugin's
 * (`definePlugin({ flowNodes })`). A plugin cannot replace a core node type: the first wins.
 */
export class FlowNodeRegistry {
  readonly #types = new Map<string, FlowNodeType<unknown>>();

  constructor(types: readonly FlowNodeType<any>[]) {
    // eslint-disable-line @typescript-eslint/no-explicit-any
    for (const type of types) if (!this.#types.has(type.type)) this.#types.set(type.type, type as FlowNodeType<unknown>);
  }

  static forHost(host: PluginHost): FlowNodeRegistry {
    return new FlowNodeRegistry([...coreFlowNodes, ...host.plugins.flatMap(({ plugin }) => plugin.flowNodes ?? [])]);
  }

  get(type: string): FlowNodeType<unknown> | undefined {
    return this.#types.get(type);
  }
}
