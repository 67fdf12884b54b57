import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { SelectField } from '../../../../../sdk/src/web/SelectField.tsx';
import type { FeatureDraft } from './packageForm';
import type { CatalogueFeature } from './packageTypes';

interface FeaturesEditorProps {
  catalogue: readonly CatalogueFeature[];
  value: readonly FeatureDraft[];
  onChange(next: FeatureDraft[]): void;
  error?: string | undefined;
}

/**
 * The features a package enables (spec 3, 3): pick one from the catalogue, set its limit (per
 * the feature's period) and its lifetime limit, or remove it. 0 means unlimited for either.
 */
export function FeaturesEditor({ catalogue, value, onChange, error }: FeaturesEditorProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const [picked, setPicked] = useState('');
  const byId = new Map(catalogue.map((feature) => [feature.id, feature]));
  const taken = new Set(value.map((row) => row.featureId));
  const remaining = catalogue.filter((feature) => !taken.has(feature.id));
  const nameOf = (id: number) => byId.get(id)?.name ?? `#${id}`;

  const add = () => {
    const id = Number(picked);
    if (!id || taken.has(id)) return;
    onChange([...value, { featureId: id, limit: '0', lifetimeLimit: '0' }]);
    setPicked('');
  };
  const change = (index: number, patch: Partial<FeatureDraft>) => onChange(value.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));

  return (
    <fieldset aria-describedby={`${baseId}-hint${error ? ` ${baseId}-error` : ''}`} style={{ border: 0, padding: 0, margin: '0 0 1rem', minWidth: 0 }}>
      <legend style={{ fontWeight: 500, marginBottom: '0.375rem' }}>{t('accessPackages.packages.fields.features')}</legend>
      <p id={`${baseId}-hint`} className="small muted" style={{ margin: '0 0 0.5rem' }}>
        {t('accessPackages.packages.features.unlimitedHint')}
      </p>
      {remaining.length ? (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center', marginBottom: '0.75rem' }}>
          <label htmlFor={`${baseId}-pick`} className="p-hidden-accessible">
            {t('accessPackages.packages.features.toAdd')}
          </label>
          <SelectField
            id={`${baseId}-pick`}
            value={picked}
            onChange={(event) => setPicked(event.target.value)}
            emptyLabel={t('accessPackages.packages.features.choose')}
            options={remaining.map((feature) => ({
              value: String(feature.id),
              label: `${feature.name} (${t(`accessPackages.packages.features.period.${feature.period}`)})`,
            }))}
            style={{ flex: '1 1 14rem' }}
          />
          <Button type="button" icon="pi pi-plus" label={t('accessPackages.packages.features.add')} outlined onClick={add} disabled={!picked} />
        </div>
      ) : (
        <p className="small muted">{t('accessPackages.packages.features.allAdded')}</p>
      )}
      {value.length ? (
        <table aria-label={t('accessPackages.packages.fields.features')} style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr style={{ textAlign: 'start' }}>
              <th scope="col">{t('accessPackages.packages.features.feature')}</th>
              <th scope="col" style={{ width: '8rem' }}>
                {t('accessPackages.packages.features.limit')}
              </th>
              <th scope="col" style={{ width: '8rem' }}>
                {t('accessPackages.packages.features.lifetimeLimit')}
              </th>
              <th scope="col" style={{ width: '3rem' }}>
                <span className="p-hidden-accessible">{t('accessPackages.common.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {value.map((row, index) => {
              const name = nameOf(row.featureId);
              const period = byId.get(row.featureId)?.period;
              return (
                <tr key={row.featureId}>
                  <th scope="row" style={{ fontWeight: 400, padding: '0.25rem 0.5rem 0.25rem 0' }}>
                    {name}
                    {period ? <span className="small muted"> ({t(`accessPackages.packages.features.period.${period}`)})</span> : null}
                  </th>
                  <td style={{ padding: '0.25rem 0.5rem 0.25rem 0' }}>
                    <InputText
                      type="number"
                      min={0}
                      step={1}
                      inputMode="numeric"
                      value={row.limit}
                      onChange={(event) => change(index, { limit: event.target.value })}
                      aria-label={t('accessPackages.packages.features.limitFor', { name })}
                      style={{ width: '100%' }}
                    />
                  </td>
                  <td style={{ padding: '0.25rem 0.5rem 0.25rem 0' }}>
                    <InputText
                      type="number"
                      min={0}
                      step={1}
                      inputMode="numeric"
                      value={row.lifetimeLimit}
                      onChange={(event) => change(index, { lifetimeLimit: event.target.value })}
                      aria-label={t('accessPackages.packages.features.lifetimeLimitFor', { name })}
                      style={{ width: '100%' }}
                    />
                  </td>
                  <td>
                    <Button
                      type="button"
                      icon="pi pi-times"
                      text
                      rounded
                      severity="danger"
                      aria-label={t('accessPackages.packages.features.remove', { name })}
                      onClick={() => remove(index)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="small muted">{t('accessPackages.packages.features.none')}</p>
      )}
      {error ? (
        <small id={`${baseId}-error`} className="p-error" role="alert">
          {error}
        </small>
      ) : null}
    </fieldset>
  );
}
