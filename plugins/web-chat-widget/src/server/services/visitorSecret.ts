import { randomBytes } from 'node:crypto';
import type { PluginVault, SealedColumn, VaultPort } from '@chatmill/sdk';

/**
 * The widget's visitor-signing secret is kept sealed in the vault, bound to the widget's public
 * id: a sealed secret copied onto another widget's row does not open there.
 */
export function visitorSecretPurpose(widgetId: string): string {
  return `widget:${widgetId}:visitorSecret`;
}

/** A new secret (32 random bytes), sealed for the widget. */
export function newVisitorSecret(vault: VaultPort, widgetId: string): string {
  return vault.seal(visitorSecretPurpose(widgetId), randomBytes(32).toString('hex'));
}

/** The secret a widget signs its visitors' ids with, opened for this call only. */
export function openVisitorSecret(vault: PluginVault, widget: { accountId: number; widgetId: string; visitorSecret: string }): string {
  return vault.forAccount(widget.accountId).open(visitorSecretPurpose(widget.widgetId), widget.visitorSecret);
}

/** For the host: sealed at start if a widget made before the vault still holds it in plain text, re-sealed by `vault:rotate`. */
export const visitorSecretColumn: SealedColumn = {
  table: 'web_chat_widget_account',
  column: 'visitor_secret',
  idColumn: 'widget_id',
  purpose: (row) => visitorSecretPurpose(String(row.id)),
};
