import type { z } from 'zod';
import type { HostServices } from '../../../../sdk/src/web/host.ts';
import type { InvitationStatus, inviteMemberBody, InviteMemberResponse, MemberOptions, MemberView, updateMemberBody } from '@chatmill/sdk/contracts';

/**
 * The team-members API as this screen calls it. The types come from the server's own zod
 * schemas (type-only imports: no zod and no server code reach the bundle), so a change of the
 * API's shape fails the web type check instead of the screen.
 */
export type { InvitationStatus, MemberOptions, MemberView };
export type InviteBody = z.input<typeof inviteMemberBody>;
export type UpdateBody = z.input<typeof updateMemberBody>;
export type InvitedAccessType = InviteBody['accessType'];

export const teamPaths = {
  list: '/api/team-members',
  options: '/api/team-members/options',
  member: (id: number) => `/api/team-members/${id}`,
  resend: (id: number) => `/api/team-members/${id}/resend-invitation`,
} as const;

/** The route slug of every team-members route (the server checks it; the screen hides what it would refuse). */
export const teamSlug = 'team-members';

type Request = HostServices['request'];

export function teamApi(request: Request) {
  return {
    options: () => request<MemberOptions>('GET', teamPaths.options),
    invite: (body: InviteBody) => request<InviteMemberResponse>('POST', teamPaths.list, body),
    update: (id: number, body: UpdateBody) => request<MemberView>('PUT', teamPaths.member(id), body),
    remove: (id: number) => request<{ id: number }>('DELETE', teamPaths.member(id)),
    resend: (id: number) => request<InvitationStatus>('POST', teamPaths.resend(id)),
  };
}

export type TeamApi = ReturnType<typeof teamApi>;
