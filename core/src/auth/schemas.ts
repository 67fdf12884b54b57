import { z } from 'zod';
import { permissionEntry } from '@chatmill/sdk';
import { linkPurposes } from '../db/entities/PasswordReset.ts';
import { email } from '@chatmill/sdk/contracts';

/** The shapes of the sign-in API, shared by the routes and their OpenAPI document. */

export const newPassword = z.string({ error: 'Enter a password.' }).min(8, 'Use at least 8 characters.').max(200, 'Use at most 200 characters.');

export const personName = z.string({ error: 'Enter your name.' }).trim().min(1, 'Name is required').max(120, 'Use at most 120 characters.');

export const userView = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  userType: z.enum(['Admin', 'Member']),
  accountId: z.number().int(),
  brandId: z.number().int(),
  isOwner: z.boolean(),
  accessType: z.enum(['owner', 'team_member', 'client_user']),
  /** What the user may do; the dashboard hides what the server would refuse with the same rule. */
  access: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('all') }),
    z.object({ kind: z.literal('entries'), entries: z.array(permissionEntry) }),
    z.object({ kind: z.literal('none') }),
  ]),
  expired: z.boolean(),
  /** Who brought the account: the reseller, or 1 on the platform's brands (the menu depends on it). */
  referredBy: z.number().int().nullable(),
  /** A master-password session. */
  proxy: z.boolean(),
});

export const userResponse = z.object({ user: userView });
export const okResponse = z.object({ ok: z.literal(true) });
export const sentResponse = z.object({ sent: z.literal(true) });
export const setupStatusResponse = z.object({ required: z.boolean() });

export const registerBody = z.strictObject({ name: personName, email, password: newPassword });
export const loginBody = z.strictObject({
  email,
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(200, 'Use at most 200 characters.'),
});
export const forgotPasswordBody = z.strictObject({ email });
export const resetTokenQuery = z.object({ token: z.string().min(10, 'The reset link is incomplete.').max(100) });
/** `invitation`: the user chooses a first password; `reset`: a new one. */
export const resetTokenInfo = z.object({ email: z.string(), purpose: z.enum(linkPurposes) });
export const resetPasswordBody = z.strictObject({ token: z.string().min(10, 'The reset link is incomplete.').max(100), password: newPassword });
export const changePasswordBody = z.strictObject({
  currentPassword: z.string({ error: 'Enter your current password.' }).min(1, 'Enter your current password.').max(200),
  newPassword,
});
/** `mailDelivery`: `smtp` sends mails out; `mailbox` keeps them in the local mailbox admins read (no SMTP set). */
export const providersResponse = z.object({
  google: z.boolean(),
  facebook: z.boolean(),
  mailDelivery: z.enum(['smtp', 'mailbox']),
  setupRequired: z.boolean(),
});
export const oauthProviderParams = z.object({ provider: z.enum(['google', 'facebook'], { error: 'Use google or facebook.' }) });
export const oauthCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});
