import type { CanonicalMessageKind } from '../../channels/canonicalMessage.ts';
import { capabilityDefaults, type ButtonKind, type ChannelCapabilities, type MediaKind } from '../../channels/channelCapabilities.ts';
import { coreNodeTypes, messageSetSettings, referenceSettings, type MessageItem, type Suggestion } from '../coreNodeSettings.ts';
import type { ThreadChannel } from '../flowChannel.ts';
import type { FlowGraph } from '../flowGraph.ts';
import { problem, type FlowProblem, type ProblemCode, type ProblemParams } from './problems.ts';

export interface CapabilityCheckOptions {
  /** The channel's name in the texts, e.g. 'Messenger'; default 'this channel'. */
  channelName?: string;
  /**
   * Omni-channel flows: check the steps of this thread, and the shared steps before the
   * splitter (they run on every thread's channel). Call once per thread with its channel's capabilities.
   */
  thread?: ThreadChannel;
  /**
   * The size in bytes of media files the flow sends, by URL, as the server measured them (a HEAD
   * request before publishing: `mediaUrls` lists what to measure). A file not in the map is not
   * judged: the platform refuses it at send time, and the failure names it.
   */
  mediaBytes?: ReadonlyMap<string, number>;
}

/** The canonical message each kind of item is sent as (media covers image, video and file). */
const canonicalKind: Readonly<Record<MessageItem['kind'], CanonicalMessageKind>> = {
  text: 'text',
  buttons: 'buttons',
  quickReplies: 'quickReplies',
  carousel: 'carousel',
  image: 'media',
  video: 'media',
  file: 'media',
};

const kindNames: Readonly<Record<MessageItem['kind'], string>> = {
  text: 'a text',
  buttons: 'a button message',
  quickReplies: 'a quick reply message',
  carousel: 'a carousel',
  image: 'an image',
  video: 'a video',
  file: 'a file',
};

/**
 * The publish check against a channel's capabilities (issue 6, spec 2, 9: "Messenger: max 3
 * buttons, 10 carousel items, 10 quick replies"; text with buttons 640): every message item of
 * every NewMessageSet that the channel's adapter could not render, named by node and item and
 * saying what to change; and every OTN node on a channel that cannot ask for one-time notifications. Nodes whose settings fail their schema are left to validateFlow.
 */
export function capabilityProblems(graph: FlowGraph, capabilities: ChannelCapabilities, options: CapabilityCheckOptions = {}): FlowProblem[] {
  const channel = options.channelName ?? 'this channel';
  const problems: FlowProblem[] = [];
  for (const node of graph.nodes) {
    if (options.thread !== undefined && node.thread !== undefined && node.thread !== options.thread) continue;
    if (node.type === coreNodeTypes.otn && !capabilities.kinds.includes('otnRequest')) {
      problems.push(problem('unsupportedKind', { nodeId: node.id }, { channel, kind: 'a one-time notification request' }));
    }
    if (node.type !== coreNodeTypes.message) continue;
    const parsed = messageSetSettings.safeParse(node.data);
    if (!parsed.success) continue;
    for (const item of parsed.data.items) {
      const report = (code: ProblemCode, params: ProblemParams) => problems.push(problem(code, { nodeId: node.id }, { itemId: item.id, channel, ...params }));
      itemProblems(item, capabilities, report, options.mediaBytes);
    }
  }
  return [...problems, ...postbackIdProblems(graph, capabilities, options)];
}

/**
 * Postback ids the owner wrote (a Reference's, or a button's or quick reply's that starts another
 * flow), which go to the platform as written, longer than its payload field in bytes. Part of the
 * publish check; the draft's save runs it alone, so the owner hears of it before building on the id.
 */
export function postbackIdProblems(graph: FlowGraph, capabilities: ChannelCapabilities, options: CapabilityCheckOptions = {}): FlowProblem[] {
  const channel = options.channelName ?? 'this channel';
  const max = capabilities.maxPayloadBytes ?? capabilityDefaults.maxPayloadBytes;
  const problems: FlowProblem[] = [];
  const measure = (nodeId: string, payload: string, params: ProblemParams = {}) => {
    const count = new TextEncoder().encode(payload).length;
    if (count > max) problems.push(problem('payloadTooLong', { nodeId }, { ...params, channel, payload, count, max }));
  };
  for (const node of graph.nodes) {
    if (options.thread !== undefined && node.thread !== undefined && node.thread !== options.thread) continue;
    if (node.type === coreNodeTypes.reference) {
      const parsed = referenceSettings.safeParse(node.data);
      if (parsed.success && parsed.data.postbackId) measure(node.id, parsed.data.postbackId);
    }
    if (node.type !== coreNodeTypes.message) continue;
    const parsed = messageSetSettings.safeParse(node.data);
    if (!parsed.success) continue;
    // An item the channel does not render at all is reported as such: its buttons do not matter.
    for (const item of parsed.data.items.filter((i) => capabilities.kinds.includes(canonicalKind[i.kind]))) {
      for (const suggestion of suggestionsOf(item)) {
        if (suggestion.type === 'postback') measure(node.id, suggestion.payload, { itemId: item.id, suggestionId: suggestion.id });
      }
    }
  }
  return problems;
}

