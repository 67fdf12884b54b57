import type { BulkAction, ContactView, ImportMapping } from './types.ts';

/** The plugin's API: every route lives under `/api/<plugin id>`. */
const base = '/api/contacts';

export const apiPaths = {
  contacts: `${base}/contacts`,
  contact: (id: number) => `${base}/contacts/${id}`,
  restoreContact: (id: number) => `${base}/contacts/${id}/restore`,
  bulk: `${base}/contacts/bulk`,
  bulkRestore: `${base}/contacts/bulk/restore`,
  export: `${base}/contacts/export`,
  books: `${base}/books`,
  book: (id: number) => `${base}/books/${id}`,
  tags: `${base}/tags`,
  tag: (id: number) => `${base}/tags/${id}`,
  importPreview: `${base}/imports/preview`,
  imports: `${base}/imports`,
  import: (id: number) => `${base}/imports/${id}`,
  stats: `${base}/stats`,
} as const;

export interface ContactInput {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  status: ContactView['status'];
  tagIds?: number[];
  bookIds?: number[];
}

export interface BulkRequest {
  action: BulkAction;
  contactIds: number[];
  tagId?: number;
  bookId?: number;
}

export interface ImportRequest {
  csv: string;
  mapping: ImportMapping;
  bookId?: number;
}
