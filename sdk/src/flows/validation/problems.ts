import { z } from 'zod';

/**
 * The headlines a flow problem shows (spec 2, 8). The first group is the spec's text word for
 * word; the second names rules the spec states without giving a text. The editor's i18n keys
 * them by these property names; `FlowProblem.message` is always one of these values.
 */
export const problemTexts = {
  // Spec 2, 8, word for word.
  connectionNotAllowed: 'Connection Not Allowed',
  invalidCrossChannelConnection: 'Invalid Cross-channel Connection',
  cloneOrDeleteNotAllowed: 'Clone or Delete Not Allowed',
  actionNotAllowed: 'Action Not Allowed',
  keywordConflictDetected: 'Keyword Conflict Detected',
  conflictFound: 'Conflict Found!',
  cannotUseThisFlow: 'You Cannot Use This Flow',
  postbackIdAlreadyUsed: 'Postback ID already used',
  valuesMissing: 'Error: Values are missing',
  // Ours: rules of spec 2, 5 that the spec gives no text for.
  invalidFlow: 'Invalid Flow',
  invalidSettings: 'Invalid Settings',
  unconnectedStep: 'Unconnected Step',
  infiniteLoop: 'Infinite Loop',
  textTooLong: 'Text Too Long',
  messageNotSupported: 'Message Not Supported',
  unknownVariable: 'Unknown Variable',
} as const;
export type ProblemTitle = keyof typeof problemTexts;

/** What a problem stops: 'save' refuses the draft itself, 'publish' only stops publishing it. */
export type ProblemBlocks = 'save' | 'publish';

interface ProblemDefinition {
  title: ProblemTitle;
  /** The explanation, with i18next-style `{{param}}` placeholders filled from `FlowProblem.params`. */
  detail: string;
  blocks: ProblemBlocks;
}

/**
 * Every problem the validator reports, by code: its headline, its explanation and what it
 * blocks. One place for all texts, so the editor's i18n keys details by code
 * (`flows.problems.<code>`) and titles by `title`.
 */
