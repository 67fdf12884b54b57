import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { collectPublicUrls, publicHttpUrl, publicUrlMessages } from './publicHttpUrl.ts';

describe('publicHttpUrl', () => {
  const schema = z.object({ url: publicHttpUrl() });
  const problem = (url: string) => {
    const result = schema.safeParse({ url });
    return result.success ? null : result.error.issues[0]!.message;
  };

  it.each([
    'http://127.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[::ffff:10.0.0.1]/',
    'http://0x7f000001/',
    'http://2130706433/',
    'http://localhost:8080/',
    'http://printer/',
    'http://metadata.google.internal/',
    'http://app.localhost/',
  ])('refuses %s as a private address', (url) => {
    expect(problem(url)).toBe(publicUrlMessages.privateNetwork);
  });

  it('refuses other schemes and credentials, and takes public addresses', () => {
    expect(problem('ftp://example.com/')).toBe(publicUrlMessages.scheme);
    expect(problem('javascript:alert(1)')).toBe(publicUrlMessages.scheme);
    expect(problem('https://user:pw@example.com/')).toBe(publicUrlMessages.credentials);
    expect(problem('https://hooks.example.com/in')).toBeNull();
    expect(problem('http://93.184.216.34/')).toBeNull();
    expect(z.object({ url: publicHttpUrl({ httpsOnly: true }) }).safeParse({ url: 'http://example.com/' }).error?.issues[0]!.message).toBe(
      publicUrlMessages.httpsOnly,
    );
  });

  it('hands the names to resolve to the host only while it collects', () => {
    const { result, urls } = collectPublicUrls(() => schema.safeParse({ url: 'https://hooks.example.com/in' }));
    expect(result.success).toBe(true);
    expect(urls).toEqual(['https://hooks.example.com/in']);
    expect(collectPublicUrls(() => schema.safeParse({ url: 'http://127.0.0.1/' })).urls).toEqual([]);
  });
});
