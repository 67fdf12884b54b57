import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { RadioButton } from 'primereact/radiobutton';
import { FormField, useZodForm } from '@chatmill/sdk/web';
import { NotificationContent } from '../../notifications/NotificationContent';
import { SelectField } from '../../../../../sdk/src/web/SelectField.tsx';
import {
  notificationTypes,
  type AdminNotificationDetails,
  type NotificationAudience,
  type NotificationInput,
  type NotificationsApi,
  type NotificationType,
} from './notificationsApi';
import { FormDialog } from '../../../../../sdk/src/web/FormDialog.tsx';
import { emailShape } from '../../../forms/emailShape';

const limits = { subject: 200, content: 20_000 };

interface NotificationDialogProps {
  /** The notification to edit; null to write a new one. */
  notification: AdminNotificationDetails | null;
  api: NotificationsApi;
  onClose(): void;
  onSaved(saved: AdminNotificationDetails): void;
}

/**
 * Write or edit a notification (spec 3: subject, type; "Subject required"): for all users of
 * the brand or one user by email, with a live preview of the content as users will see it.
 */
export function NotificationDialog({ notification, api, onClose, onSaved }: NotificationDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const schema = useMemo(
    () =>
      z
        .object({
          subject: z
            .string()
            .check(
              z.trim(),
              z.minLength(1, t('admin.notifications.form.subjectRequired')),
              z.maxLength(limits.subject, t('admin.common.tooLong', { max: limits.subject })),
            ),
          type: z.string().check(z.refine((v) => v !== '', t('admin.notifications.form.typeRequired'))),
          audience: z.enum(['all', 'user']),
          recipientEmail: z.string().check(z.trim()),
          content: z.string().check(
            z.refine((v) => v.trim() !== '', t('admin.notifications.form.contentRequired')),
            z.maxLength(limits.content, t('admin.common.tooLong', { max: limits.content })),
          ),
        })
        .check(
          z.refine((v) => v.audience === 'all' || emailShape.test(v.recipientEmail), {
            message: t('admin.notifications.form.recipientRequired'),
            path: ['recipientEmail'],
          }),
        ),
    [t],
  );
  const form = useZodForm(schema, {
    subject: notification?.subject ?? '',
    type: notification?.type ?? 'Announcements',
    audience: notification?.audience ?? 'all',
    recipientEmail: notification?.recipient?.email ?? '',
    content: notification?.content ?? '',
  });
  const subject = form.field('subject');
  const type = form.field('type');
  const recipientEmail = form.field('recipientEmail');
  const content = form.field('content');

  const save = form.submit(async (values) => {
    const body: NotificationInput = {
      subject: values.subject,
      type: values.type as NotificationType,
      content: values.content,
      audience: values.audience,
      ...(values.audience === 'user' ? { recipientEmail: values.recipientEmail } : {}),
    };
    onSaved(notification ? await api.update(notification.id, body) : await api.create(body));
  });

  const audiences: Array<{ value: NotificationAudience; label: string }> = [
    { value: 'all', label: t('admin.notifications.audience.all') },
    { value: 'user', label: t('admin.notifications.audience.user') },
  ];

  return (
    <FormDialog
      header={notification ? t('admin.notifications.form.editTitle') : t('admin.notifications.form.newTitle')}
      widthRem={46}
      onClose={onClose}
      onSubmit={save}
      submitting={form.submitting}
      formError={form.formError}
      cancelLabel={t('admin.common.cancel')}
      submitLabel={notification ? t('admin.common.save') : t('admin.notifications.form.send')}
      submitIcon={notification ? 'pi pi-check' : 'pi pi-send'}
    >
      <FormField label={t('admin.notifications.form.subject')} field={subject}>
        <InputText {...subject.input} invalid={subject.invalid} autoFocus autoComplete="off" maxLength={limits.subject} />
      </FormField>
      <FormField label={t('admin.notifications.form.type')} field={type}>
        <SelectField {...type.input} options={notificationTypes.map((value) => ({ value, label: t(`admin.notifications.types.${value}`) }))} />
      </FormField>
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 1rem' }}>
        <legend style={{ fontWeight: 500, marginBottom: '0.375rem' }}>{t('admin.notifications.form.audience')}</legend>
        {audiences.map(({ value, label }) => (
          <div key={value} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', marginBottom: '0.375rem' }}>
            <RadioButton
              inputId={`${formId}-${value}`}
              name={`${formId}-audience`}
              value={value}
              checked={form.values.audience === value}
              onChange={() => form.setValue('audience', value)}
            />
            <label htmlFor={`${formId}-${value}`}>{label}</label>
          </div>
        ))}
      </fieldset>
      {form.values.audience === 'user' ? (
        <FormField label={t('admin.notifications.form.recipientEmail')} field={recipientEmail} hint={t('admin.notifications.form.recipientHint')}>
          <InputText {...recipientEmail.input} type="email" invalid={recipientEmail.invalid} autoComplete="off" />
        </FormField>
      ) : null}
      <FormField label={t('admin.notifications.form.content')} field={content} hint={t('admin.notifications.form.contentHint')}>
        <InputTextarea {...content.input} invalid={content.invalid} rows={8} autoResize={false} style={{ fontFamily: 'inherit' }} />
      </FormField>
      <section
        aria-label={t('admin.notifications.form.preview')}
        style={{ border: '1px solid var(--surface-border)', borderRadius: '6px', padding: '0.75rem' }}
      >
        <p className="muted small" style={{ margin: '0 0 0.5rem' }}>
          {t('admin.notifications.form.preview')}
        </p>
        {form.values.content.trim() ? (
          <NotificationContent content={form.values.content} />
        ) : (
          <p className="muted">{t('admin.notifications.form.previewEmpty')}</p>
        )}
      </section>
    </FormDialog>
  );
}
