import { useTranslation } from 'react-i18next';
import { Checkbox } from 'primereact/checkbox';
import { permissionActions, type PermissionAction, type PermissionEntry, type PermissionSlug } from './accessLevelTypes';

interface PermissionMatrixProps {
  slugs: readonly PermissionSlug[];
  /** One entry per slug, in the same order. */
  value: readonly PermissionEntry[];
  onChange(next: PermissionEntry[]): void;
  describedBy?: string;
}

/**
 * One row per route slug, one checkbox per action (Read, Edit, Create, Delete), and a
 * "select all" per column. Every checkbox is labelled "<Action>: <screen>" for screen readers.
 */
export function PermissionMatrix({ slugs, value, onChange, describedBy }: PermissionMatrixProps) {
  const { t } = useTranslation();
  const actionLabel = (action: PermissionAction) => t(`accessPackages.accessLevels.matrix.${action}`);
  const allTicked = (action: PermissionAction) => value.length > 0 && value.every((entry) => entry[action]);
  const setColumn = (action: PermissionAction, checked: boolean) => onChange(value.map((entry) => ({ ...entry, [action]: checked })));
  const setCell = (index: number, action: PermissionAction, checked: boolean) =>
    onChange(value.map((entry, i) => (i === index ? { ...entry, [action]: checked } : entry)));

  if (!slugs.length) return <p className="muted small">{t('accessPackages.accessLevels.matrix.none')}</p>;

  return (
    <div style={{ maxHeight: '50vh', overflow: 'auto' }}>
      <table
        aria-label={t('accessPackages.accessLevels.matrix.tableLabel')}
        aria-describedby={describedBy}
        style={{ width: '100%', borderCollapse: 'collapse' }}
      >
        <thead style={{ position: 'sticky', top: 0, background: 'var(--surface-overlay, var(--surface-card))', zIndex: 1 }}>
          <tr>
            <th scope="col" style={{ textAlign: 'start', paddingBlock: '0.375rem', paddingInline: '0 0.5rem' }}>
              {t('accessPackages.accessLevels.matrix.permission')}
            </th>
            {permissionActions.map((action) => (
              <th key={action} scope="col" style={{ padding: '0.375rem 0.5rem', width: '5.5rem' }}>
                <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '0.25rem' }}>
                  <span aria-hidden="true">{actionLabel(action)}</span>
                  <Checkbox
                    checked={allTicked(action)}
                    onChange={(event) => setColumn(action, Boolean(event.checked))}
                    aria-label={t('accessPackages.accessLevels.matrix.selectAll', { action: actionLabel(action) })}
                  />
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {value.map((entry, index) => {
            const name = slugs[index]?.name ?? entry.slug;
            return (
              <tr key={entry.slug} style={{ borderTop: '1px solid var(--surface-border)' }}>
                <th scope="row" style={{ textAlign: 'start', fontWeight: 400, paddingBlock: '0.375rem', paddingInline: '0 0.5rem' }}>
                  {name}
                  <span className="small muted" style={{ display: 'block' }}>
                    {entry.slug}
                  </span>
                </th>
                {permissionActions.map((action) => (
                  <td key={action} style={{ textAlign: 'center', padding: '0.375rem 0.5rem' }}>
                    <Checkbox
                      checked={entry[action]}
                      onChange={(event) => setCell(index, action, Boolean(event.checked))}
                      aria-label={t('accessPackages.accessLevels.matrix.cell', { action: actionLabel(action), name })}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
