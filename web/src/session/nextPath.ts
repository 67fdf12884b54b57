export const LOGIN_PATH = '/home/login';

/**
 * The `next` query value is only followed when it is a path on this site: an absolute
 * URL or a protocol-relative `//host` would turn the login page into an open redirect.
 */
export function safeNextPath(raw: string | null): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if (raw === LOGIN_PATH || raw.startsWith(`${LOGIN_PATH}?`) || raw.startsWith(`${LOGIN_PATH}/`)) return '/';
  return raw;
}

export function loginPathWithNext(next: string): string {
  return `${LOGIN_PATH}?next=${encodeURIComponent(next)}`;
}
