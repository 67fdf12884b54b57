import type { IncomingMessage } from 'node:http';
import { AppError } from '@chatmill/sdk';

/** Reads the whole body up to `limit` bytes, whatever its content type (webhooks sign these exact bytes). */
export async function readRawBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    throw new AppError('PAYLOAD_TOO_LARGE', `The body is larger than ${limit} bytes.`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limit) {
      req.resume();
      throw new AppError('PAYLOAD_TOO_LARGE', `The body is larger than ${limit} bytes.`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** Reads the whole body up to `limit` bytes and parses it as JSON. */
export async function readJsonBody(req: IncomingMessage, limit: number): Promise<{ raw: Buffer; json: unknown }> {
  const raw = await readRawBody(req, limit);
  if (raw.length === 0) return { raw, json: undefined };
  const type = String(req.headers['content-type'] ?? '');
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as JSON with the header Content-Type: application/json.');
  }
  try {
    return { raw, json: JSON.parse(raw.toString('utf8')) };
  } catch {
    throw new AppError('BAD_REQUEST', 'The body is not valid JSON.');
  }
}
