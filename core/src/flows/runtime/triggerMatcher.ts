import type { CanonicalEvent, ChannelDefaults, KeywordStrictness, ReferenceSettings } from '@chatmill/sdk';

/** A published, enabled flow of the channel account, as trigger matching sees it. */
export interface TriggerCandidate {
  flowId: number;
  /** The Reference node's settings; null when the flow has none that parses. */
  reference: ReferenceSettings | null;
  /** Grows with every publish: of two flows on one postback id, the one published last starts (an owner's override). */
  publishedSeq?: number;
}

export type TriggerReason = 'keyword' | 'postbackId' | 'ref' | 'welcome' | 'defaultReply';

export interface TriggerMatch {
  flowId: number;
  reason: TriggerReason;
}

const strictnessRank: Record<KeywordStrictness, number> = { strict: 0, match: 1, wide: 2 };

/** Does `text` trigger `keyword`? strict: exactly; match: the same text, any case; wide: contains it, any case. */
export function keywordMatches(text: string, keyword: string, strictness: KeywordStrictness): boolean {
  const said = text.trim();
  switch (strictness) {
    case 'strict':
      return said === keyword.trim();
    case 'match':
      return said.toLowerCase() === keyword.trim().toLowerCase();
    case 'wide':
      return said.toLowerCase().includes(keyword.trim().toLowerCase());
  }
}

/**
 * Which flow an event starts, once it was neither a click on a rendered button nor the answer
 * a conversation waited for: a keyword (the strictest match wins, then the oldest flow), the
 * postback id of a flow's entry, a ref link, the welcome flow on a first contact, and the
 * default reply when nothing else answers. Of flows on one postback id, the one published last
 * starts ('Postback ID already used': the owner overrode). The channel account's own defaults (its defaults
 * screen) come before the Reference flags.
 */
export function matchTrigger(
  event: CanonicalEvent,
  candidates: readonly TriggerCandidate[],
  options: { firstContact: boolean; defaults?: ChannelDefaults | null },
): TriggerMatch | null {
  const flows = [...candidates].sort((a, b) => a.flowId - b.flowId);
  const text = event.kind === 'message' || event.kind === 'quickReply' ? event.text : null;
  if (text !== null && text.trim()) {
    let best: { flowId: number; rank: number } | null = null;
    for (const flow of flows) {
      for (const keyword of flow.reference?.keywords ?? []) {
        if (!keywordMatches(text, keyword.text, keyword.strictness)) continue;
        const rank = strictnessRank[keyword.strictness];
        if (!best || rank < best.rank) best = { flowId: flow.flowId, rank };
      }
    }
    if (best) return { flowId: best.flowId, reason: 'keyword' };
  }

  const payload = event.kind === 'postback' || event.kind === 'quickReply' ? event.payload : null;
  if (payload) {
    const claimants = flows.filter((f) => f.reference?.postbackId === payload);
    const flow = claimants.reduce<TriggerCandidate | null>((last, f) => (!last || (f.publishedSeq ?? 0) > (last.publishedSeq ?? 0) ? f : last), null);
    if (flow) return { flowId: flow.flowId, reason: 'postbackId' };
  }

  const ref = event.kind === 'referral' ? event.ref : event.kind === 'optIn' ? event.ref : undefined;
  if (ref) {
    const flow = flows.find((f) => f.reference?.refs.includes(ref));
    if (flow) return { flowId: flow.flowId, reason: 'ref' };
  }

  const has = (flowId: number | null | undefined) => flowId != null && flows.some((f) => f.flowId === flowId);
  if (options.firstContact) {
    const chosen = options.defaults?.welcomeFlowId;
    if (has(chosen)) return { flowId: chosen!, reason: 'welcome' };
    const flow = flows.find((f) => f.reference?.welcome);
    if (flow) return { flowId: flow.flowId, reason: 'welcome' };
  }

  // Only something the subscriber said or clicked gets a default reply (not a delivery, a referral or an opt-in).
  if (event.kind === 'message' || event.kind === 'quickReply' || event.kind === 'postback') {
    const chosen = options.defaults?.defaultReplyFlowId;
    if (has(chosen)) return { flowId: chosen!, reason: 'defaultReply' };
    const flow = flows.find((f) => f.reference?.defaultReply);
    if (flow) return { flowId: flow.flowId, reason: 'defaultReply' };
  }
  return null;
}
