import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from 'primereact/button';
import { RadioButton } from 'primereact/radiobutton';
import { Message } from 'primereact/message';
import { FormField, useZodForm } from '@chatmill/sdk/web';
import { SelectField } from '../../../../../sdk/src/web/SelectField.tsx';
import { PackageFitWarning } from './PackageFitWarning';
import type { AdminUserDetails, BrandOption, ChangePackageInput, PackageOption, UsersApi } from './usersApi';

/** How the new expiry is set: from the package's validity, on a chosen day, or never. */
type ExpiryMode = 'validity' | 'date' | 'never';

/** The last millisecond of a local day, so "expires on the 31st" still allows the 31st. */
function endOfDay(day: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 0, (month ?? 1) - 1, date ?? 1, 23, 59, 59, 999);
}

/** What the API takes: no expiresAt follows the package's validity; null never expires. */
export function changeBody(values: { packageId: string; expiryMode: ExpiryMode; expiresOn: string }): ChangePackageInput {
  const packageId = Number(values.packageId);
  if (values.expiryMode === 'never') return { packageId, expiresAt: null };
  if (values.expiryMode === 'date') return { packageId, expiresAt: endOfDay(values.expiresOn).toISOString() };
  return { packageId };
}

interface PackageChangeFormProps {
  api: UsersApi;
  details: AdminUserDetails;
  brand: BrandOption | null;
  onSubmit(body: ChangePackageInput): Promise<void>;
}

/**
 * Gives the user's account a package of its brand. The expiry follows the package's validity
 * from now unless the admin picks a day or "never" (spec 3, 3: validity duration and unit).
 */
export function PackageChangeForm({ api, details, brand, onSubmit }: PackageChangeFormProps) {
  const { t } = useTranslation();
  const [overConfirmed, setOverConfirmed] = useState(false);
  const [overBlocking, setOverBlocking] = useState(false);
  const formId = useId();
  const packages = brand?.packages ?? [];
  const schema = useMemo(
    () =>
      z
        .object({
          packageId: z.string().check(z.refine((v) => v !== '', t('admin.users.package.choose'))),
          expiryMode: z.enum(['validity', 'date', 'never']),
          expiresOn: z.string(),
        })
        .check(
          z.refine((v) => v.expiryMode !== 'date' || (v.expiresOn !== '' && endOfDay(v.expiresOn).getTime() > Date.now()), {
            message: t('admin.users.package.futureDate'),
            path: ['expiresOn'],
          }),
        ),
    [t],
  );
  const current = details.packageSource === 'account' && details.package ? String(details.package.id) : '';
  const form = useZodForm(schema, { packageId: current, expiryMode: 'validity', expiresOn: '' }, { serverFields: { expiresAt: 'expiresOn' } });
  const packageId = form.field('packageId');
  const expiresOn = form.field('expiresOn');
  const chosen: PackageOption | undefined = packages.find((p) => String(p.id) === form.values.packageId);

  const validityText = (pkg: PackageOption | undefined) =>
    !pkg
      ? ''
      : pkg.validityDuration === 0
        ? t('admin.users.package.neverExpires')
        : t(`admin.users.package.validity.${pkg.validityUnit}`, { count: pkg.validityDuration });

  const save = form.submit(async (values) => onSubmit(changeBody(values)));
  const modes: Array<{ mode: ExpiryMode; label: string }> = [
    { mode: 'validity', label: chosen ? t('admin.users.package.fromValidityOf', { validity: validityText(chosen) }) : t('admin.users.package.fromValidity') },
    { mode: 'date', label: t('admin.users.package.onDate') },
    { mode: 'never', label: t('admin.users.package.never') },
  ];

  return (
    <form id={formId} onSubmit={save} noValidate aria-label={t('admin.users.package.formLabel')}>
      {form.formError ? <Message severity="error" text={form.formError} style={{ width: '100%', marginBottom: '0.75rem' }} /> : null}
      {details.packageSource === 'user' ? (
        <Message severity="info" text={t('admin.users.package.ownPackageNote')} style={{ width: '100%', marginBottom: '0.75rem' }} />
      ) : null}
      <FormField label={t('admin.users.package.package')} field={packageId}>
        <SelectField
          {...packageId.input}
          options={packages.map((p) => ({ value: String(p.id), label: `${p.name} (${validityText(p)})` }))}
          emptyLabel={t('admin.users.package.choose')}
        />
      </FormField>
      <PackageFitWarning
        api={api}
        userId={details.id}
        packageId={form.values.packageId === '' ? null : Number(form.values.packageId)}
        confirmed={overConfirmed}
        onConfirmedChange={setOverConfirmed}
        onBlockingChange={setOverBlocking}
      />
      <fieldset style={{ border: 0, padding: 0, margin: '0 0 1rem' }}>
        <legend style={{ fontWeight: 500, marginBottom: '0.375rem' }}>{t('admin.users.package.expiry')}</legend>
        {modes.map(({ mode, label }) => (
          <div key={mode} style={{ display: 'flex', alignItems: 'center', gap: '0.5rem', marginBottom: '0.375rem' }}>
            <RadioButton
              inputId={`${formId}-${mode}`}
              name={`${formId}-expiry`}
              value={mode}
              checked={form.values.expiryMode === mode}
              onChange={() => form.setValue('expiryMode', mode)}
            />
            <label htmlFor={`${formId}-${mode}`}>{label}</label>
          </div>
        ))}
      </fieldset>
      {form.values.expiryMode === 'date' ? (
        <FormField label={t('admin.users.package.expiresOn')} field={expiresOn}>
          <input {...expiresOn.input} type="date" className="p-inputtext p-component" />
        </FormField>
      ) : null}
      <Button
        type="submit"
        label={t('admin.users.package.save')}
        icon="pi pi-check"
        loading={form.submitting}
        disabled={packages.length === 0 || overBlocking}
      />
    </form>
  );
}
