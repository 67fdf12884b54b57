import type { UploadType } from '@chatmill/sdk';

/** How many leading bytes the sniffer wants; a shorter file is judged on what it has. */
export const sniffBytes = 512;

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0): boolean =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);
const ascii = (text: string): number[] => [...text].map((char) => char.charCodeAt(0));

/**
 * The type of a file by its first bytes (magic numbers), as WHATWG's MIME sniffing does for the
 * types we take; null when it is none of them. Text is text only if the head is UTF-8 without
 * control characters and is not markup: an SVG, HTML or XML file (a `<` first) is never text
 * here, since a browser may run the script it carries.
 */
export function sniffContentType(head: Uint8Array): UploadType | null {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBPVP'), 8)) return 'image/webp';
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  return isPlainText(head) ? 'text/plain' : null;
}

function isPlainText(head: Uint8Array): boolean {
  if (head.length === 0) return false;
  const body = startsWith(head, [0xef, 0xbb, 0xbf]) ? head.subarray(3) : head;
  let text: string;
  try {
    // The head may end inside a character: drop up to three bytes of an incomplete one.
    text = decodeUtf8Prefix(body);
  } catch {
    return false;
  }
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return false;
  return !text.trimStart().startsWith('<');
}

function decodeUtf8Prefix(bytes: Uint8Array): string {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let cut = 0; cut <= 3 && cut < bytes.length; cut++) {
    try {
      return decoder.decode(bytes.subarray(0, bytes.length - cut));
    } catch {
      // try a shorter prefix
    }
  }
  return decoder.decode(bytes);
}

/**
 * The type a file is kept under when `sniffed` is one of `accepted`, else null. Text cannot be
 * told apart from CSV by its bytes: a text file is CSV where the route takes CSV.
 */
export function acceptedType(sniffed: UploadType | null, accepted: readonly UploadType[]): UploadType | null {
  if (sniffed === null) return null;
  if (sniffed === 'text/plain') {
    if (accepted.includes('text/csv')) return 'text/csv';
    return accepted.includes('text/plain') ? 'text/plain' : null;
  }
  return accepted.includes(sniffed) ? sniffed : null;
}

/** Types a browser shows in place; every other file is served as a download. */
export function isInlineImage(type: string): boolean {
  return type === 'image/png' || type === 'image/jpeg' || type === 'image/gif' || type === 'image/webp';
}
