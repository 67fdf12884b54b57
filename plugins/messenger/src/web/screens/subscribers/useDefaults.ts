import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, useHost } from '@chatmill/sdk/web';
import type { DefaultsBody } from '../../../common/schemas/defaults.ts';
import { useMessengerApi } from '../../api.ts';
import { subscriberContracts } from '../../subscriberApi.ts';
import type { ChannelAccountView } from '../../types.ts';

/** The chosen page's (or Instagram account's) defaults: loaded on each choice, edited, saved. */
export function useDefaults(account: ChannelAccountView | null) {
  const { t } = useTranslation('messenger');
  const host = useHost();
  const api = useMessengerApi();
  const [defaults, setDefaults] = useState<DefaultsBody | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});

  const target = account
    ? { params: { id: account.pageRowId }, query: { platform: account.kind === 'instagram' ? ('instagram' as const) : ('messenger' as const) } }
    : null;
  const key = target ? `${target.params.id}:${target.query.platform}` : '';

  useEffect(() => {
    if (!target) return;
    let live = true;
    setDefaults(null);
    setError(null);
    setFields({});
    api.call(subscriberContracts.getDefaults, target).then(
      (found) => live && setDefaults({ welcomeFlowId: found.welcomeFlowId, defaultReplyFlowId: found.defaultReplyFlowId }),
      (failure: unknown) => live && setError(errorMessage(failure, t('common.loadFailed'))),
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the target.
  }, [api, key, t]);

  const save = useCallback(async () => {
    if (!target || !defaults) return;
    setSaving(true);
    setError(null);
    setFields({});
    try {
      await api.call(subscriberContracts.setDefaults, { ...target, body: defaults });
      host.toast({ severity: 'success', summary: t('subscribers.defaults.saved') });
    } catch (failure) {
      setError(errorMessage(failure, t('subscribers.defaults.saveFailed')));
      const given = (failure as { fields?: Record<string, string> }).fields;
      if (given) setFields(given);
    } finally {
      setSaving(false);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names the target.
  }, [api, defaults, host, key, t]);

  return { defaults, setDefaults, save, saving, error, fields };
}
