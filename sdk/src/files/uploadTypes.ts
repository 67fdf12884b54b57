/**
 * What an upload route accepts. The type of a file is decided by its first bytes (its magic
 * number), never by the name or the type the browser sent: these are the types the server can
 * recognise that way. SVG is not among them: an image that can carry script is never taken.
 */
export const uploadTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'application/pdf', 'text/plain', 'text/csv'] as const;
export type UploadType = (typeof uploadTypes)[number];

/** The raster images a browser shows inline: logos, pictures. */
export const imageUploadTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const satisfies readonly UploadType[];

/** How large a logo or picture may be (2 MB): far above what a 1024x1024 image needs. */
export const imageUploadMaxBytes = 2 * 1024 * 1024;

/** Public files are served to anyone who has their address; private ones only through a signed, expiring link. */
export type FileVisibility = 'public' | 'private';

/** A route's upload rule (`upload` on a route): one file, in the form field `file`. */
export interface UploadRule {
  /** Largest file, in bytes; a larger one is refused with 413 and nothing is kept. */
  maxBytes: number;
  /** Accepted types, by content; another is refused with 415. */
  types: readonly UploadType[];
  visibility: FileVisibility;
}

/** A stored file as routes and the dashboard see it. */
export interface StoredFileView {
  /** Random and unguessable: the address of a public file is its only key. */
  id: string;
  /**
   * Where a browser opens it: `/files/<id>` on the product's own origin for a public file (a
   * path: make it absolute where it leaves the product, e.g. in a mail or on another site), a
   * signed link that expires for a private one.
   */
  url: string;
  size: number;
  contentType: UploadType;
  /** The name it was uploaded under, cleaned: kept to name downloads, never used as a path. */
  originalName: string;
  visibility: FileVisibility;
  createdAt: string;
}

/** What an upload route's handler gets (`ctx.upload`): the file, already stored and counted, and the form's other fields. */
export interface ReceivedUpload {
  file: StoredFileView;
  fields: Readonly<Record<string, string>>;
}

/** The request account's files, for handlers (`ctx.files`). Another account's file is never found. */
export interface FilesPort {
  /** The account's file, or null. */
  get(fileId: string): Promise<StoredFileView | null>;
  /** A signed link to a file that expires (the server's setting unless `expiresInSeconds` is given). */
  signedUrl(fileId: string, expiresInSeconds?: number): Promise<string | null>;
  /** Deletes the file and gives its bytes back to the account; false when the account has no such file. */
  remove(fileId: string): Promise<boolean>;
}

/** The accepted types in words, for the 415 message and the upload button's hint. */
export function describeUploadTypes(types: readonly UploadType[]): string {
  const names: Record<UploadType, string> = {
    'image/png': 'PNG',
    'image/jpeg': 'JPEG',
    'image/gif': 'GIF',
    'image/webp': 'WEBP',
    'application/pdf': 'PDF',
    'text/plain': 'plain text',
    'text/csv': 'CSV',
  };
  const words = types.map((type) => names[type]);
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** `2 MB`, `500 KB`, `12 bytes`: a size limit in the words of a message. */
export function describeBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Number((bytes / 1024).toFixed(1))} KB`;
  return `${bytes} bytes`;
}
