import type { HostServices } from '@chatmill/sdk/web';
import type { KeptMailDetails, KeptMailView } from '../../../../../core/src/admin/mailbox/mailboxSchemas.ts';

/** The local mailbox's admin API as its screen calls it (types from the server's zod schemas). */
export type { KeptMailDetails, KeptMailView };

export const mailboxPaths = {
  list: '/api/admin/mailbox',
  one: (id: number) => `/api/admin/mailbox/${id}`,
} as const;

export function mailboxApi(request: HostServices['request']) {
  return {
    get: (id: number) => request<KeptMailDetails>('GET', mailboxPaths.one(id)),
  };
}
