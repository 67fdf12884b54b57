import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import { FormDialog, FormField, SelectField, useHost, useZodForm } from '@chatmill/sdk/web';
import { contactStatuses } from '../../../common/contactStatus.ts';
import { contracts, useContactsApi } from '../../api.ts';
import { contactFormSchema, contactFormValues, contactInput } from '../../contactForm.ts';
import { useServerMessage } from '../../serverMessage.ts';
import type { ContactView, GroupOption } from '../../types.ts';

export interface ContactDialogProps {
  /** The contact to edit; null to create one. */
  contact: ContactView | null;
  tags: GroupOption[] | null;
  books: GroupOption[] | null;
  onClose(): void;
  onSaved(contact: ContactView): void;
}

/** Create or edit a contact. Loaded when first opened, so the list screen's chunk stays small. */
export default function ContactDialog({ contact, tags, books, onClose, onSaved }: ContactDialogProps) {
  const { t } = useTranslation('contacts');
  const host = useHost();
  const api = useContactsApi();
  const serverMessage = useServerMessage();
  const schema = useMemo(() => contactFormSchema(t), [t]);
  // A known spec message, such as 'Contacts Limit Reached', is shown in the user's language.
  const form = useZodForm(schema, contactFormValues(contact), { errorMessage: serverMessage });
  const firstName = form.field('firstName');
  const lastName = form.field('lastName');
  const email = form.field('email');
  const phone = form.field('phone');
  const status = form.field('status');
  const tagIds = form.field('tagIds');
  const bookIds = form.field('bookIds');

  const save = form.submit(async (values) => {
    const body = contactInput(values, { tags: tags !== null, books: books !== null });
    const saved = contact ? await api.call(contracts.updateContact, { params: { id: contact.id }, body }) : await api.call(contracts.createContact, { body });
    host.toast({ severity: 'success', summary: t(contact ? 'contact.updated' : 'contact.created') });
    onSaved(saved);
  });

  return (
    <FormDialog
      header={t(contact ? 'contact.editTitle' : 'contact.createTitle')}
      widthRem={36}
      onClose={onClose}
      onSubmit={save}
      submitting={form.submitting}
      formError={form.formError}
      cancelLabel={t('common.cancel')}
      submitLabel={t('common.save')}
    >
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))', columnGap: '1rem' }}>
        <FormField label={t('fields.firstName')} field={firstName}>
          <InputText {...firstName.input} invalid={firstName.invalid} autoFocus autoComplete="off" />
        </FormField>
        <FormField label={t('fields.lastName')} field={lastName}>
          <InputText {...lastName.input} invalid={lastName.invalid} autoComplete="off" />
        </FormField>
        <FormField label={t('fields.email')} field={email}>
          <InputText {...email.input} type="email" invalid={email.invalid} autoComplete="off" />
        </FormField>
        <FormField label={t('fields.phone')} field={phone} hint={t('contact.phoneHint')}>
          <InputText {...phone.input} type="tel" invalid={phone.invalid} autoComplete="off" placeholder="+14155550123" />
        </FormField>
      </div>
      <FormField label={t('fields.status')} field={status}>
        <SelectField {...status.input} options={contactStatuses.map((s) => ({ value: s, label: t(`status.${s}`) }))} />
      </FormField>
      {tags ? (
        <FormField label={t('fields.tags')} field={tagIds}>
          <MultiSelect {...tagIds.select} options={tags} optionLabel="label" optionValue="id" display="chip" filter style={{ width: '100%' }} />
        </FormField>
      ) : null}
      {books ? (
        <FormField label={t('fields.books')} field={bookIds}>
          <MultiSelect {...bookIds.select} options={books} optionLabel="label" optionValue="id" display="chip" filter style={{ width: '100%' }} />
        </FormField>
      ) : null}
    </FormDialog>
  );
}
