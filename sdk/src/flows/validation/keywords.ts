import { coreNodeTypes, type KeywordStrictness, type ReferenceSettings } from '../coreNodeSettings.ts';
import { settingsOf, type FlowValidationContext, type GraphIndex } from './graphIndex.ts';
import { problem, type FlowProblem } from './problems.ts';

export interface Keyword {
  text: string;
  strictness: KeywordStrictness;
}

/**
 * Whether a subscriber's message triggers a keyword (spec 2, 3 "keyword: match strictness
 * wide, match or strict"): strict is the exact text, match the same text in any case, wide the
 * keyword anywhere in the message, in any case. Surrounding spaces never count.
 */
export function keywordTriggers(keyword: Keyword, message: string): boolean {
  const text = message.trim();
  const wanted = keyword.text.trim();
  switch (keyword.strictness) {
    case 'strict':
      return text === wanted;
    case 'match':
      return text.toLowerCase() === wanted.toLowerCase();
    case 'wide':
      return text.toLowerCase().includes(wanted.toLowerCase());
  }
}

/** Two keywords clash when sending one of them would trigger the other. */
export function keywordsClash(a: Keyword, b: Keyword): boolean {
  return keywordTriggers(a, b.text) || keywordTriggers(b, a.text);
}

/**
 * Spec 2, 5 "keyword conflicts are refused" and spec 2, 8: 'Keyword Conflict Detected' when a
 * keyword clashes with another flow's on the same channel account (the caller passes those,
 * also across omni-channel flows); 'Conflict Found!' for two clashing keywords of this flow.
 * Both sit on the Reference, whose settings hold the keywords.
 */
export function keywordProblems(index: GraphIndex, context: FlowValidationContext): FlowProblem[] {
  const problems: FlowProblem[] = [];
  for (const indexed of index.nodes()) {
    const settings = settingsOf<ReferenceSettings>(indexed, coreNodeTypes.reference);
    if (!settings) continue;
    const place = { nodeId: indexed.node.id };
    const keywords = settings.keywords;
    keywords.forEach((keyword, i) => {
      for (const other of keywords.slice(i + 1)) {
        if (keywordsClash(keyword, other)) problems.push(problem('keywordDuplicate', place, { keyword: keyword.text, other: other.text }));
      }
      const reported = new Set<number>();
      for (const other of context.otherKeywords ?? []) {
        if (reported.has(other.flowId) || !keywordsClash(keyword, { text: other.keyword, strictness: other.strictness })) continue;
        reported.add(other.flowId);
        problems.push(problem('keywordConflict', place, { keyword: keyword.text, other: other.keyword, flowName: other.flowName, flowId: other.flowId }));
      }
    });
  }
  return problems;
}
