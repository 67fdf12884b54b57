import { z } from 'zod';
import { pageFields, searchField, sortFields } from '../../http/listQuerySchema.ts';
import { email } from '../fields.ts';

/**
 * The shapes of the team-members API (spec 3, 3 "Team member / client user"), shared by the
 * routes, their OpenAPI document and, as types only, the dashboard's Team Members screen.
 * Imports nothing but zod, so the web half can `import type` from here.
 */

/** Who may be invited: the owner is the account's creator, never invited. */
export const invitedAccessTypes = ['team_member', 'client_user'] as const;
export type InvitedAccessType = (typeof invitedAccessTypes)[number];

export const memberSortFields = ['name', 'email', 'verified', 'lastLoginAt', 'accessType', 'accessExpiresAt', 'createdAt'] as const;
export type MemberSortField = (typeof memberSortFields)[number];

const maxId = 2_147_483_647;
const idMessage = 'Use the record id, a whole number.';
const noNul = (value: string) => !value.includes('\u0000');

const recordId = z.number({ error: idMessage }).int(idMessage).positive(idMessage).max(maxId, 'No record has this id.');

export const memberIdParams = z.object({
  id: z.coerce.number({ error: idMessage }).int(idMessage).positive(idMessage).max(maxId, 'No record has this id.'),
});

export const memberListQuery = z.object({
  ...pageFields({ defaultPageSize: 10 }),
  search: searchField,
  ...sortFields(memberSortFields, 'createdAt', 'asc'),
});
export type MemberListQuery = z.output<typeof memberListQuery>;

const memberName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(120, 'Use at most 120 characters.')
  .refine(noNul, 'Remove the invisible NUL characters from the name.');

const accessType = z.enum(invitedAccessTypes, { error: 'Choose Team member or Client user.' });
/** A default access level or one of the account's own; the service checks which. */
const accessLevelId = z
  .number({ error: 'Choose an access level.' })
  .int('Choose an access level.')
  .positive('Choose an access level.')
  .max(maxId, 'Choose an access level.');

/** An ISO date-time; null (or absent) means the access never expires. */
const expiresAt = z.iso.datetime({ offset: true, error: 'Use an ISO date and time, e.g. 2027-01-31T23:59:59Z.' }).nullable().optional();

const customPackageId = recordId.nullable().optional();

/** Custom packages are for client users only (spec 3, 3: a client user has their own package). */
function checkPackageForType(body: { accessType: InvitedAccessType; customPackageId?: number | null | undefined }, ctx: z.RefinementCtx): void {
  if (body.accessType === 'team_member' && body.customPackageId != null) {
    ctx.addIssue({ code: 'custom', path: ['customPackageId'], message: 'Only client users have a custom package.' });
  }
}

export const inviteMemberBody = z
  .strictObject({
    name: memberName,
    email,
    accessType,
    accessLevelId,
    accessExpiresAt: expiresAt.refine((value) => value == null || new Date(value).getTime() > Date.now(), 'The expiration date must be in the future.'),
    customPackageId,
  })
  .superRefine(checkPackageForType);
export type InviteMemberBody = z.output<typeof inviteMemberBody>;

/** PUT replaces the editable fields: an absent expiration or custom package is cleared. */
export const updateMemberBody = z
  .strictObject({
    name: memberName,
    accessType,
    accessLevelId,
    accessExpiresAt: expiresAt,
    customPackageId,
  })
  .superRefine(checkPackageForType);
export type UpdateMemberBody = z.output<typeof updateMemberBody>;

const namedRef = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.output<typeof namedRef>;

export const memberView = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  verified: z.boolean(),
  /** ISO date-time of the last sign-in; null: never signed in. */
  lastLoginAt: z.string().nullable(),
  accessType: z.enum(['owner', ...invitedAccessTypes]),
  isOwner: z.boolean(),
  accessLevel: namedRef.nullable(),
  customPackage: namedRef.nullable(),
  /** ISO date-time after which the member has no access; null: never. */
  accessExpiresAt: z.string().nullable(),
  pictureUrl: z.string().nullable(),
  /** Invited and has not set a password yet: the invitation can be sent again. */
  invitationPending: z.boolean(),
  createdAt: z.string(),
});
export type MemberView = z.output<typeof memberView>;

export const memberPage = z.object({
  items: z.array(memberView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type MemberPage = z.output<typeof memberPage>;

/**
 * The invitation mail was queued. `message` is set when this server has no SMTP and the mail
 * went into the local mailbox that admins read, so the inviter knows where it is.
 */
export const invitationStatus = z.object({ sent: z.literal(true), message: z.string().nullable() });
export type InvitationStatus = z.output<typeof invitationStatus>;

export const inviteMemberResponse = z.object({ member: memberView, invitation: invitationStatus });
export type InviteMemberResponse = z.output<typeof inviteMemberResponse>;

export const deletedMemberResponse = z.object({ id: z.number().int() });
export const resentInvitationResponse = invitationStatus;

/** What the invite and edit dialogs offer: the access levels the account may assign and the brand's packages. */
export const memberOptionsResponse = z.object({ accessLevels: z.array(namedRef), packages: z.array(namedRef) });
export type MemberOptions = z.output<typeof memberOptionsResponse>;
