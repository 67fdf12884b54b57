import { z } from 'zod';
import { idParams, pageFields, pageOf, requiredText } from '../pagedList.ts';
import { email } from '../fields.ts';
import { invitationStatus } from '../team/teamSchemas.ts';

/**
 * The shapes of a reseller's client accounts (spec 1, 6 "Client user: created by a whitelabel
 * reseller"; spec 3, 3 "Team member / client user"), shared by the routes, their OpenAPI
 * document and, as types only, the Clients section of the Whitelabel Settings screen.
 */

export const clientMessages = {
  packageRequired: 'Choose a package of your brand.',
  expiresAtShape: 'Use an ISO date and time, e.g. 2027-01-31T23:59:59Z.',
  expiresInPast: 'The expiration date must be in the future.',
} as const;

/**
 * When the client's package runs out. Absent: the package's validity from now (never, for a
 * package valid 0 days); null: never; a date: that moment, which must lie ahead.
 */
const expiresAt = z.iso
  .datetime({ offset: true, error: clientMessages.expiresAtShape })
  .refine((value) => new Date(value).getTime() > Date.now(), clientMessages.expiresInPast)
  .nullable()
  .optional();

const packageId = z
  .number({ error: clientMessages.packageRequired })
  .int(clientMessages.packageRequired)
  .positive(clientMessages.packageRequired)
  .max(2_147_483_647, clientMessages.packageRequired);

export const clientSortFields = ['name', 'email', 'createdAt', 'lastLoginAt', 'expiresAt'] as const;
export type ClientSortField = (typeof clientSortFields)[number];

export const clientListQuery = z.object({
  ...pageFields,
  sort: z.enum(clientSortFields, { error: `Sort by ${clientSortFields.join(', ')}.` }).default('createdAt'),
  order: z.enum(['asc', 'desc'], { error: 'Use asc or desc.' }).default('desc'),
});
export type ClientListQuery = z.output<typeof clientListQuery>;

/** POST /api/whitelabel/clients: the client's account, owned by a new user who chooses a password from the mailed link. */
export const createClientBody = z.strictObject({
  name: requiredText('Name is required', 120),
  email,
  packageId,
  expiresAt,
});
export type CreateClientBody = z.output<typeof createClientBody>;
export type CreateClientInput = z.input<typeof createClientBody>;

/** PUT /api/whitelabel/clients/:id: another package or expiry; `expiresAt` as for a new client. */
export const updateClientBody = z.strictObject({ packageId, expiresAt });
export type UpdateClientBody = z.output<typeof updateClientBody>;
export type UpdateClientInput = z.input<typeof updateClientBody>;

/** A client is named by its account id. */
export const clientIdParams = idParams;

export const clientView = z.object({
  /** The client account's id. */
  id: z.number().int(),
  /** The account owner's user id (the client user). */
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** Set a password through the mailed link (which proves the address). */
  verified: z.boolean(),
  /** No password yet: the invitation can be sent again. */
  invitationPending: z.boolean(),
  package: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** ISO date-time the package runs out; null: never. */
  expiresAt: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type ClientView = z.output<typeof clientView>;

export const clientPage = pageOf(clientView);
export type ClientPage = z.output<typeof clientPage>;

/** The client and their invitation (`invitationStatus`, as a team member's). */
export const createClientResponse = z.object({ client: clientView, invitation: invitationStatus });
export type CreateClientResponse = z.output<typeof createClientResponse>;
