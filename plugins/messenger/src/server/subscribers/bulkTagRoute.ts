import { AppError, defineRoute } from '@chatmill/sdk';
import { messengerChannel } from '../../common/ids.ts';
import { permissionSlugs } from '../../common/permissions.ts';
import { subscriberContracts } from '../../common/subscriberContracts.ts';
import { bulkSubscriberLimit } from '../../common/subscriberLimits.ts';
import { subscriberMessages } from '../../common/subscriberMessages.ts';

/** POST /subscribers/bulk-tags: one tag added to or removed from at most 50 selected subscribers (spec 2, 9), all or none. */
export const bulkTagRoute = defineRoute({
  ...subscriberContracts.bulkTagSubscribers,
  tag: 'Messenger',
  summary: 'Adds a tag to, or removes it from, selected subscribers of the pages and Instagram accounts',
  description:
    "At most 50 subscribers per action: more answers UNPROCESSABLE with the message 'Too Much' and changes nothing. " +
    'A subscriber or tag of another account (or a subscriber of another channel) answers NOT_FOUND and changes nothing. `affected` counts the subscribers that changed.',
  access: 'session',
  permission: { slug: permissionSlugs.subscribers, action: 'edit' },
  errors: ['NOT_FOUND', 'UNPROCESSABLE'],
  handler: async (ctx) => {
    const ids = [...new Set(ctx.body.subscriberIds)];
    if (ids.length > bulkSubscriberLimit)
      throw new AppError('UNPROCESSABLE', subscriberMessages.tooMuch, { fields: { subscriberIds: subscriberMessages.tooManySubscribers } });
    const affected = await ctx.audience.tags.changeSubscribers(ctx.em, ctx.user!.accountId, {
      action: ctx.body.action === 'addTag' ? 'add' : 'remove',
      tagId: ctx.body.tagId,
      subscriberIds: ids,
      channel: messengerChannel,
    });
    return { action: ctx.body.action, affected };
  },
});
