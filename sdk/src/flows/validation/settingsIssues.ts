import type { z } from 'zod';
import type { ProblemCode, ProblemParams } from './problems.ts';

/**
 * How the validator tells an unfinished setting from a broken one (issue 21). A draft is saved
 * as long as every node's settings have the right shape; an empty title, a text over its
 * limit, a URL without https are parts still to fill in, which only stop publishing. A value
 * of the wrong type (text where a list belongs, an unknown kind of button) is not something
 * the editor produces: that settings object is broken and refuses the save.
 */
export interface SettingsIssue {
  /** The problem code: one of the `setting…` codes, or 'invalidSettings' for a broken shape. */
  code: ProblemCode;
  params: ProblemParams;
}

type Segment = string | number;

/** The issue as a problem of the node, with the field named in words (`field`) and as a path (`path`, for the editor). */
export function settingsIssue(issue: z.core.$ZodIssue, data: unknown): SettingsIssue {
  const path = issue.path.filter((segment): segment is Segment => typeof segment !== 'symbol');
  const place = { path: path.map(String).join('.'), field: settingsFieldWords(path) };
  const value = valueAt(data, path);
  const blank = value === undefined || value === null || value === '';
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? { code: 'settingEmpty', params: place }
          : { code: 'settingTooShort', params: { ...place, limit: Number(issue.minimum) } };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: 'settingTooFew', params: { ...place, limit: Number(issue.minimum) } };
      return { code: 'settingTooSmall', params: { ...place, limit: Number(issue.minimum) } };
    case 'too_big':
      if (issue.origin === 'string') return { code: 'settingTooLong', params: { ...place, limit: Number(issue.maximum) } };
      if (issue.origin === 'array' || issue.origin === 'set') return { code: 'settingTooMany', params: { ...place, limit: Number(issue.maximum) } };
      return { code: 'settingTooLarge', params: { ...place, limit: Number(issue.maximum) } };
    case 'invalid_type':
      if (blank) return { code: 'settingEmpty', params: place };
      if (issue.expected === 'int' && typeof value === 'number') return { code: 'settingNotWhole', params: place };
      break;
    case 'invalid_value':
      if (blank) return { code: 'settingUnchosen', params: place };
      break;
    case 'not_multiple_of':
      return { code: 'settingNotWhole', params: place };
    case 'invalid_format':
    case 'custom':
      return { code: 'settingMalformed', params: { ...place, hint: issue.message } };
  }
  return { code: 'invalidSettings', params: { ...place, issue: issue.message } };
}

function valueAt(data: unknown, path: readonly Segment[]): unknown {
  let value = data;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<Segment, unknown>)[segment];
  }
  return value;
}

// --- Naming a field in words -------------------------------------------------------------------

/** One step of a settings path: a field ('title'), one element of a list ('buttons', 2), or a whole list. */
export type SettingsPathPart = { kind: 'field'; name: string } | { kind: 'element'; name: string; number: number } | { kind: 'list'; name: string };

/**
 * 'items.0.buttons.1.title' as parts, outermost first: message 1, button 2, the title. A list
 * name followed by an index is one element (numbered from 1); a list name that ends the path
 * is the whole list.
 */
export function settingsPathParts(path: readonly Segment[] | string): SettingsPathPart[] {
  const segments = typeof path === 'string' ? (path ? path.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s)) : []) : path;
  const parts: SettingsPathPart[] = [];
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    const following = segments[i + 1];
    if (typeof segment === 'number') parts.push({ kind: 'element', name: '', number: segment + 1 });
    else if (typeof following === 'number') {
      parts.push({ kind: 'element', name: segment, number: following + 1 });
      i += 1;
    } else if (i === segments.length - 1 && segment in listWords) parts.push({ kind: 'list', name: segment });
    else parts.push({ kind: 'field', name: segment });
  }
  return parts;
}

/** The core settings' field names in words; other names are split at their capitals ('sequenceId': 'the sequence id'). */
export const fieldWords: Readonly<Record<string, string>> = {
  title: 'the title',
  text: 'the text',
  payload: 'the postback payload',
  phone: 'the phone number',
  url: 'the web address',
  imageUrl: 'the image address',
  subtitle: 'the subtitle',
  caption: 'the caption',
  question: 'the question',
  variable: 'the custom variable',
  retryMessage: 'the retry message',
  validation: 'the answer type',
  amount: 'the waiting time',
  unit: 'the unit',
  tag: 'the tag',
  value: 'the value',
  op: 'the comparison',
  match: 'the match',
  strictness: 'the match',
  sequenceId: 'the sequence',
  duration: 'the duration',
  topic: 'the topic',
  postbackId: 'the postback ID',
  kind: 'the kind',
  type: 'the type',
  id: 'the id',
};

/** The core settings' lists: one element ('button 2') and the whole list ('the buttons'). */
export const listWords: Readonly<Record<string, { one: string; all: string }>> = {
  items: { one: 'message', all: 'the messages' },
  buttons: { one: 'button', all: 'the buttons' },
  replies: { one: 'quick reply', all: 'the quick replies' },
  cards: { one: 'card', all: 'the cards' },
  keywords: { one: 'keyword', all: 'the keywords' },
  refs: { one: 'ref link', all: 'the ref links' },
  rules: { one: 'rule', all: 'the rules' },
  actions: { one: 'action', all: 'the actions' },
};

/** 'sequenceId' as 'sequence id': the fallback for a plugin's field. */
export function spacedName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}

/** The field in English, innermost first: 'the title of button 2 of message 1'; 'the settings' for the whole object. */
export function settingsFieldWords(path: readonly Segment[] | string): string {
  const words = settingsPathParts(path).map((part) => {
    switch (part.kind) {
      case 'field':
        return fieldWords[part.name] ?? `the ${spacedName(part.name)}`;
      case 'list':
        return listWords[part.name]?.all ?? `the ${spacedName(part.name)}`;
      case 'element':
        return `${listWords[part.name]?.one ?? (part.name ? spacedName(part.name) : 'entry')} ${part.number}`;
    }
  });
  return words.length ? words.reverse().join(' of ') : 'the settings';
}
