import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { SaveStatus } from '../state/useAutosave';

const icons: Record<SaveStatus, string> = {
  saved: 'pi pi-check-circle',
  unsaved: 'pi pi-circle',
  saving: 'pi pi-spin pi-spinner',
  conflict: 'pi pi-exclamation-triangle',
  invalid: 'pi pi-ban',
  offline: 'pi pi-cloud',
};

/**
 * Where the draft stands: saved, saving, not saved yet, or why not. A conflict (another
 * window saved this flow since) offers the two ways out: keep this window's version, or load
 * the other one.
 */
export function SaveIndicator({ status, onKeepMine, onLoadLatest }: { status: SaveStatus; onKeepMine(): void; onLoadLatest(): void }) {
  const { t } = useTranslation();
  return (
    <div className={`fb-save is-${status}`}>
      <span role="status" aria-live="polite" className="fb-save-text" data-testid="save-status" data-status={status}>
        <i className={icons[status]} aria-hidden="true" /> {t(`flowBuilder.save.${status}`)}
      </span>
      {status === 'conflict' ? (
        <span className="fb-save-actions">
          <Button type="button" size="small" text label={t('flowBuilder.save.keepMine')} onClick={onKeepMine} />
          <Button type="button" size="small" text label={t('flowBuilder.save.loadLatest')} onClick={onLoadLatest} />
        </span>
      ) : null}
    </div>
  );
}
