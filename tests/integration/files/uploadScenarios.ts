import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UrlSigner } from '../../../core/src/files/urlSigner.ts';
import type { ApiClient } from '../../support/apiClient.ts';
import { pdf, png, pngOfSize, quotaBytes, signingKey, startUploadWorld, upload, uploadRaw, type UploadWorld } from './uploadWorld.ts';

/**
 * Uploads through the real product, the same on each store: limits declared by the route (size,
 * types by content), names kept only as metadata, files served with safe headers, private files
 * only through signed links that expire, and each account's storage counted first and atomically.
 */
export function describeUploads(driver: 'disk' | 's3'): void {
  let w: UploadWorld;
  let olga: { client: ApiClient; accountId: number };
  let pete: { client: ApiClient; accountId: number };
  const usage = async (client: ApiClient) => (await client.get('/api/files')).body as { bytes: number; count: number; files: { id: string }[] };

  beforeAll(async () => {
    w = await startUploadWorld(driver);
    olga = await w.register('Olga');
    pete = await w.register('Pete');
  });
  afterAll(async () => {
    await w?.stop();
  });

  describe(`a public image (${driver})`, () => {
    it('is stored under a key of our own, counted, and served to anyone in place, with safe headers and a long cache', async () => {
      const res = await upload(w.t.url, olga.client, '/api/files/images', png, 'logo.png');
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        url: `/files/${res.body.id}`,
        size: png.length,
        contentType: 'image/png',
        originalName: 'logo.png',
        visibility: 'public',
      });
      expect(await w.storedKeys()).toContain(`${olga.accountId}/${res.body.id}`);
      expect(await usage(olga.client)).toMatchObject({ bytes: png.length, count: 1 });

      const served = await fetch(w.t.url + res.body.url);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(served.headers.get('content-disposition')).toBe(`inline; filename="logo.png"; filename*=UTF-8''logo.png`);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });

    it('refuses a file over the limit with 413 naming it, keeping nothing and counting nothing', async () => {
      const before = await usage(olga.client);
      const keys = await w.storedKeys();
      // Just over 2 MB: read and refused as it streams (its declared length is within reach of the limit).
      const justOver = await upload(w.t.url, olga.client, '/api/files/images', pngOfSize(2 * 1024 * 1024 + 1), 'big.png');
      expect(justOver.status).toBe(413);
      expect(justOver.body.error).toEqual({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The file is larger than 2 MB, the most this upload takes. Choose a smaller file.',
      });
      // Far over, without a declared length at all: stopped as soon as it passes 2 MB.
      const chunked = await uploadRaw(
        w.t.url,
        olga.client,
        '/api/files/images',
        { disposition: 'form-data; name="file"; filename="huge.png"', type: 'image/png', bytes: pngOfSize(5 * 1024 * 1024) },
        true,
      );
      expect(chunked.status).toBe(413);
      // Far over, with its length declared: refused before a byte is read.
      const declared = await upload(w.t.url, olga.client, '/api/files/images', pngOfSize(5 * 1024 * 1024), 'huge.png');
      expect(declared.status).toBe(413);
      expect(await usage(olga.client)).toEqual(before);
      expect(await w.storedKeys()).toEqual(keys);
      expect(await w.staged()).toEqual([]);
    });

    it('judges the type by the content: text or an SVG named .png is refused with 415 naming the accepted types', async () => {
      const before = await usage(olga.client);
      const text = await upload(w.t.url, olga.client, '/api/files/images', Buffer.from('just some words, not a picture'), 'photo.png', 'image/png');
      expect(text.status).toBe(415);
      expect(text.body.error).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'This file is not a PNG, JPEG, GIF or WEBP file (judged by its content, not its name). Choose a file of one of these types.',
      });
      const svg = await upload(
        w.t.url,
        olga.client,
        '/api/files/images',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'logo.png',
      );
      expect(svg.status).toBe(415);
      const svgDocument = await upload(
        w.t.url,
        olga.client,
        '/api/files/documents',
        Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'),
        'notes.txt',
        'text/plain',
      );
      expect(svgDocument.status).toBe(415);
      expect(await usage(olga.client)).toEqual(before);
      expect(await w.staged()).toEqual([]);
    });

    it('wants multipart/form-data with a file, and a session', async () => {
      const json = await olga.client.post('/api/files/images', { file: 'x' });
      expect(json.status).toBe(415);
      expect(json.body.error.message).toBe('Send the file as multipart/form-data, in the form field "file".');
      expect((await upload(w.t.url, null, '/api/files/images', png, 'logo.png')).status).toBe(401);
    });
  });

  describe(`names (${driver})`, () => {
    it('never become paths: "../../etc/passwd" is kept as a name only, and named safely on download', async () => {
      const res = await uploadRaw(w.t.url, olga.client, '/api/files/documents', {
        disposition: 'form-data; name="file"; filename="../../etc/passwd"',
        type: 'text/plain',
        bytes: Buffer.from('root:x:0:0\n'),
      });
      expect(res.status).toBe(201);
      expect(res.body.originalName).toBe('passwd');
      expect(res.body.contentType).toBe('text/csv');
      expect((await w.storedKeys()).filter((key) => !/^\d+\/[A-Za-z0-9_-]{22}$/.test(key))).toEqual([]);
      const served = await fetch(w.t.url + res.body.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-disposition')).toBe(`attachment; filename="passwd"; filename*=UTF-8''passwd`);
      expect(await served.text()).toBe('root:x:0:0\n');
    });

    it('lose NUL and line breaks, and quotes cannot break out of the header', async () => {
      const res = await uploadRaw(w.t.url, olga.client, '/api/files/documents', {
        disposition: `form-data; name="file"; filename*=UTF-8''r%C3%A9sum%C3%A9%22%3B%20x%3D%0D%0ASet-Cookie%3A%20a%3Db%00.pdf`,
        type: 'application/pdf',
        bytes: pdf,
      });
      expect(res.status).toBe(201);
      expect(res.body.originalName).toBe('résumé"; x=Set-Cookie: a=b.pdf');
      const served = await fetch(w.t.url + res.body.url);
      expect(served.headers.get('set-cookie')).toBeNull();
      expect(served.headers.get('content-type')).toBe('application/pdf');
      expect(served.headers.get('content-disposition')).toBe(
        `attachment; filename="r_sum___ x=Set-Cookie: a=b.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%22%3B%20x%3DSet-Cookie%3A%20a%3Db.pdf`,
      );
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    });
  });

  describe(`a private file (${driver})`, () => {
    let file: { id: string; url: string };
    const signer = new UrlSigner(signingKey);

    beforeAll(async () => {
      file = (await upload(w.t.url, olga.client, '/api/files/documents', pdf, 'contract.pdf', 'application/pdf')).body;
    });

    it('opens with its signed link, as a download that is not cached', async () => {
      expect(file.url).toMatch(new RegExp(`^/files/${file.id}\\?expires=\\d+&sig=[A-Za-z0-9_-]+$`));
      const served = await fetch(w.t.url + file.url);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-disposition')).toMatch(/^attachment; filename="contract.pdf"/);
      expect(served.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(pdf);
    });

    it('is refused without a link, with an expired one, or a tampered one, saying which', async () => {
      const plain = await fetch(`${w.t.url}/files/${file.id}`);
      expect(plain.status).toBe(403);
      expect((await plain.json()).error.message).toBe('This file is private: open it through the link the product gives you, which is signed and expires.');
      const expired = await fetch(w.t.url + signer.signedPath(file.id, -60));
      expect(expired.status).toBe(403);
      expect((await expired.json()).error.message).toBe('This link to a private file has expired. Open the file again from the product to get a new link.');
      const [, expires, sig] = /expires=(\d+)&sig=(.+)$/.exec(file.url)!;
      const longer = await fetch(`${w.t.url}/files/${file.id}?expires=${Number(expires) + 86_400}&sig=${sig}`);
      expect(longer.status).toBe(403);
      expect((await longer.json()).error.message).toBe(
        'This link to a private file is not valid: its signature does not match. Open the file again from the product.',
      );
      const forged = await fetch(`${w.t.url}/files/${file.id}?expires=${expires}&sig=${sig!.slice(0, -2)}AA`);
      expect(forged.status).toBe(403);
    });

    it("is another account's to neither see, link nor delete", async () => {
      expect((await pete.client.get(`/api/files/${file.id}`)).status).toBe(404);
      expect((await pete.client.request('DELETE', `/api/files/${file.id}`)).status).toBe(404);
      expect((await usage(pete.client)).files.map((f) => f.id)).not.toContain(file.id);
      const mine = await olga.client.get(`/api/files/${file.id}`);
      expect(mine.status).toBe(200);
      expect((await fetch(w.t.url + mine.body.url)).status).toBe(200);
    });

    it('is deleted by its owner: gone from the store, its bytes given back', async () => {
      const before = await usage(olga.client);
      expect((await olga.client.request('DELETE', `/api/files/${file.id}`)).status).toBe(204);
      expect(await usage(olga.client)).toMatchObject({ bytes: before.bytes - pdf.length, count: before.count - 1 });
      expect(await w.storedKeys()).not.toContain(`${olga.accountId}/${file.id}`);
      expect((await fetch(w.t.url + file.url)).status).toBe(404);
      expect((await olga.client.request('DELETE', `/api/files/${file.id}`)).status).toBe(404);
    });
  });

  describe(`the account's storage (${driver})`, () => {
    it('is counted first and atomically: of two uploads racing past the limit, one wins', async () => {
      const racer = await w.register('Rita');
      const size = Math.floor(quotaBytes * 0.6);
      const answers = await Promise.all([
        upload(w.t.url, racer.client, '/api/files/images', pngOfSize(size), 'one.png'),
        upload(w.t.url, racer.client, '/api/files/images', pngOfSize(size), 'two.png'),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 403]);
      const refused = answers.find((a) => a.status === 403)!;
      expect(refused.body.error.code).toBe('LIMIT_REACHED');
      expect(refused.body.error.message).toMatch(
        /^Your account's file storage is full: .* of 2\.9 MB used, and this upload may take up to 1\.7 MB\. Delete files you no longer need and try again\.$/,
      );
      expect(await usage(racer.client)).toMatchObject({ bytes: size, count: 1 });
      expect((await w.storedKeys()).filter((key) => key.startsWith(`${racer.accountId}/`))).toHaveLength(1);
      expect(await w.staged()).toEqual([]);
    });
  });
}
