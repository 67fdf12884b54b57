import { Button } from 'primereact/button';

export interface EmptyStateProps {
  message: string;
  /** An optional call to action, e.g. "New contact". */
  action?: { label: string; onClick: () => void; icon?: string } | undefined;
  icon?: string;
}

/** What a list shows when it has nothing: a line of text and, where it helps, the way to add the first item. */
export function EmptyState({ message, action, icon = 'pi pi-inbox' }: EmptyStateProps) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '0.75rem', padding: '2rem 1rem', textAlign: 'center' }}>
      <i className={icon} aria-hidden="true" style={{ fontSize: '2rem', color: 'var(--text-color-secondary)' }} />
      <p style={{ margin: 0, color: 'var(--text-color-secondary)' }}>{message}</p>
      {action ? <Button type="button" label={action.label} icon={action.icon ?? 'pi pi-plus'} onClick={action.onClick} /> : null}
    </div>
  );
}
