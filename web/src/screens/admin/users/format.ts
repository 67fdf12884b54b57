/**
 * Dates as the admin screens show them, in the user's language; '—' for none. `timeZone` is the
 * server's (from the admin options), so a sign-up falls on the same day here as in the reports'
 * charts, which count days in that zone; until the options arrive, the browser's zone.
 */
export function formatDate(iso: string | null, language: string, timeZone?: string): string {
  return iso ? new Date(iso).toLocaleDateString(language, { dateStyle: 'medium', timeZone }) : '—';
}

export function formatDateTime(iso: string | null, language: string, timeZone?: string): string {
  return iso ? new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short', timeZone }) : '—';
}

export function formatNumber(value: number, language: string): string {
  return value.toLocaleString(language);
}
