import { randomBytes } from 'node:crypto';

const maxNameLength = 200;

/** A new file id: 128 random bits, 22 URL-safe characters. */
export function newFileId(): string {
  return randomBytes(16).toString('base64url');
}

/** Where a file lives in the store: made by us, never from anything the client sent. */
export function storageKey(accountId: number, fileId: string): string {
  return `${accountId}/${fileId}`;
}

export const storageKeyPattern = /^\d+\/[A-Za-z0-9_-]{22}$/;

/**
 * The uploaded file's name, kept only to name its download: the last path segment, without
 * control characters (NUL, line breaks), at most 200 characters; `file` when nothing is left.
 */
export function cleanOriginalName(name: string | undefined): string {
  const lastSegment = (name ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, '')
    .trim()
    .slice(0, maxNameLength);
  return /^\.*$/.test(cleaned) ? 'file' : cleaned;
}

/**
 * A Content-Disposition header naming the file (RFC 6266): an ASCII fallback without quotes,
 * backslashes or anything a header could be split on, and the real name as RFC 5987 `filename*`.
 */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
