import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { hmacSignatureMatches, jsonBody, sameSecret } from './webhookChecks.ts';

const body = Buffer.from('{"object":"page","entry":[]}');
const signed = (value: string | undefined) => ({ headers: { 'x-hub-signature-256': value }, rawBody: body });
const hex = createHmac('sha256', 'app-secret').update(body).digest('hex');

describe('webhook checks', () => {
  it('compares secret tokens exactly', () => {
    expect(sameSecret('s3cret-token', 's3cret-token')).toBe(true);
    expect(sameSecret('s3cret-toke', 's3cret-token')).toBe(false);
    expect(sameSecret('S3cret-token', 's3cret-token')).toBe(false);
    expect(sameSecret(undefined, 's3cret-token')).toBe(false);
    expect(sameSecret('', '')).toBe(false);
  });

  it('checks an HMAC of the raw body in a prefixed header, any case of hex', () => {
    expect(hmacSignatureMatches(signed(`sha256=${hex}`), 'X-Hub-Signature-256', 'app-secret', { prefix: 'sha256=' })).toBe(true);
    expect(hmacSignatureMatches(signed(`sha256=${hex.toUpperCase()}`), 'x-hub-signature-256', 'app-secret', { prefix: 'sha256=' })).toBe(true);
    expect(hmacSignatureMatches(signed(`sha256=${hex}`), 'x-hub-signature-256', 'other-secret', { prefix: 'sha256=' })).toBe(false);
    expect(hmacSignatureMatches(signed(hex), 'x-hub-signature-256', 'app-secret', { prefix: 'sha256=' })).toBe(false);
    expect(hmacSignatureMatches(signed(undefined), 'x-hub-signature-256', 'app-secret', { prefix: 'sha256=' })).toBe(false);
    const changed = { ...signed(`sha256=${hex}`), rawBody: Buffer.from('{"object":"page","entry":[1]}') };
    expect(hmacSignatureMatches(changed, 'x-hub-signature-256', 'app-secret', { prefix: 'sha256=' })).toBe(false);
  });

  it('reads a JSON body, and anything else as null', () => {
    expect(jsonBody({ rawBody: body })).toEqual({ object: 'page', entry: [] });
    expect(jsonBody({ rawBody: Buffer.from('not json') })).toBeNull();
  });
});
