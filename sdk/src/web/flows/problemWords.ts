import type { z } from 'zod';
import { missingTextKey } from '../../flows/missingTexts.ts';
import { settingsHintKey } from '../../flows/settingsHints.ts';
import { problemCatalogue, problemTexts, settingsPathParts, spacedName, fieldWords, listWords, type FlowProblem } from '../../flows/validation/index.ts';
import { settingsIssue } from '../../flows/validation/settingsIssues.ts';

/** i18next's `t` as the editor calls it (a key and its values). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

const titleKeys = new Map<string, string>(Object.entries(problemTexts).map(([key, text]) => [text, key]));

/**
 * A flow problem in the user's language (issue 21: no zod paths, no schema English): its
 * headline by the catalogue's title key (the spec's own words in en-US), its explanation by
 * code (`flowBuilder.problemDetails.<code>`), with the field it is about named in words
 * ('the title of button 1 of message 1') and the schema's and the node types' own texts
 * looked up by their keys. What the catalogue does not know (a newer server) is shown as the
 * server worded it.
 */
export function problemWords(problem: FlowProblem, t: Translate): { message: string; detail: string | undefined } {
  const titleKey = titleKeys.get(problem.message);
  const message = titleKey ? t(`flowBuilder.problemTitles.${titleKey}`, { defaultValue: problem.message }) : problem.message;
  if (problem.detail === undefined || !(problem.code in problemCatalogue)) return { message, detail: problem.detail };
  return { message, detail: t(`flowBuilder.problemDetails.${problem.code}`, { ...translatedParams(problem.params ?? {}, t), defaultValue: problem.detail }) };
}

/**
 * What the settings schema says about one field, for the line under that field in a panel:
 * the same sentence the problem list shows for it.
 */
export function settingsIssueWords(issue: z.core.$ZodIssue, settings: unknown, t: Translate): string {
  const found = settingsIssue(issue, settings);
  const english = problemCatalogue[found.code].detail.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(found.params[name] ?? ''));
  return t(`flowBuilder.problemDetails.${found.code}`, { ...translatedParams(found.params, t), defaultValue: english });
}

/** The params whose values are words: the field (from its path), the schema's hint, a node type's missing part. */
function translatedParams(params: Readonly<Record<string, string | number>>, t: Translate): Record<string, string | number> {
  const words: Record<string, string | number> = { ...params };
  if (typeof params['path'] === 'string') words['field'] = settingsFieldText(params['path'], t);
  if (typeof params['hint'] === 'string') {
    const key = settingsHintKey(params['hint']);
    words['hint'] = t(key ? `flowBuilder.settingsHints.${key}` : 'flowBuilder.settingsHints.other');
  }
  if (typeof params['missing'] === 'string') {
    const key = missingTextKey(params['missing']);
    if (key) words['missing'] = t(`flowBuilder.missing.${key}`, { defaultValue: params['missing'] });
  }
  return words;
}

/**
 * A settings path ('items.0.buttons.1.title') in words, innermost first: 'the title of button 2
 * of message 1'. Each part has its key; a plugin's own field names fall back to their English
 * spelled out ('senderName': 'the sender name').
 */
export function settingsFieldText(path: string, t: Translate): string {
  const words = settingsPathParts(path).map((part) => {
    switch (part.kind) {
      case 'field':
        return t(`flowBuilder.settingsPath.fields.${part.name}`, { defaultValue: fieldWords[part.name] ?? `the ${spacedName(part.name)}` });
      case 'list':
        return t(`flowBuilder.settingsPath.lists.${part.name}`, { defaultValue: listWords[part.name]?.all ?? `the ${spacedName(part.name)}` });
      case 'element':
        return part.name
          ? t(`flowBuilder.settingsPath.elements.${part.name}`, {
              number: part.number,
              defaultValue: `${listWords[part.name]?.one ?? spacedName(part.name)} ${part.number}`,
            })
          : t('flowBuilder.settingsPath.entry', { number: part.number });
    }
  });
  if (!words.length) return t('flowBuilder.settingsPath.settings');
  return words.reduce((whole, part) => t('flowBuilder.settingsPath.of', { part, whole }));
}
