/**
 * The API's shapes, from the plugin's common schemas. Type-only imports: the schemas' zod
 * code stays on the server, out of the web bundle.
 */
export type { BookView } from '../common/schemas/books.ts';
export type { BulkAction, BulkResponse } from '../common/schemas/bulk.ts';
export type { ContactView } from '../common/schemas/contacts.ts';
export type { ImportField, ImportMapping, ImportPreview, ImportRowError, ImportStatus, ImportView } from '../common/schemas/imports.ts';
export type { ContactStats } from '../common/schemas/stats.ts';
export type { TagView } from '../common/schemas/tags.ts';
export type { ContactStatus } from '../common/contactStatus.ts';

/** A contact book or a tag, as the pickers show them. */
export interface GroupOption {
  id: number;
  label: string;
}
