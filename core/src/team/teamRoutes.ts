import { defineRoute, type AnyRoute, type RouteContext } from '@chatmill/sdk';
import { PasswordResetService } from '../auth/passwordResetService.ts';
import { RequestLimits } from '../auth/requestLimits.ts';
import { MAILER, REALTIME } from '../di/tokens.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { RealtimeBus } from '../realtime/realtimeBus.ts';
import { TEAM_MEMBERS_FEATURE } from '../usage/coreFeatures.ts';
import * as s from '@chatmill/sdk/contracts';
import { TeamRepository } from './teamRepository.ts';
import { TeamService } from './teamService.ts';

const tag = 'Team members';
const slug = 'team-members';

/** The service for the signed-in user's account (the host has checked the session and the permission). */
function team(ctx: RouteContext<unknown, unknown, unknown>): TeamService {
  const actor = ctx.user!;
  return new TeamService({
    members: new TeamRepository(ctx.em, actor.accountId),
    actor,
    brand: ctx.brand,
    origin: ctx.http.origin,
    invitations: ctx.services.resolve(PasswordResetService),
    limitResend: (recipientUserId) => ctx.services.resolve(RequestLimits).invitationResend(recipientUserId, ctx.http.ip),
    mailer: ctx.services.resolve<Mailer>(MAILER),
    realtime: ctx.services.resolve<RealtimeBus>(REALTIME),
  });
}

/** /api/team-members: the account's owner, team members and client users (spec 3, 3 and 6). */
export function teamRoutes(): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/team-members',
      tag,
      summary: 'A page of the account’s users, the owner first',
      description: '`search` looks in name and email. The owner heads every page 1 whatever the sort.',
      access: 'session',
      permission: { slug, action: 'read' },
      query: s.memberListQuery,
      response: s.memberPage,
      handler: async (ctx) => team(ctx).list(ctx.query),
    }),
    // Before `/:id`, which would otherwise take "options" for an id.
    defineRoute({
      method: 'GET',
      path: '/api/team-members/options',
      tag,
      summary: 'The access levels the account may assign and the brand’s packages',
      description: 'Access levels: the account’s own and the platform defaults. Packages: those a client user may get as a custom package.',
      access: 'session',
      permission: { slug, action: 'read' },
      response: s.memberOptionsResponse,
      handler: async (ctx) => team(ctx).options(),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/team-members/:id',
      tag,
      summary: 'One user of the account',
      access: 'session',
      permission: { slug, action: 'read' },
      params: s.memberIdParams,
      response: s.memberView,
      errors: ['NOT_FOUND'],
      handler: async (ctx) => team(ctx).get(ctx.params.id),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/team-members',
      tag,
      summary: 'Invite a team member or client user by mail',
      description:
        'Creates the user without a password and mails a link, valid 7 days, to choose one. Counts against the package’s team-members limit. ' +
        'Without mail settings the member is still created and `invitation.sent` is false with the reason in `invitation.message`.',
      access: 'session',
      permission: { slug, action: 'create' },
      feature: TEAM_MEMBERS_FEATURE,
      body: s.inviteMemberBody,
      response: s.inviteMemberResponse,
      status: 201,
      errors: ['CONFLICT', 'UNPROCESSABLE', 'LIMIT_REACHED', 'FEATURE_NOT_IN_PACKAGE'],
      handler: async (ctx) => team(ctx).invite(ctx.body),
    }),
    defineRoute({
      method: 'PUT',
      path: '/api/team-members/:id',
      tag,
      summary: 'Change a member’s name, access type, level, expiration and custom package',
      description: 'An absent `accessExpiresAt` or `customPackageId` is cleared. The owner’s row and one’s own access cannot be changed here.',
      access: 'session',
      permission: { slug, action: 'edit' },
      params: s.memberIdParams,
      body: s.updateMemberBody,
      response: s.memberView,
      errors: ['NOT_FOUND', 'UNPROCESSABLE'],
      handler: async (ctx) => team(ctx).update(ctx.params.id, ctx.body),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/team-members/:id',
      tag,
      summary: 'Remove a member; their sessions end at once',
      description: 'Not the owner and not oneself. Gives one use of the team-members limit back.',
      access: 'session',
      permission: { slug, action: 'delete' },
      params: s.memberIdParams,
      response: s.deletedMemberResponse,
      errors: ['NOT_FOUND', 'UNPROCESSABLE'],
      handler: async (ctx) => {
        await team(ctx).remove(ctx.params.id);
        await ctx.usage.release(TEAM_MEMBERS_FEATURE);
        return { id: ctx.params.id };
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/team-members/:id/resend-invitation',
      tag,
      summary: 'Mail the invitation again; earlier links stop working',
      description: 'Only for members who have not set a password yet. Bounded per invitee and per address; past a bound the answer is RATE_LIMITED.',
      access: 'session',
      permission: { slug, action: 'create' },
      params: s.memberIdParams,
      response: s.resentInvitationResponse,
      status: 202,
      errors: ['NOT_FOUND', 'UNPROCESSABLE', 'RATE_LIMITED'],
      handler: async (ctx) => team(ctx).resendInvitation(ctx.params.id),
    }),
  ];
}