export const problemCatalogue = {
  // --- Graph structure (structure.ts) ------------------------------------------------------
  duplicateNodeId: { title: 'invalidFlow', detail: 'Two steps have the id {{id}}.', blocks: 'save' },
  duplicateEdgeId: { title: 'invalidFlow', detail: 'Two connections have the id {{id}}.', blocks: 'save' },
  unknownNodeType: {
    title: 'invalidFlow',
    detail: 'The step type {{type}} is not available; delete this step or enable the plugin that gives it.',
    blocks: 'save',
  },
  nodeNotOnChannel: { title: 'actionNotAllowed', detail: 'A {{label}} step cannot be used in this flow.', blocks: 'save' },
  // A settings object of the wrong shape (settingsIssues.ts); unfinished values are the `setting…` codes below.
  invalidSettings: {
    title: 'invalidSettings',
    detail: 'The settings of this step cannot be read at {{field}}; delete the step and add it again.',
    blocks: 'save',
  },
  threadOutsideOmnichannel: { title: 'invalidFlow', detail: 'Only the steps of an omni-channel flow run on a channel thread.', blocks: 'save' },
  threadOnJunction: { title: 'invalidFlow', detail: 'A {{label}} belongs to no channel thread.', blocks: 'save' },
  referenceMissing: { title: 'cloneOrDeleteNotAllowed', detail: 'The {{label}} step cannot be deleted; undo the deletion.', blocks: 'save' },
  singletonDuplicated: { title: 'cloneOrDeleteNotAllowed', detail: 'A flow has only one {{label}} step; it cannot be cloned.', blocks: 'save' },

  // --- Connection rules (connections.ts, placement.ts, threads.ts) -------------------------
  edgeUnknownNode: { title: 'invalidFlow', detail: 'This connection leads from or to a step that does not exist.', blocks: 'save' },
  edgeSelfLoop: { title: 'connectionNotAllowed', detail: 'A step cannot connect to itself.', blocks: 'save' },
  edgeIntoReference: { title: 'connectionNotAllowed', detail: 'Nothing can connect into the {{label}} step.', blocks: 'save' },
  edgeUnknownHandle: {
    title: 'connectionNotAllowed',
    detail: 'This {{label}} step has no output {{handle}} (Postback and URL buttons have no output).',
    blocks: 'save',
  },
  edgeTargetNotAccepted: { title: 'connectionNotAllowed', detail: '“{{handle}}” connects only to {{accepted}}.', blocks: 'save' },
  edgeHandleTaken: { title: 'connectionNotAllowed', detail: 'The output “{{handle}}” is already connected.', blocks: 'save' },
  edgeHandleFull: { title: 'connectionNotAllowed', detail: 'The output “{{handle}}” takes at most {{max}} connections.', blocks: 'save' },
  edgeDuplicate: { title: 'connectionNotAllowed', detail: 'These steps are already connected from “{{handle}}”.', blocks: 'save' },
  edgeNotSolo: { title: 'connectionNotAllowed', detail: '“{{handle}}” must be the only connected output of its message.', blocks: 'save' },
  edgeNeedsMessageParent: { title: 'connectionNotAllowed', detail: 'A {{label}} step must directly follow a {{message}} step.', blocks: 'save' },
  edgeTimeGapAfter: { title: 'connectionNotAllowed', detail: 'A {{label}} step cannot directly follow a {{source}} step.', blocks: 'save' },
  edgeTimeGapWithoutMessage: {
    title: 'connectionNotAllowed',
    detail: 'A {{label}} step needs a {{message}} step before it; connect the steps above it first.',
    blocks: 'publish',
  },
  edgeNotConfigured: { title: 'connectionNotAllowed', detail: 'Configure this {{label}} step before connecting it.', blocks: 'publish' },
  edgeCrossChannel: {
    title: 'invalidCrossChannelConnection',
    detail: 'Steps of the {{from}} and {{to}} threads connect only through a Splitter or a Converger.',
    blocks: 'save',
  },
  edgeJunctionToJunction: { title: 'connectionNotAllowed', detail: 'A Splitter and a Converger cannot be connected directly.', blocks: 'save' },

  // --- Save checks (completeness.ts, entry.ts, keywords.ts, loops.ts, messageContent.ts) ---
  nodeUnconnected: { title: 'unconnectedStep', detail: 'Connect this step to the flow or delete it.', blocks: 'publish' },
  nodeIncomplete: { title: 'valuesMissing', detail: '{{missing}}', blocks: 'publish' },
  // Settings still being filled in (settingsIssues.ts): `field` names the field in words, `path` locates it.
  settingEmpty: { title: 'valuesMissing', detail: 'Fill in {{field}}.', blocks: 'publish' },
  settingUnchosen: { title: 'valuesMissing', detail: 'Choose {{field}}.', blocks: 'publish' },
  settingTooShort: { title: 'invalidSettings', detail: 'Write at least {{limit}} characters in {{field}}.', blocks: 'publish' },
  settingTooLong: { title: 'invalidSettings', detail: 'Shorten {{field}} to at most {{limit}} characters.', blocks: 'publish' },
  settingTooFew: { title: 'valuesMissing', detail: 'Add to {{field}}: at least {{limit}} are needed.', blocks: 'publish' },
  settingTooMany: { title: 'invalidSettings', detail: 'Remove some of {{field}}: at most {{limit}} are allowed.', blocks: 'publish' },
  settingTooSmall: { title: 'invalidSettings', detail: 'Set {{field}} to at least {{limit}}.', blocks: 'publish' },
  settingTooLarge: { title: 'invalidSettings', detail: 'Set {{field}} to at most {{limit}}.', blocks: 'publish' },
  settingNotWhole: { title: 'invalidSettings', detail: 'Use a whole number for {{field}}.', blocks: 'publish' },
  settingMalformed: { title: 'invalidSettings', detail: 'Correct {{field}}: {{hint}}', blocks: 'publish' },
  referenceUnconnected: { title: 'unconnectedStep', detail: 'Connect the {{label}} step to the first message.', blocks: 'publish' },
  firstMessageTooLong: {
    title: 'cannotUseThisFlow',
    detail: 'Error #10900: the first message of a flow holds only one message; this one holds {{count}}. Move the others to a next step.',
    blocks: 'publish',
  },
  keywordConflict: {
    title: 'keywordConflictDetected',
    detail: 'The keyword “{{keyword}}” clashes with “{{other}}” of the flow “{{flowName}}”.',
    blocks: 'publish',
  },
  keywordDuplicate: { title: 'conflictFound', detail: 'The keywords “{{keyword}}” and “{{other}}” trigger each other; keep one of them.', blocks: 'publish' },
  infiniteLoop: {
    title: 'infiniteLoop',
    detail: 'These steps repeat without waiting for the subscriber: {{steps}}. Add a button, a User Input or a Time Gap to the loop.',
    blocks: 'publish',
  },
  buttonsWithoutBody: { title: 'valuesMissing', detail: 'A button message needs a body text.', blocks: 'publish' },
  buttonsWithoutButton: { title: 'valuesMissing', detail: 'A button message needs at least 1 button.', blocks: 'publish' },
  buttonTextTooLong: { title: 'textTooLong', detail: 'Text with buttons must stay under {{max}} characters; this one has {{count}}.', blocks: 'publish' },
  quickRepliesWithoutReply: { title: 'valuesMissing', detail: 'A quick reply message needs at least 1 quick reply.', blocks: 'publish' },
  carouselWithoutCard: { title: 'valuesMissing', detail: 'A carousel needs at least 1 card.', blocks: 'publish' },
  carouselCardWithoutTitle: { title: 'valuesMissing', detail: 'Card {{card}} of the carousel needs a title.', blocks: 'publish' },
  carouselCardWithoutField: {
    title: 'valuesMissing',
    detail: 'Card {{card}} of the carousel needs a subtitle, an image or a button besides its title.',
    blocks: 'publish',
  },

  // --- Channel capabilities (capabilities.ts) ----------------------------------------------
  unsupportedKind: {
    title: 'messageNotSupported',
    detail: 'This message is {{kind}}, which {{channel}} cannot show; use another kind of message.',
    blocks: 'publish',
  },
  tooManyButtons: { title: 'messageNotSupported', detail: 'This message has {{count}} buttons; {{channel}} shows at most {{max}}.', blocks: 'publish' },
  tooManyCardButtons: {
    title: 'messageNotSupported',
    detail: 'Card {{card}} of this carousel has {{count}} buttons; {{channel}} shows at most {{max}}.',
    blocks: 'publish',
  },
  tooManyQuickReplies: {
    title: 'messageNotSupported',
    detail: 'This message has {{count}} quick replies; {{channel}} shows at most {{max}}.',
    blocks: 'publish',
  },
  tooManyCards: { title: 'messageNotSupported', detail: 'This carousel has {{count}} cards; {{channel}} shows at most {{max}}.', blocks: 'publish' },
  textTooLong: { title: 'messageNotSupported', detail: 'This text has {{count}} characters; {{channel}} shows at most {{max}}.', blocks: 'publish' },
  buttonTextTooLongForChannel: {
    title: 'messageNotSupported',
    detail: 'The text above the buttons has {{count}} characters; {{channel}} shows at most {{max}}.',
    blocks: 'publish',
  },
  buttonTitleTooLong: {
    title: 'messageNotSupported',
    detail: 'The button “{{title}}” has {{count}} characters; {{channel}} shows at most {{max}}.',
    blocks: 'publish',
  },
  unsupportedButtonKind: {
    title: 'messageNotSupported',
    detail: 'The button “{{title}}” is a {{kind}} button, which {{channel}} cannot show; use another kind of button.',
    blocks: 'publish',
  },
  payloadTooLong: {
    title: 'messageNotSupported',
    detail: 'The postback id “{{payload}}” has {{count}} bytes; {{channel}} takes at most {{max}}. Use a shorter id.',
    blocks: 'publish',
  },
  captionTooLong: { title: 'messageNotSupported', detail: 'This caption has {{count}} characters; {{channel}} shows at most {{max}}.', blocks: 'publish' },
  postbackIdUsed: {
    title: 'postbackIdAlreadyUsed',
    detail:
      'The flow “{{flowName}}” starts on the postback id “{{postbackId}}” too. Override to move it to this flow: “{{flowName}}” then no longer starts on it.',
    blocks: 'publish',
  },
  mediaTooLarge: {
    title: 'messageNotSupported',
    detail: '{{channel}} takes files of at most {{max}} MB for {{kind}}; this one is {{size}} MB. Use a smaller file.',
    blocks: 'publish',
  },
  sameQuickReplyTitles: {
    title: 'messageNotSupported',
    detail: '{{channel}} sends a tapped quick reply back as its title, and two quick replies here are called “{{title}}”; give each its own title.',
    blocks: 'publish',
  },

  // --- Personalisation (placeholders.ts) ----------------------------------------------------
  unknownPlaceholder: {
    title: 'unknownVariable',
    detail: '{{placeholder}} is not a field or custom variable. Pick one with Insert variable, or create the custom variable first.',
    blocks: 'publish',
  },
} as const satisfies Record<string, ProblemDefinition>;
export type ProblemCode = keyof typeof problemCatalogue;

