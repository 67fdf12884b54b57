import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, type SelectOption } from '../../../../../sdk/src/web/SelectField.tsx';
import { userStatuses, type AdminUserOptions } from './usersApi';

export interface UserFilterValues {
  brandId: string;
  packageId: string;
  userType: string;
  accessType: string;
  status: string;
}

export const noFilters: UserFilterValues = { brandId: '', packageId: '', userType: '', accessType: '', status: '' };

interface UserFiltersProps {
  options: AdminUserOptions | null;
  value: UserFilterValues;
  onChange(value: UserFilterValues): void;
}

/** One labelled select per filter; an empty choice is "any". */
function Filter({
  label,
  options,
  value,
  any,
  onChange,
}: {
  label: string;
  options: SelectOption[];
  value: string;
  any: string;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <span style={{ display: 'inline-flex', flexDirection: 'column', gap: '0.25rem' }}>
      <label htmlFor={id} className="small">
        {label}
      </label>
      <SelectField id={id} options={options} emptyLabel={any} value={value} onChange={(event) => onChange(event.target.value)} style={{ minWidth: '9rem' }} />
    </span>
  );
}

/**
 * The users list's filters (package, user type, access type, status, brand). The package list
 * follows the brand: a brand's own packages, or every package named with its brand.
 */
export function UserFilters({ options, value, onChange }: UserFiltersProps) {
  const { t } = useTranslation();
  const brands = options?.brands ?? [];
  const shownBrands = value.brandId ? brands.filter((b) => String(b.id) === value.brandId) : brands;
  const packageOptions = shownBrands.flatMap((brand) =>
    brand.packages.map((pkg) => ({ value: String(pkg.id), label: shownBrands.length > 1 ? `${brand.name} — ${pkg.name}` : pkg.name })),
  );
  const set = (patch: Partial<UserFilterValues>) => onChange({ ...value, ...patch });

  return (
    <div role="group" aria-label={t('admin.users.filters.label')} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'flex-end' }}>
      {options?.allBrands ? (
        <Filter
          label={t('admin.users.filters.brand')}
          any={t('admin.users.filters.anyBrand')}
          options={brands.map((b) => ({ value: String(b.id), label: b.name }))}
          value={value.brandId}
          // A package belongs to one brand: another brand clears it.
          onChange={(brandId) => set({ brandId, packageId: '' })}
        />
      ) : null}
      <Filter
        label={t('admin.users.filters.package')}
        any={t('admin.users.filters.anyPackage')}
        options={packageOptions}
        value={value.packageId}
        onChange={(packageId) => set({ packageId })}
      />
      <Filter
        label={t('admin.users.filters.userType')}
        any={t('admin.users.filters.anyUserType')}
        options={(['Admin', 'Member'] as const).map((type) => ({ value: type, label: t(`admin.users.userTypes.${type}`) }))}
        value={value.userType}
        onChange={(userType) => set({ userType })}
      />
      <Filter
        label={t('admin.users.filters.accessType')}
        any={t('admin.users.filters.anyAccessType')}
        options={(['owner', 'team_member', 'client_user'] as const).map((type) => ({ value: type, label: t(`admin.users.accessTypes.${type}`) }))}
        value={value.accessType}
        onChange={(accessType) => set({ accessType })}
      />
      <Filter
        label={t('admin.users.filters.status')}
        any={t('admin.users.filters.anyStatus')}
        options={userStatuses.map((status) => ({ value: status, label: t(`admin.users.status.${status}`) }))}
        value={value.status}
        onChange={(status) => set({ status })}
      />
    </div>
  );
}
