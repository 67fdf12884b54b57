import type { z } from 'zod';
import type { HostServices } from '../../../../sdk/src/web/host.ts';
import type {
  ApiTokenScopeName,
  ApiTokenView,
  BillingTransactionView,
  CancelReason,
  confirmPhoneBody,
  createApiTokenBody,
  CreatedApiToken,
  cancelAccountBody,
  ProfileView,
  saveProfileBody,
  SentPhoneCode,
  SubscriptionView,
} from '@chatmill/sdk/contracts';
import type { PackageSummary } from '../../api/types';

/**
 * The account-settings API as this screen calls it. The types come from the server's own zod
 * schemas (type-only imports: no zod and no server code reach the bundle), so a change of the
 * API's shape fails the web type check instead of the screen.
 */
export type {
  ApiTokenScopeName,
  ApiTokenView,
  BillingTransactionView,
  CancelReason,
  CreatedApiToken,
  PackageSummary,
  ProfileView,
  SentPhoneCode,
  SubscriptionView,
};
export type SaveProfileBody = z.input<typeof saveProfileBody>;
export type ConfirmPhoneBody = z.input<typeof confirmPhoneBody>;
export type CreateApiTokenBody = z.input<typeof createApiTokenBody>;
export type CancelAccountBody = z.input<typeof cancelAccountBody>;

export const accountPaths = {
  profile: '/api/account/profile',
  sendCode: '/api/account/phone/send-code',
  confirmPhone: '/api/account/phone/confirm',
  usage: '/api/account/usage',
  billing: '/api/account/billing/transactions',
  tokens: '/api/account/api-tokens',
  token: (id: number) => `/api/account/api-tokens/${id}`,
  subscription: '/api/account/subscription',
  cancel: '/api/account/cancel',
  reactivate: '/api/account/reactivate',
  notifications: '/api/notifications',
  readNotification: (id: number) => `/api/notifications/${id}/read`,
  readAllNotifications: '/api/notifications/read-all',
} as const;

/** The retention question's answers, in the order the dialog offers them. */
export const cancelReasons: readonly CancelReason[] = ['too_expensive', 'missing_features', 'not_using', 'switching_provider', 'technical_problems', 'other'];
export const apiTokenScopes: readonly ApiTokenScopeName[] = ['read', 'read-write'];

type Request = HostServices['request'];

export function accountApi(request: Request) {
  return {
    profile: () => request<ProfileView>('GET', accountPaths.profile),
    saveProfile: (body: SaveProfileBody) => request<ProfileView>('PUT', accountPaths.profile, body),
    sendCode: (phone: string) => request<SentPhoneCode>('POST', accountPaths.sendCode, { phone }),
    confirmPhone: (body: ConfirmPhoneBody) => request<ProfileView>('POST', accountPaths.confirmPhone, body),
    usage: () => request<PackageSummary>('GET', accountPaths.usage),
    tokens: () => request<{ items: ApiTokenView[] }>('GET', accountPaths.tokens),
    createToken: (body: CreateApiTokenBody) => request<CreatedApiToken>('POST', accountPaths.tokens, body),
    revokeToken: (id: number) => request<{ id: number }>('DELETE', accountPaths.token(id)),
    subscription: () => request<SubscriptionView>('GET', accountPaths.subscription),
    cancel: (body: CancelAccountBody) => request<SubscriptionView>('POST', accountPaths.cancel, body),
    reactivate: () => request<SubscriptionView>('POST', accountPaths.reactivate),
    readNotification: (id: number) => request<{ id: number; read: true; unread: number }>('POST', accountPaths.readNotification(id)),
    readAllNotifications: () => request<{ marked: number; unread: number }>('POST', accountPaths.readAllNotifications),
  };
}

export type AccountApi = ReturnType<typeof accountApi>;
