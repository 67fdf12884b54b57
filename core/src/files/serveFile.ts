import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { isInlineImage } from './contentSniffer.ts';
import { contentDisposition } from './fileNames.ts';
import type { FileService } from './fileService.ts';

/** The path files are served from, outside `/api` and the dashboard's own routes. */
export const filesPathPrefix = '/files/';

/**
 * Headers of every file answer: the stored (sniffed) type and nothing a browser may guess
 * past, and a policy under which a document opened directly runs nothing and loads nothing.
 */
const fileHeaders = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'referrer-policy': 'no-referrer',
} as const;

const denials = {
  missing: 'This file is private: open it through the link the product gives you, which is signed and expires.',
  expired: 'This link to a private file has expired. Open the file again from the product to get a new link.',
  tampered: 'This link to a private file is not valid: its signature does not match. Open the file again from the product.',
} as const;

/**
 * Answers `GET /files/<id>`: a public file to anyone, a private one only with a valid signed
 * link. Images are shown in place; everything else is a download, named by the (cleaned) name
 * it was uploaded under. A public file never changes under its id, so it is cached for a year.
 */
export function fileServer(files: FileService, db: Database, logger: Logger) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://files.invalid');
    const fileId = url.pathname.slice(filesPathPrefix.length);
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return answer(res, 405, 'METHOD_NOT_ALLOWED', 'Files are only read here (GET or HEAD).', { allow: 'GET, HEAD' });
    const row = await files.byId(db.em(), fileId);
    if (!row) return answer(res, 404, 'NOT_FOUND', 'There is no such file. It may have been deleted.');
    if (row.visibility === 'private') {
      const check = files.checkSignature(row.id, url.searchParams.get('expires') ?? undefined, url.searchParams.get('sig') ?? undefined);
      if (check !== 'valid') return answer(res, 403, 'FORBIDDEN', denials[check]);
    }
    const etag = `"${row.id}"`;
    const cache = row.visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, no-store';
    if (row.visibility === 'public' && req.headers['if-none-match'] === etag) {
      res.writeHead(304, { ...fileHeaders, etag, 'cache-control': cache }).end();
      return;
    }
    const body = req.method === 'HEAD' ? null : await files.open(row);
    if (req.method === 'GET' && !body) {
      logger.error('a recorded file is missing from the store', { fileId: row.id, key: row.storageKey });
      return answer(res, 404, 'NOT_FOUND', 'There is no such file. It may have been deleted.');
    }
    res.writeHead(200, {
      ...fileHeaders,
      'content-type': row.contentType.startsWith('text/') ? `${row.contentType}; charset=utf-8` : row.contentType,
      'content-length': String(row.size),
      'content-disposition': contentDisposition(isInlineImage(row.contentType) ? 'inline' : 'attachment', row.originalName),
      'cache-control': cache,
      // A public logo is shown on other sites too (the chat widget's); a private file is not.
      'cross-origin-resource-policy': row.visibility === 'public' ? 'cross-origin' : 'same-origin',
      etag,
    });
    if (!body) return void res.end();
    await pipeline(body, res).catch((error: unknown) => {
      const code = (error as { code?: string }).code;
      if (code !== 'ERR_STREAM_PREMATURE_CLOSE' && code !== 'ECONNRESET') logger.error('serving a file failed', { fileId: row.id, error });
    });
  };
}

function answer(res: ServerResponse, status: number, code: string, message: string, headers: Record<string, string> = {}): void {
  const body = JSON.stringify({ error: { code, message } });
  res
    .writeHead(status, {
      ...fileHeaders,
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      'cache-control': 'no-store',
    })
    .end(body);
}
