import { InputText } from 'primereact/inputtext';
import { useMemo } from 'react';
import { z } from 'zod';
import type { FlowSummary } from '../../flows/flowApi.ts';
import { FormDialog } from '../FormDialog.tsx';
import { FormField } from '../FormField.tsx';
import { useHost } from '../host.ts';
import { useZodForm } from '../useZodForm.ts';
import { flowPaths } from './flowPaths.ts';
import { useFlowText } from './flowText.ts';

/**
 * Share a flow with another account by the login email of one of its users. The server's
 * refusals are shown as it words them ('Cannot share a shared flow', not to your own account,
 * no such user).
 */
export function FlowShareDialog({ flow, onClose }: { flow: FlowSummary; onClose(): void }) {
  const host = useHost();
  const text = useFlowText();
  const schema = useMemo(
    () =>
      z.object({
        email: z
          .string()
          .trim()
          .min(1, text('shareDialog.emailRequired'))
          .pipe(z.email(text('shareDialog.emailInvalid'))),
      }),
    [text],
  );
  const form = useZodForm(schema, { email: '' });
  const email = form.field('email');
  const submit = form.submit(async (values) => {
    await host.request('POST', flowPaths.share(flow.id), { email: values.email });
    host.toast({ severity: 'success', summary: text('shareDialog.sent', { name: flow.name, email: values.email }) });
    onClose();
  });
  return (
    <FormDialog
      header={text('shareDialog.title', { name: flow.name })}
      widthRem={30}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.submitting}
      formError={form.formError}
      cancelLabel={text('cancel')}
      submitLabel={text('shareDialog.submit')}
      submitIcon="pi pi-share-alt"
    >
      <p style={{ marginTop: 0, color: 'var(--text-color-secondary)' }}>{text('shareDialog.intro')}</p>
      <FormField label={text('shareDialog.email')} field={email}>
        <InputText {...email.input} type="email" invalid={email.invalid} autoFocus autoComplete="off" />
      </FormField>
    </FormDialog>
  );
}
