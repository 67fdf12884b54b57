import { z } from 'zod';
import { isOwnFilePath } from './ownFilePath.ts';

/**
 * `schema`, or the path of an uploaded file (`/files/<id>`, surrounding spaces trimmed). A value
 * that is neither answers with `schema`'s own messages, so the field says what it said before.
 */
export function orOwnFilePath<S extends z.ZodType>(schema: S) {
  return z.unknown().transform((value, ctx): z.output<S> | string => {
    if (typeof value === 'string' && isOwnFilePath(value.trim())) return value.trim();
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  });
}
