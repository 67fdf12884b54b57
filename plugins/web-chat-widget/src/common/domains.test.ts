import { describe, expect, it } from '@jest/globals';
import { isLocalHost, originAllowed, parseDomain } from './domains.ts';

describe('a widget domain', () => {
  it('is kept as the https origin a browser sends', () => {
    expect(parseDomain('shop.example.com')).toEqual({ ok: true, origin: 'https://shop.example.com' });
    expect(parseDomain(' https://Shop.Example.com/contact?x=1 ')).toEqual({ ok: true, origin: 'https://shop.example.com' });
    expect(parseDomain('https://example.com:443')).toEqual({ ok: true, origin: 'https://example.com' });
    expect(parseDomain('https://example.com:8443')).toEqual({ ok: true, origin: 'https://example.com:8443' });
    expect(parseDomain('https://bücher.example')).toEqual({ ok: true, origin: 'https://xn--bcher-kva.example' });
  });

  it("is refused as insecure over http, and as invalid when it is no site's address", () => {
    for (const insecure of ['http://shop.example.com', 'http://example.com', 'http://example.com:8080/']) {
      expect(parseDomain(insecure)).toEqual({ ok: false, problem: 'insecure' });
    }
    for (const bad of [
      '',
      'not a domain',
      'ftp://example.com',
      'https://intranet',
      'https://user:pw@example.com',
      'http://user:pw@localhost',
      'javascript:alert(1)',
      'https://.example.com',
      'https://example..com',
      'http://localhost.',
    ]) {
      expect(parseDomain(bad)).toEqual({ ok: false, problem: 'invalid' });
    }
  });

  it('may be http on the local machine (localhost, *.localhost, 127.0.0.1), on any port', () => {
    expect(parseDomain('http://localhost')).toEqual({ ok: true, origin: 'http://localhost' });
    expect(parseDomain('http://localhost:3000/shop')).toEqual({ ok: true, origin: 'http://localhost:3000' });
    expect(parseDomain('http://foo.localhost:5173')).toEqual({ ok: true, origin: 'http://foo.localhost:5173' });
    expect(parseDomain('http://Shop.Dev.LOCALHOST:8080')).toEqual({ ok: true, origin: 'http://shop.dev.localhost:8080' });
    expect(parseDomain('http://127.0.0.1:8080')).toEqual({ ok: true, origin: 'http://127.0.0.1:8080' });
    expect(parseDomain('https://localhost:8443')).toEqual({ ok: true, origin: 'https://localhost:8443' });
    // Typed without a scheme, a local address is the http site a development server serves.
    expect(parseDomain('localhost:5173')).toEqual({ ok: true, origin: 'http://localhost:5173' });
    expect(parseDomain('127.0.0.1')).toEqual({ ok: true, origin: 'http://127.0.0.1' });
  });

  it('is no local machine when the name only starts like one', () => {
    for (const lookalike of [
      'http://localhost.evil.com',
      'http://127.0.0.1.nip.io',
      'http://localhost.localdomain.example',
      'http://127.0.0.2',
      'http://[::1]',
      'http://evil-localhost',
      'http://notlocalhost',
    ]) {
      expect(parseDomain(lookalike)).toEqual({ ok: false, problem: 'insecure' });
    }
    // Without a scheme these are sites on the internet: their https site.
    expect(parseDomain('localhost.evil.com')).toEqual({ ok: true, origin: 'https://localhost.evil.com' });
    expect(isLocalHost('localhost.evil.com')).toBe(false);
    expect(isLocalHost('127.0.0.1.nip.io')).toBe(false);
    expect(isLocalHost('shop.localhost')).toBe(true);
  });
});

describe('the origin check', () => {
  const domains = ['https://shop.example.com', 'https://example.org:8443', 'http://localhost:5173', 'http://foo.localhost:3000'];

  it('admits exactly the listed origins', () => {
    expect(originAllowed('https://shop.example.com', domains)).toBe(true);
    expect(originAllowed('https://example.org:8443', domains)).toBe(true);
    expect(originAllowed('http://localhost:5173', domains)).toBe(true);
    expect(originAllowed('http://foo.localhost:3000', domains)).toBe(true);
  });

  it('refuses everything else: http, other ports, subdomains, look-alikes, no origin', () => {
    for (const origin of [
      'http://shop.example.com',
      'https://example.com',
      'https://www.shop.example.com',
      'https://shop.example.com.evil.net',
      'https://example.org',
      'http://localhost:3000',
      'http://localhost',
      'https://localhost:5173',
      'http://bar.localhost:3000',
      'http://localhost.evil.com:5173',
      'localhost:5173',
      'shop.example.com',
      'null',
      '',
      null,
      undefined,
    ]) {
      expect(originAllowed(origin, domains)).toBe(false);
    }
  });
});
