import { AppError } from '@chatmill/sdk';
import type { BrandInfo } from '../brands/brandDirectory.ts';

/**
 * Spec 2.4 and 4.1: nobody signs up on a white-label brand; its reseller gives its clients
 * their accounts. The dashboard sends Register to Login there; the server refuses the same.
 */
export function registrationOpen(brand: Pick<BrandInfo, 'whitelabel'>): boolean {
  return !brand.whitelabel;
}

export function assertRegistrationOpen(brand: Pick<BrandInfo, 'whitelabel' | 'name'>): void {
  if (!registrationOpen(brand)) {
    throw new AppError('FORBIDDEN', `Sign-up is closed on ${brand.name}: your account comes from ${brand.name}. Log in instead.`);
  }
}
