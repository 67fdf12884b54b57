import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A visitor's identity: a random id, signed with the widget's secret, which the embed script
 * keeps in localStorage and shows again on every connection. The signature means a visitor can
 * only come back as themselves: nobody reads another visitor's conversation by typing an id.
 * The token is `<visitor id>.<HMAC-SHA256 of widget id and visitor id>`, both base64url.
 */
export interface VisitorToken {
  visitorId: string;
  token: string;
}

const visitorIdPattern = /^[A-Za-z0-9_-]{22}$/;

function sign(secret: string, widgetId: string, visitorId: string): Buffer {
  return createHmac('sha256', secret).update(`${widgetId}.${visitorId}`).digest();
}

export function issueVisitorToken(secret: string, widgetId: string): VisitorToken {
  const visitorId = randomBytes(16).toString('base64url');
  return { visitorId, token: `${visitorId}.${sign(secret, widgetId, visitorId).toString('base64url')}` };
}

/** The visitor id of a token this widget signed; null for anything else (a forged, foreign or garbled token). */
export function verifyVisitorToken(secret: string, widgetId: string, token: string | undefined | null): string | null {
  if (!token || token.length > 100) return null;
  const [visitorId, signature, extra] = token.split('.');
  if (!visitorId || !signature || extra !== undefined || !visitorIdPattern.test(visitorId)) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = sign(secret, widgetId, visitorId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? visitorId : null;
}
