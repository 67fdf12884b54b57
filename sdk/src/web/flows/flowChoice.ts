/**
 * Spec 2, 5 and 8, where a screen asks for a flow (a default reply, a welcome message, a
 * menu button): nothing chosen is 'Please select {channel} Flow'; a chosen flow that is gone
 * is 'Selected Flow Does Not Exist' / 'Please create a valid flow'.
 */
export type FlowChoiceProblem = 'none' | 'missing';

/** The problem with a choice among the flows there are now; null when it is fine. `required`: a choice must be made. */
export function flowChoiceProblem(value: number | null | undefined, flowIds: ReadonlySet<number>, required: boolean): FlowChoiceProblem | null {
  if (value === null || value === undefined) return required ? 'none' : null;
  return flowIds.has(value) ? null : 'missing';
}
