/** Dates as the admin screens show them, in the user's language; '—' for none. */
export function formatDate(iso: string | null, language: string): string {
  return iso ? new Date(iso).toLocaleDateString(language, { dateStyle: 'medium' }) : '—';
}

export function formatDateTime(iso: string | null, language: string): string {
  return iso ? new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' }) : '—';
}

export function formatNumber(value: number, language: string): string {
  return value.toLocaleString(language);
}
