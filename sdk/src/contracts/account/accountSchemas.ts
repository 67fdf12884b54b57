import { z } from 'zod';
import { pageFields, sortFields } from '../../http/listQuerySchema.ts';
import { normalisePhone } from './phone.ts';
import { publicHttpUrl } from '../../net/publicHttpUrl.ts';
import { orOwnFilePath } from '../../files/ownFileUrl.ts';

/**
 * The shapes of the account-settings API (spec 1, 2.2; spec 3, 3-5), shared by the routes,
 * their OpenAPI document and, as types only, the dashboard's Account Settings screen.
 * Imports nothing but zod and the pure phone rule, so the web half can `import type` from here.
 */

const noNul = (value: string) => !value.includes('\u0000');
const maxId = 2_147_483_647;
const idMessage = 'Use the record id, a whole number.';

/** `""` and `null` both mean "none", so a cleared input clears the value. */
function optionalText(max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z.string({ error: 'Enter text.' }).trim().max(max, `Use at most ${max} characters.`).refine(noNul, 'Remove the invisible NUL characters.').nullable(),
  );
}

function requiredText(message: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Use at most ${max} characters.`).refine(noNul, 'Remove the invisible NUL characters.');
}

/** A phone number typed with spaces or dashes becomes E.164, or the field says why it cannot. */
export const phoneNumber = z.string({ error: 'Enter your phone number.' }).transform((value, ctx) => {
  const result = normalisePhone(value);
  if (!result.ok) {
    ctx.addIssue({ code: 'custom', message: result.message });
    return z.NEVER;
  }
  return result.phone;
});

// ---------------------------------------------------------------- profile (General tab)

/** How a phone confirmation code travels: by SMS when the server has an SMS provider, else by email. */
export const phoneCodeChannels = ['sms', 'email'] as const;
export type PhoneCodeChannel = (typeof phoneCodeChannels)[number];

export const profileView = z.object({
  name: z.string(),
  email: z.string(),
  pictureUrl: z.string().nullable(),
  mailingAddress: z.string().nullable(),
  nationalId: z.string().nullable(),
  /** The confirmed number, E.164; null when none. */
  phone: z.string().nullable(),
  phoneConfirmedAt: z.string().nullable(),
  /** Spec 1, 4.1: mailing address and national id are both filled in. */
  complete: z.boolean(),
  /** Where a phone confirmation code would go, so the screen can say so before sending one. */
  phoneCodeChannel: z.enum(phoneCodeChannels),
});
export type ProfileView = z.output<typeof profileView>;

const pictureUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string({ error: 'Enter the picture’s address.' })
    .trim()
    .max(500, 'Use at most 500 characters.')
    // Only web addresses: a `javascript:` or `data:` URL must never reach an <img> or a link.
    .pipe(z.url({ protocol: /^https?$/, error: 'Enter a web address starting with http:// or https://.' }))
    .pipe(publicHttpUrl())
    .nullable(),
);

/**
 * Spec 3, 5: "unconfirmed phone or incomplete data blocks saving". Mailing address and
 * national id are required; the phone must be the confirmed one (or null to remove it).
 */
export const saveProfileBody = z.strictObject({
  name: requiredText('Name is required', 120),
  // A web address, or an uploaded picture's `/files/<id>`.
  pictureUrl: orOwnFilePath(pictureUrl).optional().default(null),
  mailingAddress: requiredText('Enter your mailing address.', 500),
  nationalId: requiredText('Enter your national id.', 50),
  phone: z
    .preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), phoneNumber.nullable())
    .optional()
    .default(null),
});
export type SaveProfileBody = z.output<typeof saveProfileBody>;

export const sendPhoneCodeBody = z.strictObject({ phone: phoneNumber });

export const sentPhoneCodeResponse = z.object({
  sent: z.literal(true),
  /** How the code went: by SMS to the number, or by email when the server has no SMS provider. */
  channel: z.enum(phoneCodeChannels),
  /** The phone number (SMS) or email address (email) the code went to. */
  to: z.string(),
  expiresAt: z.string(),
  /** Set when the code went by email on a server without SMTP: it is in the local mailbox that admins read. */
  message: z.string().nullable(),
});
export type SentPhoneCode = z.output<typeof sentPhoneCodeResponse>;

export const confirmPhoneBody = z.strictObject({
  phone: phoneNumber,
  code: z
    .string({ error: 'Enter the 6-digit code.' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code.'),
});

// ---------------------------------------------------------------- API tokens

export const apiTokenScopes = ['read', 'read-write'] as const;
export type ApiTokenScopeName = (typeof apiTokenScopes)[number];

export const apiTokenView = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(apiTokenScopes),
  /** The first characters of the secret, e.g. `cm_Xy12ab`. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiTokenView = z.output<typeof apiTokenView>;

export const apiTokenList = z.object({ items: z.array(apiTokenView) });

export const createApiTokenBody = z.strictObject({
  name: requiredText('Name is required', 100),
  scope: z.enum(apiTokenScopes, { error: 'Choose read or read-write.' }),
});
export type CreateApiTokenBody = z.output<typeof createApiTokenBody>;

export const createdApiTokenResponse = z.object({
  token: apiTokenView,
  /** The secret itself: shown this once, never again (only its hash is stored). */
  secret: z.string(),
});
export type CreatedApiToken = z.output<typeof createdApiTokenResponse>;

export const apiTokenIdParams = z.object({
  id: z.coerce.number({ error: idMessage }).int(idMessage).positive(idMessage).max(maxId, 'No record has this id.'),
});

// ---------------------------------------------------------------- billing

export const billingSortFields = ['occurredAt', 'amount'] as const;
export type BillingSortField = (typeof billingSortFields)[number];

export const billingListQuery = z.object({
  ...pageFields({ defaultPageSize: 10 }),
  ...sortFields(billingSortFields, 'occurredAt', 'desc'),
});
export type BillingListQuery = z.output<typeof billingListQuery>;

export const billingTransactionView = z.object({
  id: z.number().int(),
  occurredAt: z.string(),
  description: z.string(),
  /** A decimal as text (`"19.90"`), so no float ever touches money. */
  amount: z.string(),
  currency: z.string(),
  status: z.enum(['pending', 'paid', 'failed', 'refunded']),
});
export type BillingTransactionView = z.output<typeof billingTransactionView>;

export const billingPage = z.object({ items: z.array(billingTransactionView), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type BillingPage = z.output<typeof billingPage>;

// ---------------------------------------------------------------- subscription and cancellation

/** Spec 3, 2 "cancel-account flow with retention questions": why the owner is leaving. */
export const cancelReasons = ['too_expensive', 'missing_features', 'not_using', 'switching_provider', 'technical_problems', 'other'] as const;
export type CancelReason = (typeof cancelReasons)[number];

export const subscriptionView = z.object({
  packageName: z.string(),
  /** The end of the billing cycle; null: the package does not run out. */
  expiresAt: z.string().nullable(),
  /** Only the owner of an ordinary account may cancel it (and re-activate it). */
  canCancel: z.boolean(),
  cancellation: z
    .object({
      requestedAt: z.string(),
      effectiveAt: z.string(),
      reason: z.enum(cancelReasons),
      /** The account is still open until `effectiveAt`. */
      pending: z.boolean(),
      /** Spec 3, 9: data kept and re-activation possible for 3 months after the cancellation took effect. */
      reactivableUntil: z.string(),
      canReactivate: z.boolean(),
    })
    .nullable(),
});
export type SubscriptionView = z.output<typeof subscriptionView>;

export const cancelAccountBody = z
  .strictObject({
    reason: z.enum(cancelReasons, { error: 'Tell us why you are leaving.' }),
    feedback: optionalText(1000).optional().default(null),
    /** The owner read that the account closes at the end of the billing cycle. */
    acknowledged: z.literal(true, { error: 'Confirm that you understand what cancelling does.' }),
  })
  .superRefine((body, ctx) => {
    if (body.reason === 'other' && !body.feedback) ctx.addIssue({ code: 'custom', path: ['feedback'], message: 'Tell us in a few words why you are leaving.' });
  });
export type CancelAccountBody = z.output<typeof cancelAccountBody>;
