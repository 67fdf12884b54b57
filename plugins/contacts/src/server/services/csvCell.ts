/**
 * A cell for an exported CSV that spreadsheets will not run as a formula: text starting with
 * = + - @ or a tab/CR is prefixed with ' (OWASP's CSV injection advice). Phone numbers are
 * exempt: they are validated E.164, and '+1415... must stay importable as it is.
 */
export function csvSafeCell(value: string | null | undefined): string {
  const text = value ?? '';
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