/**
 * One thing wrong with a flow, as the editor highlights it and the server answers it on save and
 * publish. `code` is a `ProblemCode`; `params` fill the detail's placeholders (the editor
 * translates `detail` from them).
 */
export const flowProblem = z.object({
  code: z.string(),
  /** The spec's exact text where it has one (a value of `problemTexts`). */
  message: z.string(),
  detail: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  nodeId: z.string().optional(),
  edgeId: z.string().optional(),
  blocks: z.enum(['save', 'publish']),
});
export type FlowProblem = z.output<typeof flowProblem>;

export type ProblemParams = Readonly<Record<string, string | number>>;

/** Where a problem is: the node and/or the edge the editor highlights. */
export interface ProblemPlace {
  nodeId?: string;
  edgeId?: string;
}

/** Builds a problem from the catalogue, its detail filled from `params`. */
export function problem(code: ProblemCode, place: ProblemPlace, params: ProblemParams = {}): FlowProblem {
  const definition: ProblemDefinition = problemCatalogue[code];
  const detail = definition.detail.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
  return {
    code,
    message: problemTexts[definition.title],
    detail,
    ...(Object.keys(params).length ? { params: { ...params } } : {}),
    ...(place.nodeId !== undefined ? { nodeId: place.nodeId } : {}),
    ...(place.edgeId !== undefined ? { edgeId: place.edgeId } : {}),
    blocks: definition.blocks,
  };
}
