/**
 * Method and path of every contacts route (under /api/contacts), without zod: the web half
 * imports this at run time (see web/api.ts), so its chunks carry no schemas. The schemas are
 * added in contracts.ts, which spreads these.
 */
export const routes = {
  listContacts: { method: 'GET', path: '/contacts' },
  exportContacts: { method: 'GET', path: '/contacts/export' },
  createContact: { method: 'POST', path: '/contacts' },
  getContact: { method: 'GET', path: '/contacts/:id' },
  updateContact: { method: 'PATCH', path: '/contacts/:id' },
  deleteContact: { method: 'DELETE', path: '/contacts/:id' },
  restoreContact: { method: 'POST', path: '/contacts/:id/restore' },
  bulk: { method: 'POST', path: '/contacts/bulk' },
  bulkRestore: { method: 'POST', path: '/contacts/bulk/restore' },
  listBooks: { method: 'GET', path: '/books' },
  createBook: { method: 'POST', path: '/books' },
  renameBook: { method: 'PATCH', path: '/books/:id' },
  deleteBook: { method: 'DELETE', path: '/books/:id' },
  listTags: { method: 'GET', path: '/tags' },
  createTag: { method: 'POST', path: '/tags' },
  renameTag: { method: 'PATCH', path: '/tags/:id' },
  deleteTag: { method: 'DELETE', path: '/tags/:id' },
  previewImport: { method: 'POST', path: '/imports/preview' },
  startImport: { method: 'POST', path: '/imports' },
  getImport: { method: 'GET', path: '/imports/:id' },
  stats: { method: 'GET', path: '/stats' },
} as const;
