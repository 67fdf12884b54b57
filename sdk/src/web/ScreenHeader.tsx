import type { ReactNode } from 'react';

export interface ScreenHeaderProps {
  title: string;
  /** A line under the title. */
  subtitle?: ReactNode;
  /** Buttons on the right: "New …", "Import", "Export". */
  actions?: ReactNode;
}

/** A screen's heading (its one h1) with its main actions, laid out like the shell's own screens. */
export function ScreenHeader({ title, subtitle, actions }: ScreenHeaderProps) {
  return (
    <div
      className="page-header"
      style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center', justifyContent: 'space-between', marginBottom: '1rem' }}
    >
      <div>
        <h1 style={{ margin: 0 }}>{title}</h1>
        {subtitle ? <p style={{ margin: '0.25rem 0 0', color: 'var(--text-color-secondary)' }}>{subtitle}</p> : null}
      </div>
      {actions ? <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>{actions}</div> : null}
    </div>
  );
}
