import type { ReactNode } from 'react';

/** A titled panel of the profile; the heading names the region for screen readers. */
export function ProfileCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="surface-card" style={{ border: '1px solid var(--surface-border)', borderRadius: '6px', padding: '1rem' }}>
      <h2 id={id} style={{ margin: '0 0 0.75rem', fontSize: '1.1rem' }}>
        {title}
      </h2>
      {children}
    </section>
  );
}
