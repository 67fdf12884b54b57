import { describe, expect, it } from '@jest/globals';
import { loadSettings } from '../config/loadSettings.ts';
import { linkOrigin } from './linkOrigin.ts';

const brand = { domain: 'app.chatmill.test', whitelabel: false };
const whitelabel = { domain: 'bots.acme.test', whitelabel: true };

describe('linkOrigin', () => {
  it('prefers the configured public URL', () => {
    expect(linkOrigin('http://evil.test', brand, loadSettings({ PUBLIC_URL: 'https://app.chatmill.test/' }))).toBe('https://app.chatmill.test');
  });

  it("sends a whitelabel brand's users to the brand's domain, with the public URL's scheme", () => {
    expect(linkOrigin('http://evil.test', whitelabel, loadSettings({ PUBLIC_URL: 'https://app.chatmill.test/' }))).toBe('https://bots.acme.test');
    expect(linkOrigin(null, whitelabel, loadSettings({ PUBLIC_URL: 'https://app.chatmill.test/' }))).toBe('https://bots.acme.test');
  });

  it('trusts the brand domain and loopback, never another Host header', () => {
    const settings = loadSettings({});
    expect(linkOrigin('https://app.chatmill.test', brand, settings)).toBe('https://app.chatmill.test');
    expect(linkOrigin('http://127.0.0.1:4000', brand, settings)).toBe('http://127.0.0.1:4000');
    expect(linkOrigin('http://evil.test:4000', brand, settings)).toBe('http://app.chatmill.test');
  });

  it("puts a whitelabel brand's domain in place of a loopback host, keeping the port the server answers on", () => {
    const settings = loadSettings({});
    expect(linkOrigin('http://127.0.0.1:4000', whitelabel, settings)).toBe('http://bots.acme.test:4000');
    expect(linkOrigin('http://bots.acme.test:4000', whitelabel, settings)).toBe('http://bots.acme.test:4000');
    expect(linkOrigin('http://evil.test:4000', whitelabel, settings)).toBe('http://bots.acme.test');
  });

  it('without a request, links the brand over https (http for a loopback domain)', () => {
    const settings = loadSettings({});
    expect(linkOrigin(null, whitelabel, settings)).toBe('https://bots.acme.test');
    expect(linkOrigin(null, { domain: 'localhost', whitelabel: false }, settings)).toBe('http://localhost');
  });
});
