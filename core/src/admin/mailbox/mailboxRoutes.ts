import { AppError, defineRoute, type AnyRoute, type RouteContext } from '@chatmill/sdk';
import { MAILER } from '../../di/tokens.ts';
import { ADMIN_SLUG } from '../../http/mountRoutes.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { AdminScope } from '../adminScope.ts';
import { MailboxRepository } from './mailboxRepository.ts';
import { keptMailDetails, mailboxListQuery, mailboxMessages, mailboxPage, mailIdParams } from './mailboxSchemas.ts';

const tag = 'Admin: local mailbox';
const adminOnly = ['FORBIDDEN'] as const;

/** The mails this admin may read: every brand's for the platform admin, their brand's for an Admin. */
function mailbox(ctx: RouteContext<unknown, unknown, unknown>): MailboxRepository {
  const scope = AdminScope.of(ctx.user, ctx.brand);
  return new MailboxRepository(ctx.em, scope.brandFilter(undefined));
}

/**
 * /admin/mailbox: on a server without SMTP every mail (sign-up, invitations, resets, codes) is
 * kept instead of sent, and admins read it here and follow its links. Anyone but user id 1 and
 * Admins gets FORBIDDEN.
 */
export function mailboxRoutes(): AnyRoute[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/admin/mailbox',
      tag,
      summary: 'A page of the mails kept in the local mailbox, newest first; search the recipient and subject',
      description:
        'Without SMTP settings the server keeps every mail here instead of sending it (the latest 500, at most 30 days). ' +
        '`delivery` says whether mails currently go out (`smtp`) or land here (`mailbox`).',
      access: 'session',
      permission: { slug: ADMIN_SLUG, action: 'read' },
      query: mailboxListQuery,
      response: mailboxPage,
      errors: adminOnly,
      handler: async (ctx) => ({ ...(await mailbox(ctx).page(ctx.query)), delivery: ctx.services.resolve<Mailer>(MAILER).delivery }),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/admin/mailbox/:id',
      tag,
      summary: 'One kept mail with its text and HTML parts',
      access: 'session',
      permission: { slug: ADMIN_SLUG, action: 'read' },
      params: mailIdParams,
      response: keptMailDetails,
      errors: [...adminOnly, 'NOT_FOUND'],
      handler: async (ctx) => {
        const mail = await mailbox(ctx).details(ctx.params.id);
        if (!mail) throw new AppError('NOT_FOUND', mailboxMessages.notFound);
        return mail;
      },
    }),
  ];
}
