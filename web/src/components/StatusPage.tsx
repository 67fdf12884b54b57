import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { AuthCard } from './AuthCard';

interface StatusPageProps {
  title: string;
  detail: string;
  /** What stands above the way out: an icon or the error code. */
  mark: ReactNode;
  /** Another way out, under the link to the dashboard. */
  extra?: ReactNode;
}

/** A page that only says why the user cannot go on (404, no access) and leads back to the dashboard. */
export function StatusPage({ title, detail, mark, extra }: StatusPageProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <AuthCard title={title} subtitle={detail}>
      <div className="stack" style={{ alignItems: 'center' }}>
        {mark}
        <Link to="/">{t('common.goToDashboard')}</Link>
        {extra}
      </div>
    </AuthCard>
  );
}
