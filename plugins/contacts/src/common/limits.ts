/** Bulk actions cover at most this many contacts (spec 3: 'Too Much' past 50). */
export const bulkLimit = 50;

export const defaultPageSize = 25;
export const maxPageSize = 100;

/** Longest first name, last name, book name or tag name. */
export const maxNameLength = 120;
/** RFC 5321 limit on an address. */
export const maxEmailLength = 254;
/** Longest column name in an import's header row: checked before any pattern looks at the row. */
export const maxColumnNameLength = 200;
/**
 * Longest phone number as typed, separators included (E.164 has at most 15 digits): checked
 * before any pattern looks at it, and keeps a refused cell's echo in the message short.
 */
export const maxPhoneInputLength = 50;

/** Data rows the import preview shows under the headers. */
export const previewSampleRows = 5;
/** Row errors an import keeps for the UI; the failed count stays exact past it. */
export const maxImportErrorsKept = 1000;

/** Largest CSV upload, in bytes (about 300,000 rows of name, email and phone). */
export const maxCsvBytes = 20 * 1024 * 1024;
