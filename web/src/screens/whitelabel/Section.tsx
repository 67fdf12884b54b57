import type { ReactNode } from 'react';

interface SectionProps {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** A titled part of the screen: a landmark named by its h2, so assistive technology can jump to it. */
export function Section({ id, title, intro, children }: SectionProps) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: '0.75rem',
        padding: '1rem 1.25rem',
        background: 'var(--surface-card)',
        border: '1px solid var(--surface-border)',
        borderRadius: 'var(--border-radius)',
      }}
    >
      <div>
        <h2 id={`${id}-title`} style={{ margin: 0, fontSize: '1.2rem' }}>
          {title}
        </h2>
        {intro ? <p style={{ margin: '0.25rem 0 0', color: 'var(--text-color-secondary)' }}>{intro}</p> : null}
      </div>
      {children}
    </section>
  );
}
