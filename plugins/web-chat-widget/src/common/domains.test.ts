import { describe, expect, it } from '@jest/globals';
import { originAllowed, parseDomain } from './domains.ts';

describe('a widget domain', () => {
  it('is kept as the https origin a browser sends', () => {
    expect(parseDomain('shop.example.com')).toEqual({ ok: true, origin: 'https://shop.example.com' });
    expect(parseDomain(' https://Shop.Example.com/contact?x=1 ')).toEqual({ ok: true, origin: 'https://shop.example.com' });
    expect(parseDomain('https://example.com:443')).toEqual({ ok: true, origin: 'https://example.com' });
    expect(parseDomain('https://example.com:8443')).toEqual({ ok: true, origin: 'https://example.com:8443' });
    expect(parseDomain('https://bücher.example')).toEqual({ ok: true, origin: 'https://xn--bcher-kva.example' });
  });

  it("is refused as insecure over http, and as invalid when it is no site's address", () => {
    expect(parseDomain('http://shop.example.com')).toEqual({ ok: false, problem: 'insecure' });
    for (const bad of ['', 'not a domain', 'ftp://example.com', 'https://localhost', 'https://user:pw@example.com', 'javascript:alert(1)', 'https://.example.com', 'https://example..com']) {
      expect(parseDomain(bad)).toEqual({ ok: false, problem: 'invalid' });
    }
  });
});

describe('the origin check', () => {
  const domains = ['https://shop.example.com', 'https://example.org:8443'];

  it('admits exactly the listed origins', () => {
    expect(originAllowed('https://shop.example.com', domains)).toBe(true);
    expect(originAllowed('https://example.org:8443', domains)).toBe(true);
  });

  it('refuses everything else: http, other ports, subdomains, look-alikes, no origin', () => {
    for (const origin of ['http://shop.example.com', 'https://example.com', 'https://www.shop.example.com', 'https://shop.example.com.evil.net', 'https://example.org', 'null', '', null, undefined]) {
      expect(originAllowed(origin, domains)).toBe(false);
    }
  });
});
