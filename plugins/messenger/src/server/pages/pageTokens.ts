import type { SealedColumn, VaultPort } from '@chatmill/sdk';

/**
 * Page and user access tokens are sealed by the vault (sdk/README.md 6.1), each bound to its
 * row's Facebook id: a sealed token copied onto another page's row, or another account's, does
 * not open there.
 */
export function pageTokenPurpose(pageId: string): string {
  return `messenger:page:${pageId}:token`;
}

export function userTokenPurpose(fbUserId: string): string {
  return `messenger:user:${fbUserId}:token`;
}

export function sealPageToken(vault: VaultPort, pageId: string, token: string): string {
  return vault.seal(pageTokenPurpose(pageId), token);
}

export function openPageToken(vault: VaultPort, pageId: string, sealed: string): string {
  return vault.open(pageTokenPurpose(pageId), sealed);
}

/** For the host: re-sealed by `vault:rotate`. */
export const messengerSealedColumns: SealedColumn[] = [
  { table: 'messenger_page', column: 'access_token', idColumn: 'page_id', purpose: (row) => pageTokenPurpose(String(row.id)) },
  { table: 'messenger_facebook_account', column: 'access_token', idColumn: 'fb_user_id', purpose: (row) => userTokenPurpose(String(row.id)) },
];
