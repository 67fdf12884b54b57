import { AppError, type FieldErrors } from '@chatmill/sdk';
import type { z } from 'zod';

/** Parses a value with a route's schema; a failure becomes VALIDATION_FAILED naming each field. */
export function validate<S extends z.ZodType>(schema: S, value: unknown, part: 'body' | 'query' | 'params'): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k].join('.')) : [issue.path.join('.')];
    for (const key of keys) {
      fields[key] ??= issue.code === 'unrecognized_keys' ? 'This field is not allowed.' : issue.message;
    }
  }
  const names = Object.keys(fields).map((k) => k || part);
  throw new AppError('VALIDATION_FAILED', `Check the ${part}: ${names.join(', ')}.`, { fields });
}
