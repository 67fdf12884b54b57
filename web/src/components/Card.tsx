import type { ReactNode } from 'react';

interface CardProps {
  className?: string;
  children: ReactNode;
}

/**
 * PrimeReact's Card as it draws itself (same elements and classes, so the theme styles it the
 * same), for the shell and its first screens: see Button.tsx for why they do not use PrimeReact's.
 */
export function Card({ className, children }: CardProps) {
  return (
    <div className={className ? `${className} p-card p-component` : 'p-card p-component'} data-pc-name="card" data-pc-section="root">
      <div className="p-card-body" data-pc-section="body">
        <div className="p-card-content" data-pc-section="content">
          {children}
        </div>
      </div>
    </div>
  );
}
