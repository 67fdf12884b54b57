import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useHost } from '@chatmill/sdk/web';
import { bulkSubscriberLimit } from '../../../common/subscriberLimits.ts';
import { useMessengerApi } from '../../api.ts';
import { subscriberContracts } from '../../subscriberApi.ts';

export type BulkTagAction = 'addTag' | 'removeTag';

/**
 * Adds a tag to, or removes it from, the ticked subscribers. Past 50 the action is refused here
 * with the spec's 'Too Much' and a sentence saying the limit (the server refuses it too);
 * removing asks first.
 */
export function useBulkTag(subscriberIds: readonly number[], onDone: () => void) {
  const { t } = useTranslation('messenger');
  const host = useHost();
  const api = useMessengerApi();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (action: BulkTagAction, tag: { id: number; groupName: string }) => {
      if (subscriberIds.length > bulkSubscriberLimit) {
        host.toast({ severity: 'error', summary: t('subscribers.bulk.tooMuch'), detail: t('subscribers.bulk.tooMuchDetail', { limit: bulkSubscriberLimit }) });
        return;
      }
      if (
        action === 'removeTag' &&
        !(await host.confirm({
          header: t('subscribers.bulk.confirmRemoveHeader'),
          message: t('subscribers.bulk.confirmRemove', { tag: tag.groupName, count: subscriberIds.length }),
          acceptLabel: t('subscribers.bulk.removeTag'),
          rejectLabel: t('common.cancel'),
          danger: true,
        }))
      )
        return;
      setBusy(true);
      try {
        const result = await api.call(subscriberContracts.bulkTagSubscribers, { body: { action, tagId: tag.id, subscriberIds: [...subscriberIds] } });
        host.toast({
          severity: 'success',
          summary: t(action === 'addTag' ? 'subscribers.bulk.added' : 'subscribers.bulk.removed', { tag: tag.groupName, count: result.affected }),
        });
        onDone();
      } catch (error) {
        host.toast({ severity: 'error', summary: errorMessage(error, t('subscribers.bulk.failed')) });
      } finally {
        setBusy(false);
      }
    },
    [api, host, onDone, subscriberIds, t],
  );

  return { busy, run };
}
