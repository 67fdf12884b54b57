import { z } from 'zod';
import { recordId } from './fields.ts';

/** A CSV file's text; the browser reads the chosen file and sends it as JSON. */
const csvText = z.string({ error: 'Send the CSV file as text.' });

export const importPreviewBody = z.strictObject({ csv: csvText });

export const importPreviewResponse = z.object({
  headers: z.array(z.string()),
  sampleRows: z.array(z.array(z.string())),
  rowCount: z.number().int(),
});
export type ImportPreview = z.output<typeof importPreviewResponse>;

export const importFields = ['firstName', 'lastName', 'email', 'phone', 'status', 'tags'] as const;
export type ImportField = (typeof importFields)[number];

const header = z.string({ error: 'Name a column of the file.' }).trim().min(1, 'Name a column of the file.').max(200, 'Name a column of the file.');

/** Contact field to the file's header that holds it; fields left out are not imported. */
export const importMapping = z.strictObject({
  firstName: header.optional(),
  lastName: header.optional(),
  email: header.optional(),
  phone: header.optional(),
  status: header.optional(),
  tags: header.optional(),
});
export type ImportMapping = z.output<typeof importMapping>;

export const importBody = z.strictObject({ csv: csvText, mapping: importMapping, bookId: recordId.optional() }).superRefine((body, ctx) => {
  if (!body.mapping.email && !body.mapping.phone) {
    ctx.addIssue({ code: 'custom', path: ['mapping'], message: 'Map the email or the phone column: every contact needs one of them.' });
  }
});
export type ImportBody = z.output<typeof importBody>;

export const importStartedResponse = z.object({ importId: z.number().int() });

export const importStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof importStatuses)[number];

/**
 * A row to look at: `line` is the file's line number (the header is line 1); `imported` says
 * whether its contact was imported all the same (a tag skipped) or the row failed. Imports made
 * before the flag existed only listed failed rows.
 */
export const importRowError = z.object({ line: z.number().int(), message: z.string(), imported: z.boolean().default(false) });
export type ImportRowError = z.output<typeof importRowError>;

export const importView = z.object({
  id: z.number().int(),
  status: z.enum(importStatuses),
  totalRows: z.number().int(),
  processed: z.number().int(),
  imported: z.number().int(),
  failed: z.number().int(),
  /** The first rows that failed or lost a tag (at most 1,000 in all; `failed` counts every failed row). */
  errors: z.array(importRowError),
  bookId: z.number().int().nullable(),
  /** Why a `failed` import stopped; it is retried, and resumes where it stopped. */
  message: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportView = z.output<typeof importView>;
