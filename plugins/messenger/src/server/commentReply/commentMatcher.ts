import { wordsOf, type CommentRuleRow } from './commentRuleStore.ts';

/** What a comment gets: moderated by a rule (an offensive word), answered by one, or nothing. */
export type CommentDecision = { kind: 'moderate'; rule: CommentRuleRow } | { kind: 'answer'; rule: CommentRuleRow } | null;

/** Words are found in any case, as whole text or inside it ("contains one of"), ignoring spaces around them. */
function says(text: string, word: string): boolean {
  return text.toLowerCase().includes(word.trim().toLowerCase());
}

/**
 * Decides for one comment among the enabled rules of its post (the post's own first, then those
 * for all posts). An offensive word of any of them comes first: such a comment is hidden or
 * deleted and never answered (a reply would show it). Otherwise the first rule whose keywords
 * it contains (no keywords: any comment) answers, if it has a reply to give.
 */
export function decideComment(text: string, rules: readonly CommentRuleRow[]): CommentDecision {
  const offended = rules.find((rule) => wordsOf(rule.offensive_words).some((word) => says(text, word)));
  if (offended) return { kind: 'moderate', rule: offended };
  const answering = rules.find((rule) => {
    if (!rule.public_reply && !rule.private_reply) return false;
    const keywords = wordsOf(rule.keywords);
    return keywords.length === 0 || keywords.some((keyword) => says(text, keyword));
  });
  return answering ? { kind: 'answer', rule: answering } : null;
}
