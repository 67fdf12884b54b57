import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowList, ScreenHeader } from '@chatmill/sdk/web';
import { widgetChannel } from '../../common/ids.ts';
import { permissionSlugs } from '../../common/permissions.ts';
import { useWidgets } from '../useWidgets.ts';
import { WidgetSelect } from './WidgetSelect.tsx';

/** /web-chat-widget/flow-builder: the widget flows, all or one widget's; new flows are made for the chosen widget. */
export default function FlowBuilderScreen() {
  const { t } = useTranslation('web-chat-widget');
  const { widgets } = useWidgets();
  const [widgetId, setWidgetId] = useState('');
  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      <ScreenHeader title={t('flows.title')} actions={widgets?.length ? <WidgetSelect widgets={widgets} value={widgetId} onChange={setWidgetId} allLabel={t('flows.allWidgets')} /> : null} />
      <FlowList channel={widgetChannel} channelAccountId={widgetId || null} slug={permissionSlugs.flowBuilder} label={t('flows.tableLabel')} />
    </section>
  );
}
