/** What the server and the web half share: ids, limits, messages and the API's shapes. */
export * from './ids.ts';
export * from './permissions.ts';
export * from './limits.ts';
export * from './contactStatus.ts';
export * from './messages.ts';
export * from './phone.ts';
export * from './schemas/fields.ts';
export * from './schemas/contacts.ts';
export * from './schemas/books.ts';
export * from './schemas/tags.ts';
export * from './schemas/bulk.ts';
export * from './schemas/imports.ts';
export * from './schemas/stats.ts';
export * from './contracts.ts';
