import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { EmptyState, FormField, ScreenHeader, SelectField, flowPaths, openFlowEditor, preselectedAccount, useHost, useZodForm } from '@chatmill/sdk/web';
import type { FlowSummary } from '@chatmill/sdk';
import { widgetChannel } from '../../common/ids.ts';
import { useServerMessage } from '../serverMessage.ts';
import { useWidgetAccounts } from '../useWidgetAccounts.ts';
import { useWidgets } from '../useWidgets.ts';
import type { WidgetView } from '../types.ts';

/**
 * /web-chat-widget/flow-builder/create: name a flow for a widget, create it and open the editor
 * in its popup. A flow runs on one widget, so with none yet the screen leads to adding one.
 */
export default function FlowCreateScreen() {
  const { t } = useTranslation('web-chat-widget');
  const { widgets, failed } = useWidgets();
  const accounts = useWidgetAccounts(widgets, t('flows.noWidget'));
  if (failed) return <Message severity="error" text={t('common.loadFailed')} />;
  return (
    <section style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem', maxWidth: '32rem' }}>
      <ScreenHeader title={t('flows.createTitle')} />
      {widgets && !widgets.length ? <EmptyState message={accounts.missing.message} icon="pi pi-sitemap" action={accounts.missing.action} /> : null}
      {widgets?.length ? <FlowCreateForm widgets={widgets} /> : null}
    </section>
  );
}

function FlowCreateForm({ widgets }: { widgets: readonly WidgetView[] }) {
  const { t } = useTranslation('web-chat-widget');
  const host = useHost();
  const navigate = useNavigate();
  const serverMessage = useServerMessage();
  const schema = useMemo(
    () =>
      z.object({
        name: z.string().check(z.trim(), z.minLength(1, t('flows.nameRequired')), z.maxLength(200, t('validation.tooLong', { max: 200 }))),
        widgetId: z.string().check(z.minLength(1, t('flows.widgetRequired'))),
      }),
    [t],
  );
  const initialWidget = preselectedAccount(
    widgets.map((w) => ({ id: w.widgetId, name: w.name })),
    null,
  );
  const form = useZodForm(schema, { name: '', widgetId: initialWidget }, { errorMessage: serverMessage, serverFields: { channelAccountId: 'widgetId' } });
  const name = form.field('name');
  const widgetId = form.field('widgetId');

  const create = form.submit(async (values) => {
    const flow = await host.request<FlowSummary>('POST', flowPaths.list, { name: values.name, channel: widgetChannel, channelAccountId: values.widgetId });
    host.toast({ severity: 'success', summary: t('flows.created') });
    void host.features.refresh();
    openFlowEditor(flow);
    void navigate('/web-chat-widget/flow-builder');
  });

  return (
    <form onSubmit={create} noValidate>
      {form.formError ? <Message severity="error" text={form.formError} style={{ marginBottom: '1rem' }} /> : null}
      <FormField label={t('flows.flowName')} field={name}>
        <InputText {...name.input} invalid={name.invalid} autoFocus autoComplete="off" />
      </FormField>
      <FormField label={t('fields.widget')} field={widgetId}>
        <SelectField {...widgetId.input} fill emptyLabel={t('flows.chooseWidget')} options={widgets.map((w) => ({ value: w.widgetId, label: w.name }))} />
      </FormField>
      <Button type="submit" label={t('flows.create')} icon="pi pi-external-link" loading={form.submitting} />
    </form>
  );
}
