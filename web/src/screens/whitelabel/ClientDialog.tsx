import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { InputText } from 'primereact/inputtext';
import { isHostApiError } from '../../../../sdk/src/web/apiErrors.ts';
import { FormField } from '../../../../sdk/src/web/FormField.tsx';
import { useHost } from '../../../../sdk/src/web/host.ts';
import { useZodForm } from '../../../../sdk/src/web/useZodForm.ts';
import type { PackageRow } from '../admin/packages/packageTypes';
import { SelectField } from '../../../../sdk/src/web/SelectField.tsx';
import type { ClientApi, ClientView } from './clientApi.ts';
import { clientFormSchema, clientFormValues, clientServerFields, createBody, expiryModes, updateBody } from './clientForm.ts';
import { FormDialog } from '../../../../sdk/src/web/FormDialog.tsx';
import { invitationToast } from '../../components/invitationToast';

export interface ClientDialogProps {
  /** The client to change; null to create one. */
  client: ClientView | null;
  api: ClientApi;
  packages: readonly PackageRow[];
  onClose(): void;
  onSaved(): void;
}

/**
 * Create a client account (name, email, package, expiry) or give one another package or
 * expiry. Field errors from the server (a taken email, a package not of the brand) show at
 * their field; refusals without one (the sub-accounts limit, an unverified domain) as a toast
 * in the server's own words.
 */
export function ClientDialog({ client, api, packages, onClose, onSaved }: ClientDialogProps) {
  const { t } = useTranslation();
  const host = useHost();
  const mode = client ? 'edit' : 'create';
  const schema = useMemo(() => clientFormSchema(t, mode), [t, mode]);
  const form = useZodForm(schema, clientFormValues(client), { serverFields: clientServerFields });
  const name = form.field('name');
  const email = form.field('email');
  const packageId = form.field('packageId');
  const expiry = form.field('expiry');
  const expiresOn = form.field('expiresOn');

  const save = form.submit(async (values) => {
    try {
      if (client) {
        await api.update(client.id, updateBody(values, client));
        host.toast({ severity: 'success', summary: t('whitelabel.clients.updated', { name: client.name }) });
      } else {
        const { client: created, invitation } = await api.create(createBody(values));
        host.toast(invitationToast(t, t('whitelabel.clients.created', { email: created.email }), invitation));
      }
    } catch (error) {
      // No field to show it at (LIMIT_REACHED, an unverified domain, ...): the server's exact text as a toast.
      if (isHostApiError(error) && Object.keys(error.fields).length === 0) {
        host.toast({ severity: 'error', summary: error.message || t('errors.httpFailure'), life: 10_000 });
        return;
      }
      throw error;
    }
    onSaved();
  });

  const selected = packages.find((pkg) => String(pkg.id) === packageId.value);
  const packageOptions = packages.map((pkg) => ({ value: String(pkg.id), label: pkg.name }));
  const expiryOptions = expiryModes.map((value) => ({ value, label: t(`whitelabel.clients.expiry.${value}`) }));
  const validity = selected
    ? selected.validityDuration === 0
      ? t('accessPackages.packages.neverExpires')
      : t(`accessPackages.packages.validity.${selected.validityUnit}`, { count: selected.validityDuration })
    : null;

  return (
    <FormDialog
      header={client ? t('whitelabel.clients.form.editTitle', { name: client.name }) : t('whitelabel.clients.form.createTitle')}
      widthRem={34}
      onClose={onClose}
      onSubmit={save}
      submitting={form.submitting}
      formError={form.formError}
      cancelLabel={t('whitelabel.clients.form.cancel')}
      submitLabel={t(client ? 'whitelabel.clients.form.save' : 'whitelabel.clients.form.create')}
      submitIcon={client ? 'pi pi-check' : 'pi pi-send'}
    >
      {client ? (
        <p style={{ marginTop: 0 }}>{t('whitelabel.clients.form.editIntro', { name: client.name, email: client.email })}</p>
      ) : (
        <>
          <FormField label={t('whitelabel.clients.form.name')} field={name}>
            <InputText {...name.input} invalid={name.invalid} autoFocus autoComplete="off" />
          </FormField>
          <FormField label={t('whitelabel.clients.form.email')} field={email} hint={t('whitelabel.clients.form.emailHint')}>
            <InputText {...email.input} type="email" invalid={email.invalid} autoComplete="off" />
          </FormField>
        </>
      )}
      <FormField
        label={t('whitelabel.clients.form.package')}
        field={packageId}
        hint={validity ? t('whitelabel.clients.form.packageHint', { validity }) : undefined}
      >
        <SelectField
          fill
          {...packageId.input}
          options={packageOptions}
          emptyLabel={t('whitelabel.clients.form.choosePackage')}
          aria-invalid={packageId.invalid || undefined}
        />
      </FormField>
      <FormField label={t('whitelabel.clients.form.expiry')} field={expiry}>
        <SelectField fill {...expiry.input} options={expiryOptions} />
      </FormField>
      {expiry.value === 'date' ? (
        <FormField label={t('whitelabel.clients.form.expiresOn')} field={expiresOn}>
          <InputText {...expiresOn.input} type="date" invalid={expiresOn.invalid} />
        </FormField>
      ) : null}
    </FormDialog>
  );
}
