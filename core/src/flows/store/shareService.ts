import { AppError, type FlowSummary } from '@chatmill/sdk';
import { flowMessages } from './flowMessages.ts';
import type { FlowRequest } from './flowRequest.ts';
import { FlowShareRepository } from './flowShareRepository.ts';
import type { ImportBody } from './shareSchemas.ts';
import { shareRecipient } from './shareRecipient.ts';
import { countedFlow } from './flowUsage.ts';
import { flowSummary } from './flowView.ts';

/**
 * Sharing a flow with another account and importing it there (spec 2, 2 and 5: "Flow power
 * sharing"): the owner shares by login email; the receiver opens the public share screen and
 * imports a copy of the latest published version (or the draft if never published), which is
 * a flow of their own with status 'shared', counted against their flow limit.
 */
export class ShareService {
  readonly #request: FlowRequest;
  readonly #shares: FlowShareRepository;

  constructor(request: FlowRequest) {
    this.#request = request;
    this.#shares = new FlowShareRepository(request.em, request.user.accountId);
  }

  async share(id: number, email: string): Promise<{ ok: true }> {
    const r = this.#request;
    const { flow } = await r.load(id, 'edit');
    if (flow.status === 'shared') throw new AppError('UNPROCESSABLE', flowMessages.sharedFlowNotShareable, { key: 'sharedFlowNotShareable' });
    const recipient = await shareRecipient(r.em, r.brandId, r.user.accountId, email, flowMessages.shareToOwnAccount);
    await this.#shares.share(flow.id, recipient, r.user.id);
    return { ok: true };
  }

  /** Imports a flow shared with this account; any other flow id is not found. */
  async import(flowId: number, body: ImportBody): Promise<FlowSummary> {
    const r = this.#request;
    const shared = await this.#shares.received(flowId);
    if (!shared) throw new AppError('NOT_FOUND', flowMessages.flowNotFound);
    const channel = await r.channel(shared.channel, 'create');
    const channelAccountId = await r.requireChannelAccount(channel, body.channelAccountId);
    const flow = await countedFlow(r.usage, channel, () =>
      r.flows.create({
        name: shared.name,
        channel: shared.channel,
        channelAccountId,
        draft: shared.graph,
        status: 'shared',
        isClone: false,
        sharedFromFlowId: shared.id,
        createdByUserId: r.user.id,
      }),
    );
    return flowSummary(flow);
  }
}
