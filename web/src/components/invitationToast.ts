import type { TFunction } from 'i18next';

/**
 * The toast after an invitation mail was queued. On a server without SMTP the mail is kept in
 * the local mailbox (the answer's `message` is set), and the toast says where to find it.
 */
export function invitationToast(t: TFunction, summary: string, invitation: { message: string | null }) {
  return invitation.message === null
    ? { severity: 'success' as const, summary }
    : { severity: 'info' as const, summary, detail: t('common.mailKept'), life: 10_000 };
}
