import { defineContract } from '@chatmill/sdk';
import { routes } from './routes.ts';
import { bookBody, bookListQuery, bookPage, bookView } from './schemas/books.ts';
import { bulkBody, bulkResponse, bulkRestoreBody, bulkRestoreResponse } from './schemas/bulk.ts';
import {
  contactDeletedResponse,
  contactFilterQuery,
  contactListQuery,
  contactPage,
  contactView,
  createContactBody,
  updateContactBody,
} from './schemas/contacts.ts';
import { deletedResponse, idParams } from './schemas/fields.ts';
import { importBody, importPreviewBody, importPreviewResponse, importStartedResponse, importView } from './schemas/imports.ts';
import { statsResponse } from './schemas/stats.ts';
import { tagBody, tagListQuery, tagPage, tagView } from './schemas/tags.ts';

/**
 * The contacts API on the wire: method and path (routes.ts) plus the schemas of every route.
 * The server spreads each into `defineRoute`; the web half calls them with `useApiClient`.
 */
export const contracts = {
  listContacts: defineContract({ ...routes.listContacts, query: contactListQuery, response: contactPage }),
  /** The filtered list as a CSV file (no `response`: it is not JSON). */
  exportContacts: defineContract({ ...routes.exportContacts, query: contactFilterQuery }),
  createContact: defineContract({ ...routes.createContact, body: createContactBody, response: contactView }),
  getContact: defineContract({ ...routes.getContact, params: idParams, response: contactView }),
  updateContact: defineContract({ ...routes.updateContact, params: idParams, body: updateContactBody, response: contactView }),
  deleteContact: defineContract({ ...routes.deleteContact, params: idParams, response: contactDeletedResponse }),
  restoreContact: defineContract({ ...routes.restoreContact, params: idParams, response: contactView }),
  bulk: defineContract({ ...routes.bulk, body: bulkBody, response: bulkResponse }),
  bulkRestore: defineContract({ ...routes.bulkRestore, body: bulkRestoreBody, response: bulkRestoreResponse }),

  listBooks: defineContract({ ...routes.listBooks, query: bookListQuery, response: bookPage }),
  createBook: defineContract({ ...routes.createBook, body: bookBody, response: bookView }),
  renameBook: defineContract({ ...routes.renameBook, params: idParams, body: bookBody, response: bookView }),
  deleteBook: defineContract({ ...routes.deleteBook, params: idParams, response: deletedResponse }),

  listTags: defineContract({ ...routes.listTags, query: tagListQuery, response: tagPage }),
  createTag: defineContract({ ...routes.createTag, body: tagBody, response: tagView }),
  renameTag: defineContract({ ...routes.renameTag, params: idParams, body: tagBody, response: tagView }),
  deleteTag: defineContract({ ...routes.deleteTag, params: idParams, response: deletedResponse }),

  previewImport: defineContract({ ...routes.previewImport, body: importPreviewBody, response: importPreviewResponse }),
  startImport: defineContract({ ...routes.startImport, body: importBody, response: importStartedResponse }),
  getImport: defineContract({ ...routes.getImport, params: idParams, response: importView }),

  stats: defineContract({ ...routes.stats, response: statsResponse }),
};

export type ContactsContracts = typeof contracts;