function suggestionsOf(item: MessageItem): readonly Suggestion[] {
  switch (item.kind) {
    case 'buttons':
      return item.buttons;
    case 'quickReplies':
      return item.replies;
    case 'carousel':
      return item.cards.flatMap((card) => card.buttons);
    default:
      return [];
  }
}

type Report = (code: ProblemCode, params: ProblemParams) => void;

function itemProblems(item: MessageItem, caps: ChannelCapabilities, report: Report, mediaBytes?: ReadonlyMap<string, number>): void {
  if (!caps.kinds.includes(canonicalKind[item.kind])) {
    report('unsupportedKind', { kind: kindNames[item.kind] });
    return; // Nothing of it renders: its size does not matter.
  }
  switch (item.kind) {
    case 'text':
      atMost(item.text.length, caps.maxTextLength, 'textTooLong', report);
      return;
    case 'buttons':
      atMost(item.buttons.length, caps.maxButtons, 'tooManyButtons', report);
      atMost(item.text.length, caps.maxButtonTextLength, 'buttonTextTooLongForChannel', report);
      titles(item.buttons, caps, report);
      buttonKinds(item.buttons, caps, report);
      return;
    case 'quickReplies':
      atMost(item.replies.length, caps.maxQuickReplies, 'tooManyQuickReplies', report);
      atMost(item.text.length, caps.maxTextLength, 'textTooLong', report);
      titles(item.replies, caps, report);
      if (caps.quickRepliesAsText) sameTitles(item.replies, report);
      return;
    case 'carousel':
      atMost(item.cards.length, caps.maxCarouselItems, 'tooManyCards', report);
      item.cards.forEach((card, i) => {
        atMost(card.buttons.length, caps.maxButtons, 'tooManyCardButtons', report, { card: i + 1, cardId: card.id });
        titles(card.buttons, caps, report);
        buttonKinds(card.buttons, caps, report);
      });
      return;
    case 'image':
    case 'video':
    case 'file': {
      const limit = (caps.media ?? capabilityDefaults.media)[item.kind satisfies MediaKind];
      if (!limit) return report('unsupportedKind', { kind: kindNames[item.kind] });
      atMost(item.caption?.length ?? 0, caps.maxCaptionLength ?? caps.maxTextLength, 'captionTooLong', report);
      const bytes = mediaBytes?.get(item.url);
      if (bytes !== undefined && bytes > limit.maxBytes)
        report('mediaTooLarge', { kind: kindNames[item.kind], size: megabytes(bytes), max: megabytes(limit.maxBytes) });
      return;
    }
  }
}

/** The kind of button each suggestion is sent as. */
const buttonKindOf: Readonly<Record<Suggestion['type'], ButtonKind>> = {
  next_step: 'postback',
  postback: 'postback',
  url: 'url',
  phone: 'phone',
  email: 'email',
};

function buttonKinds(suggestions: readonly Suggestion[], caps: ChannelCapabilities, report: Report): void {
  const shown = caps.buttonKinds ?? capabilityDefaults.buttonKinds;
  for (const suggestion of suggestions) {
    if (!shown.includes(buttonKindOf[suggestion.type]))
      report('unsupportedButtonKind', { title: suggestion.title, kind: buttonKindOf[suggestion.type], suggestionId: suggestion.id });
  }
}

/** Quick replies that come back as text are told apart by their titles alone (trimmed, any case). */
function sameTitles(replies: readonly Suggestion[], report: Report): void {
  const seen = new Set<string>();
  for (const reply of replies) {
    const key = reply.title.trim().toLowerCase();
    if (seen.has(key)) report('sameQuickReplyTitles', { title: reply.title, suggestionId: reply.id });
    seen.add(key);
  }
}

/** Megabytes with one decimal, as the owner's files and the platforms' limits are spoken of ("8 MB"). */
function megabytes(bytes: number): string {
  return String(Math.round(bytes / 100_000) / 10);
}

/**
 * The media files a flow sends on this channel whose size it limits: the URLs the server
 * measures before publishing (`mediaBytes`). A thread's as `capabilityProblems` takes them.
 */
export function mediaUrls(graph: FlowGraph, capabilities: ChannelCapabilities, options: Pick<CapabilityCheckOptions, 'thread'> = {}): string[] {
  const media = capabilities.media ?? capabilityDefaults.media;
  const urls = new Set<string>();
  for (const node of graph.nodes) {
    if (node.type !== coreNodeTypes.message || (options.thread !== undefined && node.thread !== undefined && node.thread !== options.thread)) continue;
    const parsed = messageSetSettings.safeParse(node.data);
    for (const item of parsed.success ? parsed.data.items : []) {
      if ((item.kind === 'image' || item.kind === 'video' || item.kind === 'file') && Number.isFinite(media[item.kind]?.maxBytes)) urls.add(item.url);
    }
  }
  return [...urls];
}

function atMost(count: number, max: number, code: ProblemCode, report: Report, params: ProblemParams = {}): void {
  if (count > max) report(code, { count, max, ...params });
}

function titles(suggestions: readonly Suggestion[], caps: ChannelCapabilities, report: Report): void {
  for (const suggestion of suggestions) {
    if (suggestion.title.length > caps.maxButtonTitleLength) {
      report('buttonTitleTooLong', { title: suggestion.title, count: suggestion.title.length, max: caps.maxButtonTitleLength, suggestionId: suggestion.id });
    }
  }
}
