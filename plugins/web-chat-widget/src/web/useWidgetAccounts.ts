import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useHost, type FlowChannelAccounts } from '@chatmill/sdk/web';
import { permissionSlugs } from '../common/permissions.ts';
import type { WidgetView } from './types.ts';

/** Where a widget is added. */
export const newWidgetPath = '/web-chat-widget/accounts/write';

/**
 * The widgets as the SDK's flow components offer them (a flow runs on one widget), and, with
 * none yet, `missing` saying so and leading to the new-widget screen (if the user may add one).
 */
export function useWidgetAccounts(widgets: readonly WidgetView[] | null, missingMessage: string): FlowChannelAccounts {
  const { t } = useTranslation('web-chat-widget');
  const host = useHost();
  const navigate = useNavigate();
  const canAdd = host.can(permissionSlugs.accountsWrite, 'create');
  return useMemo(
    () => ({
      items: widgets ? widgets.map((widget) => ({ id: widget.widgetId, name: widget.name })) : null,
      label: t('fields.widget'),
      missing: { message: missingMessage, action: canAdd ? { label: t('accounts.new'), onClick: () => navigate(newWidgetPath) } : undefined },
    }),
    [canAdd, missingMessage, navigate, t, widgets],
  );
}
