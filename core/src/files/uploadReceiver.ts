import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { AppError, describeBytes, describeUploadTypes, type UploadRule, type UploadType } from '@chatmill/sdk';
import { acceptedType, sniffBytes, sniffContentType } from './contentSniffer.ts';
import { cleanOriginalName, newFileId } from './fileNames.ts';

/** A file that arrived whole and passed the checks, in the staging folder until the store takes it. */
export interface StagedUpload {
  path: string;
  size: number;
  contentType: UploadType;
  originalName: string;
  fields: Record<string, string>;
}

/** Room for the multipart framing around the file (boundaries, part headers, small fields). */
export const multipartOverheadBytes = 64 * 1024;

export function tooLarge(rule: Pick<UploadRule, 'maxBytes'>): AppError {
  return new AppError('PAYLOAD_TOO_LARGE', `The file is larger than ${describeBytes(rule.maxBytes)}, the most this upload takes. Choose a smaller file.`);
}

export function wrongType(rule: Pick<UploadRule, 'types'>): AppError {
  return new AppError(
    'UNSUPPORTED_MEDIA_TYPE',
    `This file is not a ${describeUploadTypes(rule.types)} file (judged by its content, not its name). Choose a file of one of these types.`,
  );
}

/**
 * Streams the one file of a multipart/form-data request to a staging file, checking as it goes:
 * its first bytes decide its type (never the name or the browser's type), and it stops as soon
 * as the file passes `maxBytes`. On any refusal the staged bytes are deleted and the rest of the
 * request is read and dropped, so the client gets the answer rather than a reset connection.
 */
export async function receiveUpload(req: IncomingMessage, rule: UploadRule, stagingDir: string): Promise<StagedUpload> {
  if (!/^multipart\/form-data\b/i.test(String(req.headers['content-type'] ?? ''))) {
    req.resume();
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data, in the form field "file".');
  }
  await mkdir(stagingDir, { recursive: true });
  const path = join(stagingDir, newFileId());
  const fields: Record<string, string> = {};
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: req.headers, limits: { files: 1, fields: 20, fieldSize: 10_000, parts: 25, fileSize: rule.maxBytes + 1 } });
  } catch {
    req.resume();
    throw new AppError('BAD_REQUEST', 'The multipart/form-data body has no boundary: let the browser or client build the form.');
  }

  return new Promise<StagedUpload>((resolve, reject) => {
    let settled = false;
    let staged: Promise<{ size: number; contentType: UploadType; originalName: string }> | null = null;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.resume();
      void rm(path, { force: true }).finally(() => reject(error instanceof Error ? error : new Error(String(error))));
    };
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || staged) {
        stream.resume();
        return;
      }
      const guard = new UploadGuard(rule);
      staged = pipeline(stream, guard, createWriteStream(path, { flags: 'wx' })).then(() => ({
        size: guard.size,
        contentType: guard.type!,
        originalName: cleanOriginalName(info.filename),
      }));
      staged.catch(fail);
    });
    parser.on('error', () => fail(new AppError('BAD_REQUEST', 'The multipart/form-data body is malformed.')));
    parser.on('close', () => {
      if (!staged) return fail(new AppError('VALIDATION_FAILED', 'Choose a file to upload.', { fields: { file: 'Choose a file to upload.' } }));
      staged.then((file) => {
        if (settled) return;
        settled = true;
        resolve({ path, fields, ...file });
      }, fail);
    });
    req.on('aborted', () => fail(new AppError('BAD_REQUEST', 'The upload was interrupted.')));
    req.pipe(parser);
  });
}

/** Counts the bytes and sniffs the head as the file streams through. */
class UploadGuard extends Transform {
  size = 0;
  type: UploadType | null = null;
  readonly #rule: UploadRule;
  #head: Buffer[] = [];
  #headSize = 0;

  constructor(rule: UploadRule) {
    super();
    this.#rule = rule;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.#rule.maxBytes) return done(tooLarge(this.#rule));
    if (this.type) return done(null, chunk);
    this.#head.push(chunk);
    this.#headSize += chunk.length;
    if (this.#headSize < sniffBytes) return done();
    this.#decide(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.type) return done();
    if (this.size === 0) return done(new AppError('VALIDATION_FAILED', 'The file is empty.', { fields: { file: 'The file is empty.' } }));
    this.#decide(done);
  }

  #decide(done: TransformCallback): void {
    const head = Buffer.concat(this.#head);
    this.type = acceptedType(sniffContentType(head.subarray(0, sniffBytes)), this.#rule.types);
    if (!this.type) return done(wrongType(this.#rule));
    this.#head = [];
    done(null, head);
  }
}
