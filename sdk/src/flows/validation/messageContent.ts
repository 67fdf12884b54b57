import { coreNodeTypes, type MessageItem, type MessageSetSettings } from '../coreNodeSettings.ts';
import { settingsOf, type GraphIndex } from './graphIndex.ts';
import { problem, type FlowProblem, type ProblemCode, type ProblemParams } from './problems.ts';

/** Spec 2, 5: "Text with buttons under 640 characters". */
export const maxButtonTextLength = 640;

/**
 * Spec 2, 5 content rules for the messages of a NewMessageSet, checked before publishing (a draft
 * may hold a message being written): a button message needs a body and at least 1 button, and
 * its text stays under 640 characters; a carousel card needs a title and at least one more field
 * (subtitle, image or button). The schema already caps a carousel at 10 cards. Each problem names
 * the item (`params.itemId`, and `cardId` for a card) so the editor can open it.
 */
export function messageContentProblems(index: GraphIndex): FlowProblem[] {
  const problems: FlowProblem[] = [];
  for (const indexed of index.nodes()) {
    const settings = settingsOf<MessageSetSettings>(indexed, coreNodeTypes.message);
    if (!settings) continue;
    for (const item of settings.items) {
      const report = (code: ProblemCode, params: ProblemParams = {}) =>
        problems.push(problem(code, { nodeId: indexed.node.id }, { itemId: item.id, ...params }));
      itemProblems(item, report);
    }
  }
  return problems;
}

function itemProblems(item: MessageItem, report: (code: ProblemCode, params?: ProblemParams) => void): void {
  switch (item.kind) {
    case 'buttons':
      if (!item.text.trim()) report('buttonsWithoutBody');
      if (!item.buttons.length) report('buttonsWithoutButton');
      if (item.text.length >= maxButtonTextLength) report('buttonTextTooLong', { max: maxButtonTextLength, count: item.text.length });
      return;
    case 'quickReplies':
      if (!item.replies.length) report('quickRepliesWithoutReply');
      return;
    case 'carousel':
      if (!item.cards.length) report('carouselWithoutCard');
      item.cards.forEach((card, i) => {
        const params = { card: i + 1, cardId: card.id };
        if (!card.title.trim()) report('carouselCardWithoutTitle', params);
        if (!card.subtitle?.trim() && !card.imageUrl && !card.buttons.length) report('carouselCardWithoutField', params);
      });
      return;
    case 'text':
    case 'image':
    case 'video':
    case 'file':
      return;
  }
}
