import type { EntityManager } from '@mikro-orm/sql';
import { AppError, featureNotInPackageMessage, type ErrorCode, type RequestUser } from '@chatmill/sdk';
import { isAdmin } from '../access/requireAdmin.ts';
import type { BrandInfo } from '../brands/brandDirectory.ts';
import type { UsageService } from '../usage/usageService.ts';
import { WHITELABEL_CNAME_FEATURE } from '../usage/coreFeatures.ts';

export type ResellerStatus = { eligible: true } | { eligible: false; code: ErrorCode; reason: string };

/**
 * Who may own a white-label brand: an Admin, or the owner of an account of the platform's own
 * brand whose package includes the white-label feature. A brand's clients do not resell it
 * further, and team members act for an owner who decides this alone.
 */
export async function resellerStatus(em: EntityManager, usage: UsageService, user: RequestUser, requestBrand: BrandInfo): Promise<ResellerStatus> {
  if (isAdmin(user)) return { eligible: true };
  if (requestBrand.whitelabel || user.brandId !== requestBrand.id) {
    return { eligible: false, code: 'FORBIDDEN', reason: 'Accounts of a white-label brand cannot have a white-label brand of their own.' };
  }
  if (!user.isOwner || user.accessType !== 'owner') {
    return { eligible: false, code: 'FORBIDDEN', reason: 'Only the account owner manages the white-label settings.' };
  }
  const pkg = await usage.packageFor(em, user);
  if (!pkg?.features.some((feature) => feature.featureId === WHITELABEL_CNAME_FEATURE)) {
    return { eligible: false, code: 'FEATURE_NOT_IN_PACKAGE', reason: featureNotInPackageMessage(pkg?.name ?? 'current') };
  }
  return { eligible: true };
}

/** For the reseller's routes: the refusal of `resellerStatus` as an error. */
export async function requireReseller(em: EntityManager, usage: UsageService, user: RequestUser | null, requestBrand: BrandInfo): Promise<RequestUser> {
  if (!user) throw new AppError('UNAUTHENTICATED', 'Log in to continue.');
  const status = await resellerStatus(em, usage, user, requestBrand);
  if (!status.eligible) throw new AppError(status.code, status.reason);
  return user;
}

/** Whether the user may act for this brand: an Admin, or the owner of the account that owns it. */
export function managesBrand(user: RequestUser, brand: { ownerAccountId?: number | null | undefined }): boolean {
  if (isAdmin(user)) return true;
  return brand.ownerAccountId != null && brand.ownerAccountId === user.accountId && user.isOwner && user.accessType === 'owner';
}
