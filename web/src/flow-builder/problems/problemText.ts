import type { TFunction } from 'i18next';
import { problemCatalogue, problemTexts, type FlowProblem } from '../../../../sdk/src/flows/validation/index.ts';

type LooseT = (key: string, options: Record<string, unknown>) => string;

const titleKeys = new Map<string, string>(Object.entries(problemTexts).map(([key, text]) => [text, key]));

/**
 * A problem in the user's language: its headline by the catalogue's title key (the spec's
 * own words in en-US) and its explanation by code, filled from the problem's params. What
 * the catalogue does not know (a newer server) is shown as the server worded it.
 */
export function problemText(problem: FlowProblem, t: TFunction): { message: string; detail: string | undefined } {
  const loose = t as unknown as LooseT;
  const titleKey = titleKeys.get(problem.message);
  const message = titleKey ? loose(`flowBuilder.problemTitles.${titleKey}`, { defaultValue: problem.message }) : problem.message;
  const detail =
    problem.detail !== undefined && problem.code in problemCatalogue
      ? loose(`flowBuilder.problemDetails.${problem.code}`, { ...problem.params, defaultValue: problem.detail })
      : problem.detail;
  return { message, detail };
}
