import { AppError, defineRoute, type AnyRoute, type RequestUser, type RouteContext } from '@chatmill/sdk';
import { AttemptCounters } from '../auth/attemptCounters.ts';
import type { Settings } from '../config/schema.ts';
import { JOBS, MAILER, SETTINGS, SMS_SENDER } from '../di/tokens.ts';
import type { JobQueue } from '../jobs/jobQueue.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { SmsSender } from '../sms/smsSender.ts';
import { UsageService } from '../usage/usageService.ts';
import { sessionOnlyMessage } from './apiTokenAuth.ts';
import { ApiTokenService } from './apiTokenService.ts';
import { callerRecords, type CallerRecords } from './callerRecords.ts';
import { phoneCodeChannel, PhoneVerificationService } from './phoneVerificationService.ts';
import { ProfileService } from './profileService.ts';
import * as s from '@chatmill/sdk/contracts';
import { SubscriptionService } from './subscriptionService.ts';

const tag = 'Account settings';
/** The Account Settings page's route slug (spec 1, 5.2); access levels may give or withhold it like any page's. */
const slug = 'my-account/user-settings';

/** The signed-in user and their own records (the host has checked the session). */
function caller(ctx: RouteContext<unknown, unknown, unknown>): { user: RequestUser; records: CallerRecords } {
  const user = ctx.user!;
  return { user, records: callerRecords(ctx.em, user) };
}

function phoneVerification(ctx: RouteContext<unknown, unknown, unknown>): PhoneVerificationService {
  const { user, records } = caller(ctx);
  return new PhoneVerificationService({
    codes: records.phoneCodes,
    profile: records.profile,
    counters: ctx.services.resolve(AttemptCounters),
    em: ctx.em,
    settings: ctx.services.resolve<Settings>(SETTINGS),
    mailer: ctx.services.resolve<Mailer>(MAILER),
    sms: ctx.services.resolve<SmsSender>(SMS_SENDER),
    jobs: ctx.services.resolve<JobQueue>(JOBS),
    user,
    brand: ctx.brand,
    origin: ctx.http.origin,
  });
}

/** Closing or reopening the account is for its owner in person, never for a script's token. */
const accountChangeMessage = 'Closing or reopening the account is done by its owner in person: sign in to the dashboard to do it.';

function profile(ctx: RouteContext<unknown, unknown, unknown>): ProfileService {
  return new ProfileService(caller(ctx).records.profile, phoneCodeChannel(ctx.services.resolve<SmsSender>(SMS_SENDER)));
}

function subscription(ctx: RouteContext<unknown, unknown, unknown>): SubscriptionService {
  const { user, records } = caller(ctx);
  const usage = ctx.services.resolve(UsageService);
  return new SubscriptionService({
    cancellation: records.cancellation,
    user,
    packageName: async () => (await usage.packageFor(ctx.em, user))?.name ?? '',
  });
}

/** API tokens are managed from a signed-in session only (the routes are `sessionOnly`). */
function apiTokens(ctx: RouteContext<unknown, unknown, unknown>): ApiTokenService {
  return new ApiTokenService(caller(ctx).records.tokens);
}

/**
 * /api/account/…: the Account Settings page (spec 1, 2.2; spec 3, 3-5): the user's own
 * profile and phone, API tokens, the account's billing history and its cancellation. Each
 * route needs the page's slug (owners have it through their package's level, team members
 * through theirs); then every user manages their own profile and tokens, and billing and
 * cancellation are the account owner's. (The Usage Log tab reads GET /api/account/usage;
 * Change Password is POST /api/auth/change-password.)
 */
