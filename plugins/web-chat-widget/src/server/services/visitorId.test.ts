import { describe, expect, it } from '@jest/globals';
import { issueVisitorToken, verifyVisitorToken } from './visitorId.ts';

const secret = 'a'.repeat(64);

describe('visitor ids', () => {
  it('come back as the same visitor with the token the widget signed', () => {
    const { visitorId, token } = issueVisitorToken(secret, 'widget-1');
    expect(visitorId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(token.startsWith(`${visitorId}.`)).toBe(true);
    expect(verifyVisitorToken(secret, 'widget-1', token)).toBe(visitorId);
  });

  it('are new ones every time', () => {
    expect(issueVisitorToken(secret, 'w').visitorId).not.toBe(issueVisitorToken(secret, 'w').visitorId);
  });

  it('refuse a token another widget or another secret signed, a changed id, and garbage', () => {
    const { visitorId, token } = issueVisitorToken(secret, 'widget-1');
    const signature = token.split('.')[1]!;
    expect(verifyVisitorToken(secret, 'widget-2', token)).toBeNull();
    expect(verifyVisitorToken('b'.repeat(64), 'widget-1', token)).toBeNull();
    const otherId = `${visitorId.slice(0, -1)}${visitorId.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyVisitorToken(secret, 'widget-1', `${otherId}.${signature}`)).toBeNull();
    for (const bad of [undefined, null, '', visitorId, `${token}.x`, `${visitorId}.`, `${visitorId}.${signature.slice(0, 10)}`, 'x'.repeat(200)]) {
      expect(verifyVisitorToken(secret, 'widget-1', bad)).toBeNull();
    }
  });
});
