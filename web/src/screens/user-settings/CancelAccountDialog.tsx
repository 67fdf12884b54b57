import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Checkbox } from 'primereact/checkbox';
import { InputTextarea } from 'primereact/inputtextarea';
import { Message } from 'primereact/message';
import { RadioButton } from 'primereact/radiobutton';
import { FormField } from '../../../../sdk/src/web/FormField.tsx';
import { useZodForm } from '../../../../sdk/src/web/useZodForm.ts';
import { cancelReasons, type AccountApi, type CancelReason, type SubscriptionView } from './accountApi.ts';
import { formatDay } from './format.ts';
import { FormDialog } from '../../../../sdk/src/web/FormDialog.tsx';

export interface CancelAccountDialogProps {
  api: AccountApi;
  subscription: SubscriptionView;
  onClose(): void;
  onCancelled(subscription: SubscriptionView): void;
}

/**
 * The cancel-account flow (spec 3, 2): why the owner is leaving (a few answers and their own
 * words), what happens (closes at the end of the billing cycle, data kept and re-activation
 * possible for 3 months), an acknowledgement, and the confirmation.
 */
export function CancelAccountDialog({ api, subscription, onClose, onCancelled }: CancelAccountDialogProps) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const schema = useMemo(
    () =>
      z
        .object({
          reason: z.string().check(z.refine((v) => v !== '', t('userSettings.cancel.reasonRequired'))),
          feedback: z.string().check(z.trim(), z.maxLength(1000, t('userSettings.validation.tooLong', { max: 1000 }))),
          acknowledged: z.boolean().check(z.refine((v) => v, t('userSettings.cancel.acknowledgeRequired'))),
        })
        .check(z.refine((v) => v.reason !== 'other' || v.feedback !== '', { message: t('userSettings.cancel.feedbackRequired'), path: ['feedback'] })),
    [t],
  );
  const form = useZodForm(schema, { reason: '', feedback: '', acknowledged: false });
  const reason = form.field('reason');
  const feedback = form.field('feedback');
  const acknowledged = form.field('acknowledged');
  const endsOn = subscription.expiresAt && new Date(subscription.expiresAt).getTime() > Date.now() ? formatDay(subscription.expiresAt, i18n.language) : null;

  const submit = form.submit(async (values) => {
    const answer = await api.cancel({ reason: values.reason as CancelReason, feedback: values.feedback || null, acknowledged: true });
    onCancelled(answer);
  });

  return (
    <FormDialog
      header={t('userSettings.cancel.title')}
      widthRem={36}
      onClose={onClose}
      onSubmit={submit}
      submitting={form.submitting}
      formError={form.formError}
      cancelLabel={t('userSettings.cancel.keep')}
      submitLabel={t('userSettings.cancel.confirm')}
      submitIcon="pi pi-times-circle"
      danger
    >
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 1rem' }} aria-describedby={reason.describedBy}>
        <legend style={{ fontWeight: 500, marginBottom: '0.5rem' }}>{t('userSettings.cancel.why')}</legend>
        {cancelReasons.map((value) => (
          <div key={value} style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', marginBottom: '0.375rem' }}>
            <RadioButton
              inputId={`${formId}-${value}`}
              name="reason"
              value={value}
              checked={reason.value === value}
              onChange={() => reason.setValue(value)}
              invalid={reason.invalid}
            />
            <label htmlFor={`${formId}-${value}`}>{t(`userSettings.cancel.reasons.${value}`)}</label>
          </div>
        ))}
        {reason.error ? (
          <small id={`${reason.id}-error`} className="p-error">
            {reason.error}
          </small>
        ) : null}
      </fieldset>
      <FormField label={t('userSettings.cancel.feedback')} field={feedback} hint={t('userSettings.cancel.feedbackHint')}>
        <InputTextarea {...feedback.input} invalid={feedback.invalid} rows={3} autoResize maxLength={1000} />
      </FormField>
      <Message
        severity="warn"
        style={{ width: '100%', marginBottom: '1rem', justifyContent: 'flex-start' }}
        text={endsOn ? t('userSettings.cancel.whatHappensOn', { date: endsOn }) : t('userSettings.cancel.whatHappensNow')}
      />
      <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start' }}>
        <Checkbox {...acknowledged.checkbox} />
        <label htmlFor={acknowledged.id}>{t('userSettings.cancel.acknowledge')}</label>
      </div>
      {acknowledged.error ? (
        <small id={`${acknowledged.id}-error`} className="p-error">
          {acknowledged.error}
        </small>
      ) : null}
    </FormDialog>
  );
}
