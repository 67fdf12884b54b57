import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { FormField, useHost, useZodForm } from '@chatmill/sdk/web';
import { currencies } from '../../../../../sdk/src/catalogues/currencies.ts';
import { packageTiers } from '../../../../../sdk/src/catalogues/packageTiers.ts';
import { SelectField } from '../../../../../sdk/src/web/SelectField.tsx';
import { FeaturesEditor } from './FeaturesEditor';
import { packageBody, packageFormSchema, packageFormValues } from './packageForm';
import { billingPeriods, packagePaths, validityUnits, type CatalogueFeature, type LevelOption, type PackageRow } from './packageTypes';
import { FormDialog } from '../../../../../sdk/src/web/FormDialog.tsx';

const currencyOptions = currencies.map((currency) => ({ value: currency.code, label: `${currency.code} — ${currency.name}` }));

interface PackageDialogProps {
  /** The package to edit; null to create one. */
  row: PackageRow | null;
  levels: readonly LevelOption[];
  catalogue: readonly CatalogueFeature[];
  onClose(): void;
  onSaved(): void;
}

/** Create or edit a package: its name, tier, access level, price, validity, billing and features. */
export function PackageDialog({ row, levels, catalogue, onClose, onSaved }: PackageDialogProps) {
  const { t } = useTranslation();
  const host = useHost();
  const schema = useMemo(() => packageFormSchema(t), [t]);
  const form = useZodForm(schema, packageFormValues(row));
  const name = form.field('name');
  const tier = form.field('tier');
  const accessLevelId = form.field('accessLevelId');
  const price = form.field('price');
  const currency = form.field('currency');
  const validityDuration = form.field('validityDuration');
  const validityUnit = form.field('validityUnit');
  const billingPeriod = form.field('billingPeriod');
  const features = form.field('features');
  const isDefault = form.field('isDefault');

  const save = form.submit(async (values) => {
    const body = packageBody(values);
    if (row) await host.request('PUT', packagePaths.one(row.id), body);
    else await host.request('POST', packagePaths.list, body);
    host.toast({ severity: 'success', summary: t(row ? 'accessPackages.packages.updated' : 'accessPackages.packages.created') });
    onSaved();
  });

  const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))', columnGap: '1rem' } as const;

  return (
    <FormDialog
      header={t(row ? 'accessPackages.packages.editTitle' : 'accessPackages.packages.createTitle')}
      widthRem={48}
      onClose={onClose}
      onSubmit={save}
      submitting={form.submitting}
      formError={form.formError}
      cancelLabel={t('accessPackages.common.cancel')}
      submitLabel={t('accessPackages.common.save')}
    >
      <div style={grid}>
        <FormField label={t('accessPackages.packages.fields.name')} field={name}>
          <InputText {...name.input} invalid={name.invalid} autoFocus autoComplete="off" />
        </FormField>
        <FormField label={t('accessPackages.packages.fields.tier')} field={tier}>
          <SelectField {...tier.input} emptyLabel={t('accessPackages.packages.choose.tier')} options={packageTiers.map((label) => ({ value: label, label }))} />
        </FormField>
      </div>
      <FormField label={t('accessPackages.packages.fields.accessLevel')} field={accessLevelId} hint={t('accessPackages.packages.hints.accessLevel')}>
        <SelectField
          {...accessLevelId.input}
          emptyLabel={t('accessPackages.packages.choose.accessLevel')}
          options={levels.map((level) => ({ value: String(level.id), label: level.name }))}
        />
      </FormField>
      <div style={grid}>
        <FormField label={t('accessPackages.packages.fields.price')} field={price} hint={t('accessPackages.packages.hints.price')}>
          <InputText {...price.input} invalid={price.invalid} inputMode="decimal" autoComplete="off" />
        </FormField>
        <FormField label={t('accessPackages.packages.fields.currency')} field={currency}>
          <Dropdown
            {...currency.select}
            options={currencyOptions}
            optionLabel="label"
            optionValue="value"
            placeholder={t('accessPackages.packages.choose.currency')}
            filter
            filterBy="label"
            style={{ width: '100%' }}
          />
        </FormField>
      </div>
      <div style={grid}>
        <FormField label={t('accessPackages.packages.fields.validityDuration')} field={validityDuration} hint={t('accessPackages.packages.hints.validity')}>
          <InputText {...validityDuration.input} invalid={validityDuration.invalid} type="number" min={0} step={1} inputMode="numeric" />
        </FormField>
        <FormField label={t('accessPackages.packages.fields.validityUnit')} field={validityUnit}>
          <SelectField
            {...validityUnit.input}
            emptyLabel={t('accessPackages.packages.choose.unit')}
            options={validityUnits.map((unit) => ({ value: unit, label: t(`accessPackages.packages.units.${unit}`) }))}
          />
        </FormField>
        <FormField label={t('accessPackages.packages.fields.billingPeriod')} field={billingPeriod}>
          <SelectField
            {...billingPeriod.input}
            options={billingPeriods.map((period) => ({ value: period, label: t(`accessPackages.packages.billing.${period}`) }))}
          />
        </FormField>
      </div>
      <FeaturesEditor catalogue={catalogue} value={features.value} onChange={features.setValue} error={features.error} />
      <div className="field" style={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start' }}>
        <Checkbox {...isDefault.checkbox} aria-describedby={`${isDefault.id}-hint`} />
        <div>
          <label htmlFor={isDefault.id}>{t('accessPackages.packages.fields.isDefault')}</label>
          <small id={`${isDefault.id}-hint`} className={isDefault.error ? 'p-error' : 'muted'} style={{ display: 'block' }}>
            {isDefault.error ?? t('accessPackages.packages.hints.isDefault')}
          </small>
        </div>
      </div>
    </FormDialog>
  );
}
