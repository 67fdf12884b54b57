import type { TFunction } from 'i18next';
import type { FlowProblem } from '../../../../sdk/src/flows/validation/index.ts';
import { problemWords, type Translate } from '../../../../sdk/src/web/flows/problemWords.ts';

/**
 * A problem in the user's language: its headline by the catalogue's title key (the spec's own
 * words in en-US) and its explanation by code, with the field it names in words (see
 * problemWords). What the catalogue does not know (a newer server) is shown as the server
 * worded it.
 */
export function problemText(problem: FlowProblem, t: TFunction): { message: string; detail: string | undefined } {
  return problemWords(problem, t as unknown as Translate);
}
