import { z } from 'zod';
import { AppError, type IntegrationField } from '@chatmill/sdk';

/** What an update gives per field: text sets it, null clears it, a field left out keeps what is stored. */
export type GivenValues = Readonly<Record<string, string | null>>;

/** What is stored now: the plain values, and which secret fields are set. */
export interface CurrentValues {
  values: Readonly<Record<string, string>>;
  secretsSet: ReadonlySet<string>;
}

/** The values after the update, checked: plain ones in full, and the secret fields the update sets (text) or clears (null). */
export interface CheckedValues {
  values: Record<string, string>;
  secrets: Record<string, string | null>;
}

/** Finds what is wrong with a user-given address (the save-time half of the outgoing-URL guard). */
export type UrlProblem = (url: string) => Promise<string | null>;

const email = z.email();
const defaultMaxLength = 4096;

/**
 * Checks an update against the integration's fields (required, email, whole number, select
 * options, length, and `url` fields through the guard, so a private, loopback or metadata
 * address is refused when saved) and merges it with what is stored. Throws VALIDATION_FAILED
 * naming every bad field as `values.<key>`. A secret given as an empty text is left as stored:
 * the screen shows secrets empty, "leave empty to keep".
 */
export async function checkValues(
  fields: readonly IntegrationField[],
  current: CurrentValues,
  given: GivenValues,
  urlProblem: UrlProblem,
): Promise<CheckedValues> {
  const problems: Record<string, string> = {};
  const byKey = new Map(fields.map((field) => [field.key, field]));
  for (const key of Object.keys(given)) {
    if (!byKey.has(key)) problems[`values.${key}`] = `This integration has no field ${key}.`;
  }
  const values: Record<string, string> = {};
  const secrets: Record<string, string | null> = {};
  for (const field of fields) {
    const raw = given[field.key];
    const text = typeof raw === 'string' ? raw.trim() : raw;
    if (field.type === 'secret') {
      if (typeof text === 'string' && text !== '') {
        const problem = lengthProblem(field, text);
        if (problem) problems[`values.${field.key}`] = problem;
        else secrets[field.key] = text;
      } else if (text === null) {
        secrets[field.key] = null;
      }
      const set = typeof text === 'string' && text !== '' ? true : text === null ? false : current.secretsSet.has(field.key);
      if (!set && field.required !== false && !problems[`values.${field.key}`]) problems[`values.${field.key}`] = 'Enter this secret; it is required.';
      continue;
    }
    const next = text === undefined ? current.values[field.key] : text === null || text === '' ? undefined : text;
    if (next === undefined) {
      if (field.required !== false) problems[`values.${field.key}`] = 'This field is required.';
      continue;
    }
    const problem = lengthProblem(field, next) ?? (await formProblem(field, next, urlProblem));
    if (problem) problems[`values.${field.key}`] = problem;
    else values[field.key] = next;
  }
  const names = Object.keys(problems);
  if (names.length) throw new AppError('VALIDATION_FAILED', `Check these fields: ${names.join(', ')}.`, { fields: problems });
  return { values, secrets };
}

function lengthProblem(field: IntegrationField, value: string): string | null {
  const max = field.maxLength ?? defaultMaxLength;
  return value.length > max ? `Use at most ${max} characters.` : null;
}

async function formProblem(field: IntegrationField, value: string, urlProblem: UrlProblem): Promise<string | null> {
  switch (field.type) {
    case 'email':
      return email.safeParse(value).success ? null : 'Enter an email address, such as name@example.com.';
    case 'number':
      return /^-?\d{1,15}$/.test(value) ? null : 'Enter a whole number.';
    case 'select': {
      const options = (field.options ?? []).map((option) => option.value);
      return options.includes(value) ? null : `Choose one of: ${options.join(', ')}.`;
    }
    case 'url':
      return urlProblem(value);
    default:
      return null;
  }
}
