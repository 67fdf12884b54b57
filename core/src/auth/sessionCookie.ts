import type { HttpPort } from '@chatmill/sdk';
import type { Settings } from '../config/schema.ts';

/** The session cookie: httpOnly so scripts cannot read it, SameSite=Lax so other sites cannot post with it. */
export function setSessionCookie(http: HttpPort, settings: Settings, token: string): void {
  http.setCookie(settings.session.cookieName, token, {
    httpOnly: true,
    sameSite: 'lax',
    maxAgeSeconds: Math.round(settings.session.maxAgeDays * 86_400),
  });
}

export function clearSessionCookie(http: HttpPort, settings: Settings): void {
  http.clearCookie(settings.session.cookieName);
}
