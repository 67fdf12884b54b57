import { isSystemFieldName } from '../personalisation/systemFields.ts';
import { parseTemplate } from '../personalisation/template.ts';
import type { FlowValidationContext, GraphIndex } from './graphIndex.ts';
import { problem, type FlowProblem } from './problems.ts';

/**
 * Every `{{name}}` a step's texts use must be a system field or a custom variable of the
 * account: the runtime fills every text a flow sends (of any step type), so every string of a
 * step's settings is read. An unknown name would reach the subscriber as its fallback or as
 * nothing, which is almost always a typo; it blocks publishing, not saving. Checked only when
 * the caller knows the account's variables.
 */
export function placeholderProblems(index: GraphIndex, context: FlowValidationContext): FlowProblem[] {
  if (!context.customVariables) return [];
  const known = new Set(context.customVariables.map((key) => key.toLowerCase()));
  return index.nodes().flatMap(({ node }) => {
    const reported = new Set<string>();
    const problems: FlowProblem[] = [];
    for (const text of strings(node.data)) {
      for (const part of parseTemplate(text)) {
        if (part.kind !== 'placeholder' || isSystemFieldName(part.key) || known.has(part.key) || reported.has(part.key)) continue;
        reported.add(part.key);
        problems.push(problem('unknownPlaceholder', { nodeId: node.id }, { placeholder: `{{${part.name}}}` }));
      }
    }
    return problems;
  });
}

/** The strings anywhere in a step's settings. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return value.includes('{{') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}
