import { AppError, type PluginVault, type RequestUser, type RouteVault, type VaultPort } from '@chatmill/sdk';
import type { Vault } from './vault.ts';

/** The vault as one owner (the core, or a plugin by its id) sees it: its own values only. */
export function ownerVault(vault: Vault, owner: string): PluginVault {
  return {
    forAccount: (accountId: number): VaultPort => ({
      seal: (purpose, plaintext) => vault.seal({ owner, accountId, purpose }, plaintext),
      open: (purpose, sealed) => vault.open({ owner, accountId, purpose }, sealed),
    }),
  };
}

/** A route's vault: bound to the signed-in user's account, with `forAccount` for public routes. */
export function routeVault(vault: PluginVault, user: RequestUser | null): RouteVault {
  const mine = (): VaultPort => {
    if (!user) throw new AppError('UNAUTHENTICATED', 'Log in to continue.');
    return vault.forAccount(user.accountId);
  };
  return {
    seal: (purpose, plaintext) => mine().seal(purpose, plaintext),
    open: (purpose, sealed) => mine().open(purpose, sealed),
    forAccount: (accountId) => vault.forAccount(accountId),
  };
}
