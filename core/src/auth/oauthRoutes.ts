import { timingSafeEqual } from 'node:crypto';
import { AppError, defineRoute, type AnyRoute } from '@chatmill/sdk';
import type { BrandInfo } from '../brands/brandDirectory.ts';
import type { Settings } from '../config/schema.ts';
import { CURRENT_BRAND, SETTINGS } from '../di/tokens.ts';
import { AuthService } from './authService.ts';
import type { OAuthProviders } from './oauth/oauthProviders.ts';
import * as s from './schemas.ts';
import { setSessionCookie } from './sessionCookie.ts';
import { newSecretToken } from './tokens.ts';

const stateCookie = 'cm_oauth_state';

/**
 * Google and Facebook sign-in. `start` sends the browser to the provider with a random state
 * kept in a short-lived cookie; `callback` checks the state, trades the code for a profile and
 * signs the user in. Errors go back to the login screen with a message, not to a JSON page.
 */
export function oauthRoutes(providers: OAuthProviders): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/auth/:provider/start',
      tag: 'Sign-in',
      summary: 'Start Google or Facebook sign-in (redirects to the provider)',
      access: 'public',
      params: s.oauthProviderParams,
      status: 302,
      errors: ['OAUTH_NOT_CONFIGURED'],
      handler: async (ctx) => {
        const provider = providers.get(ctx.params.provider);
        if (!provider) throw new AppError('OAUTH_NOT_CONFIGURED', `Sign-in with ${ctx.params.provider} is not configured on this server.`);
        const state = newSecretToken();
        ctx.http.setCookie(stateCookie, `${ctx.params.provider}.${state}`, { maxAgeSeconds: 600, sameSite: 'lax', path: '/api/auth' });
        ctx.http.redirect(provider.authorizationUrl(state, callbackUrl(ctx.http.origin, ctx.params.provider)));
        return undefined;
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/auth/:provider/callback',
      tag: 'Sign-in',
      summary: 'Where the provider sends the browser back; signs in and redirects to the dashboard',
      access: 'public',
      params: s.oauthProviderParams,
      query: s.oauthCallbackQuery,
      status: 302,
      handler: async (ctx) => {
        const fail = (message: string) => ctx.http.redirect(`/home/login?error=${encodeURIComponent(message)}`);
        const provider = providers.get(ctx.params.provider);
        const expected = ctx.http.getCookie(stateCookie) ?? '';
        ctx.http.clearCookie(stateCookie, '/api/auth');
        if (!provider) return fail(`Sign-in with ${ctx.params.provider} is not configured on this server.`);
        if (ctx.query.error || !ctx.query.code) return fail(`Sign-in with ${ctx.params.provider} was cancelled.`);
        if (!sameState(expected, `${ctx.params.provider}.${ctx.query.state ?? ''}`)) {
          return fail('The sign-in expired or came from another browser. Please try again.');
        }
        try {
          const profile = await provider.fetchProfile(ctx.query.code, callbackUrl(ctx.http.origin, ctx.params.provider));
          const brand = ctx.services.resolve<BrandInfo>(CURRENT_BRAND);
          const signedIn = await ctx.services
            .resolve(AuthService)
            .signInWithProvider(provider.id, profile, brand, { ip: ctx.http.ip, userAgent: ctx.http.userAgent });
          setSessionCookie(ctx.http, ctx.services.resolve<Settings>(SETTINGS), signedIn.token);
          ctx.http.redirect('/');
        } catch (error) {
          if (error instanceof AppError) return fail(error.message);
          throw error;
        }
        return undefined;
      },
    }),
  ];
}

function callbackUrl(origin: string, provider: string): string {
  return `${origin}/api/auth/${provider}/callback`;
}

function sameState(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && left.length > 10 && timingSafeEqual(left, right);
}
