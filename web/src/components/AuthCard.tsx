import type { ReactNode } from 'react';
import { Brand } from './Brand';
import { Card } from './Card';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card of the public pages (login, register, password reset, setup, errors). */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <main className="auth-page">
      <Brand />
      <Card className="auth-card">
        <header className="auth-header">
          <h1>{title}</h1>
          {subtitle ? <p className="muted">{subtitle}</p> : null}
        </header>
        {children}
        {footer ? <footer className="auth-footer">{footer}</footer> : null}
      </Card>
    </main>
  );
}
