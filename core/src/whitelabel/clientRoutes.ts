import { AppError, defineRoute, type AnyRoute, type RouteContext } from '@chatmill/sdk';
import { PasswordResetService } from '../auth/passwordResetService.ts';
import { RequestLimits } from '../auth/requestLimits.ts';
import type { BrandInfo } from '../brands/brandDirectory.ts';
import { BrandSchema } from '../db/entities/Brand.ts';
import { CURRENT_BRAND, MAILER } from '../di/tokens.ts';
import { accountExpired } from '../http/mountRoutes.ts';
import type { Mailer } from '../mail/mailer.ts';
import { UsageService } from '../usage/usageService.ts';
import { ClientRepository } from './clientRepository.ts';
import * as s from '@chatmill/sdk/contracts';
import { ClientService, clientNotFound } from './clientService.ts';
import { requireReseller } from './resellers.ts';

const tag = 'White-label clients';

type Ctx = RouteContext<unknown, unknown, unknown>;

/**
 * The service for the caller's brand: the reseller's (an owner whose package has the
 * white-label feature, or an Admin) once the settings are saved. Anyone else gets the
 * reseller routes' refusal; an expired reseller may look but not change.
 */
async function clients(ctx: Ctx, write: boolean, recordId?: number): Promise<ClientService> {
  const user = await requireReseller(ctx.em, ctx.services.resolve(UsageService), ctx.user, ctx.services.resolve<BrandInfo>(CURRENT_BRAND));
  if (write && user.expired) throw new AppError('PACKAGE_EXPIRED', accountExpired);
  const brand = await ctx.em.findOne(BrandSchema, { ownerAccountId: user.accountId });
  if (!brand) {
    // Without a brand there are no clients: a client id is unknown, like another reseller's.
    if (recordId !== undefined) throw clientNotFound(recordId);
    throw new AppError('UNPROCESSABLE', 'Save the white-label settings first.');
  }
  return new ClientService({
    clients: new ClientRepository(ctx.em, brand.id),
    brand,
    actor: user,
    usage: ctx.usage,
    origin: ctx.http.origin,
    invitations: ctx.services.resolve(PasswordResetService),
    limitResend: (recipientUserId) => ctx.services.resolve(RequestLimits).invitationResend(recipientUserId, ctx.http.ip),
    mailer: ctx.services.resolve<Mailer>(MAILER),
  });
}

const refusals = ['FORBIDDEN', 'FEATURE_NOT_IN_PACKAGE', 'UNPROCESSABLE'] as const;

/**
 * /api/whitelabel/clients (spec 1, 6 "Client user: created by a whitelabel reseller"; spec 3,
 * 3 and 6): the reseller's clients, each an account of the brand owned by a client user.
 * The reseller works from the platform's host; the brand is always the reseller's own, so
 * another reseller's client answers 404.
 */
export function clientRoutes(): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/whitelabel/clients',
      tag,
      summary: "A page of the brand's client accounts: owner, package, expiry, verified, last sign-in",
      description: '`search` looks in the owner’s name and email and the account name.',
      access: 'session',
      query: s.clientListQuery,
      response: s.clientPage,
      errors: refusals,
      handler: async (ctx) => (await clients(ctx, false)).list(ctx.query),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/whitelabel/clients/:id',
      tag,
      summary: 'One client account of the brand',
      access: 'session',
      params: s.clientIdParams,
      response: s.clientView,
      errors: [...refusals, 'NOT_FOUND'],
      handler: async (ctx) => (await clients(ctx, false, ctx.params.id)).get(ctx.params.id),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/whitelabel/clients',
      tag,
      summary: 'Create a client account on the brand and mail its owner the link to choose a password',
      description:
        'The owner is a client user without a password; the link, valid 7 days, opens the brand’s verified domain (422 before the domain is verified). ' +
        'The package must be one of the brand’s; `expiresAt` left out is the package’s validity from now, null never expires. ' +
        'Counts one use of the reseller’s "Sub accounts". Without mail settings the client is still created and `invitation.sent` is false.',
      access: 'session',
      body: s.createClientBody,
      response: s.createClientResponse,
      status: 201,
      errors: [...refusals, 'CONFLICT', 'LIMIT_REACHED', 'PACKAGE_EXPIRED'],
      handler: async (ctx) => (await clients(ctx, true)).create(ctx.body),
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/whitelabel/clients/:id',
      tag,
      summary: 'Give a client another package of the brand or another expiry',
      description:
        '`expiresAt` left out is the package’s validity from now; null never expires. A different package tells the client ‘New Package Activated!’.',
      access: 'session',
      params: s.clientIdParams,
      body: s.updateClientBody,
      response: s.clientView,
      errors: [...refusals, 'NOT_FOUND', 'PACKAGE_EXPIRED'],
      handler: async (ctx) => (await clients(ctx, true, ctx.params.id)).update(ctx.params.id, ctx.body),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/whitelabel/clients/:id/resend-invitation',
      tag,
      summary: 'Mail the invitation again; earlier links stop working',
      description: 'Only for clients who have not set a password yet. Bounded per invitee and per address; past a bound the answer is RATE_LIMITED.',
      access: 'session',
      params: s.clientIdParams,
      response: s.resentInvitationResponse,
      status: 202,
      errors: [...refusals, 'NOT_FOUND', 'PACKAGE_EXPIRED', 'RATE_LIMITED'],
      handler: async (ctx) => (await clients(ctx, true, ctx.params.id)).resendInvitation(ctx.params.id),
    }),
  ];
}
