/**
 * The one flow validator (issue 6): the editor runs it live and the server on save and publish,
 * so a flow the editor refuses can never be published through the API. Web-safe: zod and SDK
 * files only.
 */
export { validateFlow, canConnect } from './validateFlow.ts';
export type { ProposedEdge } from './validateFlow.ts';
export type { FlowValidationContext, OtherFlowKeyword } from './graphIndex.ts';
export { capabilityProblems, mediaUrls, postbackIdProblems } from './capabilities.ts';
export type { CapabilityCheckOptions } from './capabilities.ts';
export { nodeSpecMap } from './nodeSpecMap.ts';
export { flowProblem, problemCatalogue, problemTexts } from './problems.ts';
export type { FlowProblem, ProblemBlocks, ProblemCode, ProblemParams, ProblemTitle } from './problems.ts';
export { keywordTriggers, keywordsClash } from './keywords.ts';
export { postbackIdClaims } from './postbackIds.ts';
export type { OtherFlowGraphOf } from './postbackIds.ts';
export type { Keyword } from './keywords.ts';
export { settingsFieldWords, settingsPathParts, spacedName, fieldWords, listWords } from './settingsIssues.ts';
export type { SettingsPathPart } from './settingsIssues.ts';
