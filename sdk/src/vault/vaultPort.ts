/**
 * The vault (architecture "Vault"): secrets a plugin keeps for an account (channel tokens,
 * integration credentials, signing secrets) are stored sealed, AES-256-GCM under the server's
 * key, and opened only for the call that needs them. A sealed value is bound to the plugin, the
 * account and the purpose it was sealed for: copied to another row, account or plugin, it does
 * not open. Sealed values are text (`v1:<key id>:<iv>:<ciphertext>`), for a varchar column of at
 * least `sealedLength(plaintext bytes)` characters.
 */
export interface VaultPort {
  /** Seals a secret for `purpose` (name the row in it, e.g. `widget:12:visitorSecret`). */
  seal(purpose: string, plaintext: string): string;
  /** Opens what `seal` gave for the same purpose; throws SealedValueError when it does not open. */
  open(purpose: string, sealed: string): string;
}

/** The vault of a plugin, for any account: for jobs, public routes and webhooks that found the owner themselves. */
export interface PluginVault {
  forAccount(accountId: number): VaultPort;
}

/** A route's vault: `seal` and `open` for the signed-in user's account (UNAUTHENTICATED without one), `forAccount` for others. */
export interface RouteVault extends VaultPort, PluginVault {}

/** A sealed value that does not open: another key, another purpose or account, or altered bytes. */
export class SealedValueError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SealedValueError';
  }
}

/** Is this text a sealed value (and not, say, a secret stored before the vault)? */
export function isSealed(value: string): boolean {
  return /^v1:[A-Za-z0-9_-]{1,32}:[A-Za-z0-9_-]{16}:[A-Za-z0-9_-]{22,}$/.test(value);
}

/** Characters a sealed value of `bytes` bytes of plaintext takes, at most: size its column by it. */
export function sealedLength(bytes: number): number {
  return 3 + 33 + 17 + Math.ceil(((bytes + 16) * 4) / 3);
}

/**
 * A column of sealed values, declared by a plugin (`sealedColumns`) so that `npm run vault:rotate`
 * can re-seal every value with the newest key and the start can seal secrets stored before the
 * vault. `purpose` must give the purpose the plugin seals the row's value with.
 */
export interface SealedColumn {
  table: string;
  column: string;
  /** The row's key column; `id` unless given. */
  idColumn?: string;
  /** The column naming the owning account; `account_id` unless given. */
  accountColumn?: string;
  purpose(row: { id: string | number }): string;
}
