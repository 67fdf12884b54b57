import { defineRoute, type AnyRoute, type RouteContext } from '@chatmill/sdk';
import type { BrandInfo } from '../brands/brandDirectory.ts';
import type { Settings } from '../config/schema.ts';
import { CURRENT_BRAND, MAILER, SETTINGS } from '../di/tokens.ts';
import type { Mailer } from '../mail/mailer.ts';
import { AuthService } from './authService.ts';
import type { OAuthProviders } from './oauth/oauthProviders.ts';
import { PasswordResetService } from './passwordResetService.ts';
import * as s from './schemas.ts';
import { clearSessionCookie, setSessionCookie } from './sessionCookie.ts';

const tag = 'Sign-in';

function context(ctx: RouteContext<unknown, unknown, unknown>) {
  return {
    settings: ctx.services.resolve<Settings>(SETTINGS),
    brand: ctx.services.resolve<BrandInfo>(CURRENT_BRAND),
    auth: ctx.services.resolve(AuthService),
    client: { ip: ctx.http.ip, userAgent: ctx.http.userAgent },
  };
}

export function authRoutes(oauth: OAuthProviders): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/auth/session',
      tag,
      summary: 'The signed-in user',
      description: 'Answers UNAUTHENTICATED without a session and SESSION_INVALIDATED when the session was ended elsewhere.',
      access: 'session',
      response: s.userResponse,
      handler: async ({ user }) => ({ user: user! }),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/auth/providers',
      tag,
      summary: 'Which sign-in methods this server offers',
      access: 'public',
      response: s.providersResponse,
      handler: async (ctx) => ({
        google: oauth.isConfigured('google'),
        facebook: oauth.isConfigured('facebook'),
        mailDelivery: ctx.services.resolve<Mailer>(MAILER).delivery,
        setupRequired: await ctx.services.resolve(AuthService).setupRequired(),
      }),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/register',
      tag,
      summary: 'Create an account and sign in',
      description: 'Sign-ups are bounded per address; past the bound the answer is RATE_LIMITED.',
      access: 'public',
      body: s.registerBody,
      response: s.userResponse,
      status: 201,
      errors: ['CONFLICT', 'SETUP_REQUIRED', 'RATE_LIMITED'],
      handler: async (ctx) => {
        const { settings, brand, auth, client } = context(ctx);
        const signedIn = await auth.register(ctx.body, brand, client);
        setSessionCookie(ctx.http, settings, signedIn.token);
        return { user: signedIn.user };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/login',
      tag,
      summary: 'Sign in with email and password',
      description:
        'Attempts are counted before they are judged and limited per account, per IP address and per account from one address; past a limit the answer is RATE_LIMITED. ' +
        "An account's limit does not refuse an address that has not been failing on it, so its owner still gets in.",
      access: 'public',
      body: s.loginBody,
      response: s.userResponse,
      errors: ['INVALID_CREDENTIALS', 'RATE_LIMITED'],
      handler: async (ctx) => {
        const { settings, brand, auth, client } = context(ctx);
        const signedIn = await auth.login(ctx.body, brand, client);
        setSessionCookie(ctx.http, settings, signedIn.token);
        return { user: signedIn.user };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/logout',
      tag,
      summary: 'End this session',
      access: 'public',
      response: s.okResponse,
      handler: async (ctx) => {
        const { settings, auth } = context(ctx);
        if (ctx.sessionId) await auth.logout(ctx.sessionId);
        clearSessionCookie(ctx.http, settings);
        return { ok: true as const };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/change-password',
      tag,
      summary: 'Change the password; every other session of the user ends',
      access: 'session',
      body: s.changePasswordBody,
      response: s.okResponse,
      handler: async (ctx) => {
        await ctx.services.resolve(AuthService).changePassword(ctx.user!, ctx.sessionId!, ctx.body.currentPassword, ctx.body.newPassword);
        return { ok: true as const };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/forgot-password',
      tag,
      summary: 'Mail a password reset link',
      description:
        'Answers the same whether or not the email has an account. On a server without SMTP the mail is kept in the local mailbox that admins read. ' +
        'Requests are bounded per email and per address (counted for unknown emails too); past a bound the answer is RATE_LIMITED.',
      access: 'public',
      body: s.forgotPasswordBody,
      response: s.sentResponse,
      status: 202,
      errors: ['RATE_LIMITED'],
      handler: async (ctx) => {
        const { brand, client } = context(ctx);
        await ctx.services.resolve(PasswordResetService).request(ctx.body.email, brand, ctx.http.origin, client.ip);
        return { sent: true as const };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/auth/reset-password/verify',
      tag,
      summary: 'Check a reset or invitation link before asking for the password',
      description: '`purpose` says what the link was mailed for: `invitation` (a first password) or `reset` (a new one).',
      access: 'public',
      query: s.resetTokenQuery,
      response: s.resetTokenInfo,
      errors: ['UNPROCESSABLE'],
      handler: async (ctx) => ctx.services.resolve(PasswordResetService).verify(ctx.query.token),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/reset-password',
      tag,
      summary: "Set the password with a reset or invitation link; every session of the user ends and the user's API tokens are revoked",
      access: 'public',
      body: s.resetPasswordBody,
      response: s.okResponse,
      errors: ['UNPROCESSABLE'],
      handler: async (ctx) => {
        await ctx.services.resolve(PasswordResetService).reset(ctx.body.token, ctx.body.password);
        return { ok: true as const };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/setup',
      tag: 'Setup',
      summary: 'Whether the first-run setup is still needed',
      access: 'public',
      response: s.setupStatusResponse,
      handler: async (ctx) => ({ required: await ctx.services.resolve(AuthService).setupRequired() }),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/setup',
      tag: 'Setup',
      summary: 'First run: create the platform admin (user id 1) and sign in',
      access: 'public',
      body: s.registerBody,
      response: s.userResponse,
      status: 201,
      errors: ['SETUP_DONE'],
      handler: async (ctx) => {
        const { settings, brand, auth, client } = context(ctx);
        const signedIn = await auth.setup(ctx.body, brand, client);
        setSessionCookie(ctx.http, settings, signedIn.token);
        return { user: signedIn.user };
      },
    }),
  ];
}
