import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { bulkLimit } from '../../../common/limits.ts';
import type { BulkAction } from '../../types.ts';

interface BulkActionBarProps {
  count: number;
  /** The actions this user may run; tag and book actions also need those lists. */
  actions: readonly BulkAction[];
  busy: boolean;
  onAction(action: BulkAction): void;
  onClear(): void;
}

const icons: Record<BulkAction, string> = {
  addTag: 'pi pi-tag',
  removeTag: 'pi pi-times-circle',
  addToBook: 'pi pi-book',
  removeFromBook: 'pi pi-minus-circle',
  delete: 'pi pi-trash',
};

/** Shown while contacts are ticked: what to do with all of them at once (at most 50, as the spec says). */
export function BulkActionBar({ count, actions, busy, onAction, onClear }: BulkActionBarProps) {
  const { t } = useTranslation('contacts');
  return (
    <div
      role="toolbar"
      aria-label={t('bulk.label')}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '0.5rem',
        padding: '0.5rem 0.75rem',
        borderRadius: 'var(--border-radius, 6px)',
        background: 'var(--highlight-bg, #eef2ff)',
      }}
    >
      <strong aria-live="polite">{t('bulk.selected', { count })}</strong>
      {count > bulkLimit ? <span style={{ color: 'var(--text-color-secondary)' }}>{t('bulk.limitHint', { limit: bulkLimit })}</span> : null}
      <span style={{ flex: 1 }} />
      {actions.map((action) => (
        <Button
          key={action}
          type="button"
          size="small"
          label={t(`bulk.${action}`)}
          icon={icons[action]}
          severity={action === 'delete' ? 'danger' : undefined}
          outlined={action !== 'delete'}
          disabled={busy}
          onClick={() => onAction(action)}
        />
      ))}
      <Button type="button" size="small" label={t('bulk.clearSelection')} text onClick={onClear} />
    </div>
  );
}
