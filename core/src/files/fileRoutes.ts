import { AppError, defineRoute, imageUploadMaxBytes, imageUploadTypes, type AnyRoute } from '@chatmill/sdk';
import { z } from 'zod';
import type { FileService } from './fileService.ts';

const fileView = z.object({
  id: z.string(),
  url: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  originalName: z.string(),
  visibility: z.enum(['public', 'private']),
  createdAt: z.string(),
});

const fileParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Use the id of a file, as the upload answered it.') });

const notFound = () => new AppError('NOT_FOUND', 'Your account has no such file.');

/**
 * The account's files: upload a public image (a logo, a picture: the fields that take a
 * picture's address take its URL), upload a private document, get a fresh signed link, list
 * the files with the storage used, delete one. Every route sees only the signed-in account's files.
 */
export function fileRoutes(service: FileService): AnyRoute[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/api/files/images',
      tag: 'Files',
      summary: 'Upload a public image',
      description: `multipart/form-data with the image in the field \`file\`: PNG, JPEG, GIF or WEBP (by content; SVG is refused), at most ${imageUploadMaxBytes} bytes. Its URL (\`/files/<id>\`, on this server) fills a logo or picture field.`,
      access: 'session',
      upload: { maxBytes: imageUploadMaxBytes, types: imageUploadTypes, visibility: 'public' },
      status: 201,
      response: fileView,
      errors: ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'LIMIT_REACHED'],
      handler: async ({ upload }) => upload!.file,
    }),
    defineRoute({
      method: 'POST',
      path: '/api/files/documents',
      tag: 'Files',
      summary: 'Upload a private document',
      description:
        'multipart/form-data with the file in the field `file`: PDF, PNG, JPEG, GIF, WEBP, plain text or CSV, at most 10 MB. It is served only through signed links that expire.',
      access: 'session',
      upload: { maxBytes: 10 * 1024 * 1024, types: ['application/pdf', ...imageUploadTypes, 'text/plain', 'text/csv'], visibility: 'private' },
      status: 201,
      response: fileView,
      errors: ['PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'LIMIT_REACHED'],
      handler: async ({ upload }) => upload!.file,
    }),
    defineRoute({
      method: 'GET',
      path: '/api/files',
      tag: 'Files',
      summary: "The account's files and storage used",
      access: 'session',
      response: z.object({ files: z.array(fileView), bytes: z.number().int(), count: z.number().int(), limitBytes: z.number().int() }),
      handler: async ({ user, em }) => {
        const rows = await service.list(em, user!.accountId);
        const usage = await service.usage(em, user!.accountId);
        return { files: rows.map((row) => service.view(row)), bytes: usage.bytes, count: usage.files, limitBytes: usage.limitBytes };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/files/:id',
      tag: 'Files',
      summary: 'One file, with a fresh link',
      description: "A private file's `url` is a new signed link that expires.",
      access: 'session',
      params: fileParams,
      response: fileView,
      handler: async ({ params, files }) => (await files.get(params.id)) ?? Promise.reject(notFound()),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/files/:id',
      tag: 'Files',
      summary: 'Delete a file',
      description: "Its bytes are given back to the account's storage.",
      access: 'session',
      params: fileParams,
      status: 204,
      handler: async ({ params, files }) => {
        if (!(await files.remove(params.id))) throw notFound();
      },
    }),
  ];
}
