import type { HostServices } from '@chatmill/sdk/web';

/**
 * The local mailbox's admin API as its screen calls it. The shapes are the ones
 * GET /api/admin/mailbox and /api/admin/mailbox/:id answer (see /api/openapi.json); the shell
 * does not import the server's code.
 */
export interface KeptMailView {
  id: number;
  to: string;
  from: string;
  subject: string;
  /** The brand the mail was sent for; null once that brand was deleted. */
  brandId: number | null;
  brandName: string;
  createdAt: string;
}

export interface KeptMailDetails extends KeptMailView {
  text: string;
  /** The HTML part as it would have gone out; shown in a sandboxed frame. */
  html: string | null;
}

export const mailboxPaths = {
  list: '/api/admin/mailbox',
  one: (id: number) => `/api/admin/mailbox/${id}`,
} as const;

export function mailboxApi(request: HostServices['request']) {
  return {
    get: (id: number) => request<KeptMailDetails>('GET', mailboxPaths.one(id)),
  };
}