export function accountRoutes(): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/account/profile',
      tag,
      summary: 'Your profile: name, picture, mailing address, national id and confirmed phone',
      description:
        '`complete` is false while the mailing address or the national id is missing (the dashboard then asks for them). ' +
        '`phoneCodeChannel` says how a phone confirmation code would be sent: `sms` to the number, or `email` when the server has no SMS provider.',
      access: 'session',
      permission: { slug, action: 'read' },
      response: s.profileView,
      handler: async (ctx) => profile(ctx).get(),
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/account/profile',
      tag,
      summary: 'Save your profile',
      description:
        'Mailing address and national id are required. `phone` must be the number confirmed with a one-time code (or null to remove it); ' +
        "any other number is refused with 'Unconfirmed phone number'.",
      access: 'session',
      permission: { slug, action: 'edit' },
      body: s.saveProfileBody,
      response: s.profileView,
      errors: ['UNPROCESSABLE'],
      handler: async (ctx) => profile(ctx).save(ctx.body),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/account/phone/send-code',
      tag,
      summary: 'Send a one-time code that confirms a phone number',
      description:
        'A 6-digit code, valid 15 minutes, 5 attempts; a new code replaces the previous one, at most one a minute. ' +
        'It goes by SMS to the number when the server has an SMS provider (Twilio), otherwise to your email address; `channel` and `to` say which. ' +
        'On a server without SMTP either, the mail is kept in the local mailbox that admins read, and `message` says so.',
      access: 'session',
      permission: { slug, action: 'edit' },
      body: s.sendPhoneCodeBody,
      response: s.sentPhoneCodeResponse,
      status: 202,
      errors: ['UNPROCESSABLE', 'RATE_LIMITED'],
      handler: async (ctx) => phoneVerification(ctx).send(ctx.body.phone),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/account/phone/confirm',
      tag,
      summary: 'Confirm a phone number with its one-time code; it becomes your phone',
      description: "A wrong or expired code answers 'Invalid OTP!'; after 5 attempts the code stops working.",
      access: 'session',
      permission: { slug, action: 'edit' },
      body: s.confirmPhoneBody,
      response: s.profileView,
      errors: ['UNPROCESSABLE'],
      handler: async (ctx) => {
        await phoneVerification(ctx).confirm(ctx.body.phone, ctx.body.code);
        return profile(ctx).get();
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/account/api-tokens',
      tag,
      summary: 'Your API tokens that still work (never their secrets)',
      description: 'Only from a signed-in session: a request made with an API token is refused.',
      access: 'session',
      sessionOnly: sessionOnlyMessage,
      permission: { slug, action: 'read' },
      response: s.apiTokenList,
      errors: ['FORBIDDEN'],
      handler: async (ctx) => apiTokens(ctx).list(),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/account/api-tokens',
      tag,
      summary: 'Create an API token; the answer holds its secret, shown this once',
      description:
        'Send the secret as `Authorization: Bearer <secret>`: the request acts as you. A `read` token may only make GET and HEAD requests. ' +
        'Only from a signed-in session: a request made with an API token is refused.',
      access: 'session',
      sessionOnly: sessionOnlyMessage,
      permission: { slug, action: 'create' },
      body: s.createApiTokenBody,
      response: s.createdApiTokenResponse,
      status: 201,
      errors: ['FORBIDDEN', 'UNPROCESSABLE'],
      handler: async (ctx) => apiTokens(ctx).create(ctx.body),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/account/api-tokens/:id',
      tag,
      summary: 'Revoke one of your API tokens; requests with it are refused from now on',
      description: 'Only from a signed-in session: a request made with an API token is refused.',
      access: 'session',
      sessionOnly: sessionOnlyMessage,
      permission: { slug, action: 'delete' },
      params: s.apiTokenIdParams,
      response: s.deletedResponse,
      errors: ['FORBIDDEN', 'NOT_FOUND'],
      handler: async (ctx) => {
        await apiTokens(ctx).revoke(ctx.params.id);
        return { id: ctx.params.id };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/account/billing/transactions',
      tag,
      summary: "A page of the account's billing transactions, newest first",
      description: 'For the account owner. Empty until a payment provider records payments.',
      access: 'session',
      permission: { slug, action: 'read' },
      query: s.billingListQuery,
      response: s.billingPage,
      errors: ['FORBIDDEN'],
      handler: async (ctx) => {
        const { user, records } = caller(ctx);
        if (!user.isOwner) throw new AppError('FORBIDDEN', 'Only the account owner can see the billing history.');
        return records.billing.page(ctx.query);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/account/subscription',
      tag,
      summary: "The account's package, the end of its billing cycle and any cancellation",
      access: 'session',
      permission: { slug, action: 'read' },
      response: s.subscriptionView,
      handler: async (ctx) => subscription(ctx).view(),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/account/cancel',
      tag,
      summary: 'Cancel the account at the end of its billing cycle',
      description:
        'For the account owner. Takes effect when the package runs out (`expiresAt`), or at once when it never does. ' +
        'Data is kept and the account can be reactivated for 3 months after that. Only from a signed-in session, not with an API token.',
      access: 'session',
      sessionOnly: accountChangeMessage,
      permission: { slug, action: 'edit' },
      body: s.cancelAccountBody,
      response: s.subscriptionView,
      errors: ['FORBIDDEN', 'CONFLICT'],
      handler: async (ctx) => subscription(ctx).cancel(ctx.body),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/account/reactivate',
      tag,
      summary: 'Withdraw the cancellation, within 3 months of it taking effect',
      description: 'For the account owner, from a signed-in session. An end date the cancellation set is removed again; the package’s own end date stays.',
      access: 'session',
      sessionOnly: accountChangeMessage,
      permission: { slug, action: 'edit' },
      response: s.subscriptionView,
      errors: ['FORBIDDEN', 'UNPROCESSABLE'],
      handler: async (ctx) => subscription(ctx).reactivate(),
    }),
  ];
}
