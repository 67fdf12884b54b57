import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Message } from 'primereact/message';
import { FlowList, ScreenHeader } from '@chatmill/sdk/web';
import { widgetChannel } from '../../common/ids.ts';
import { permissionSlugs } from '../../common/permissions.ts';
import { useWidgetAccounts } from '../useWidgetAccounts.ts';
import { useWidgets } from '../useWidgets.ts';
import { WidgetSelect } from './WidgetSelect.tsx';

/**
 * /web-chat-widget/flow-builder: the widget flows, all or one widget's. A flow runs on one
 * widget: new flows are made for the widget chosen, flows move between widgets, and with no
 * widget yet the list leads to adding one first.
 */
export default function FlowBuilderScreen() {
  const { t } = useTranslation('web-chat-widget');
  const { widgets, failed } = useWidgets();
  const [widgetId, setWidgetId] = useState('');
  const accounts = useWidgetAccounts(widgets, t('flows.noWidget'));
  const filter = useMemo(
    () => (widgets?.length ? <WidgetSelect widgets={widgets} value={widgetId} onChange={setWidgetId} allLabel={t('flows.allWidgets')} /> : null),
    [t, widgetId, widgets],
  );
  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      <ScreenHeader title={t('flows.title')} actions={filter} />
      {failed ? <Message severity="error" text={t('common.loadFailed')} /> : null}
      <FlowList
        channel={widgetChannel}
        channelAccountId={widgetId || null}
        slug={permissionSlugs.flowBuilder}
        label={t('flows.tableLabel')}
        accounts={accounts}
      />
    </section>
  );
}
