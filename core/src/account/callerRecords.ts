import type { EntityManager } from '@mikro-orm/sql';
import type { RequestUser } from '@chatmill/sdk';
import { ApiTokenRepository } from './apiTokenRepository.ts';
import { BillingRepository } from './billingRepository.ts';
import { CancellationRepository } from './cancellationRepository.ts';
import { PhoneCodeRepository } from './phoneCodeRepository.ts';
import { ProfileRepository } from './profileRepository.ts';

/** The records of the account-settings screen that belong to whoever is calling. */
export interface CallerRecords {
  /** The user's own profile. */
  profile: ProfileRepository;
  /** The user's own one-time phone codes. */
  phoneCodes: PhoneCodeRepository;
  /** The user's own API tokens. */
  tokens: ApiTokenRepository;
  /** The account's billing transactions. */
  billing: BillingRepository;
  /** The account's cancellation. */
  cancellation: CancellationRepository;
}

/**
 * The one place that decides whose records an account-settings request touches: the signed-in
 * user's (from the session or the API token, never from the request's params or body) and
 * their account's. Every repository filters every statement on the id it is made with here.
 */
export function callerRecords(em: EntityManager, user: RequestUser): CallerRecords {
  return {
    profile: new ProfileRepository(em, user.id),
    phoneCodes: new PhoneCodeRepository(em, user.id),
    tokens: new ApiTokenRepository(em, user.id),
    billing: new BillingRepository(em, user.accountId),
    cancellation: new CancellationRepository(em, user.accountId),
  };
}
