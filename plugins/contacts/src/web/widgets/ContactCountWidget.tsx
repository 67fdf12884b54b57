import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from 'primereact/card';
import { Skeleton } from 'primereact/skeleton';
import { contracts, useContactsApi } from '../api.ts';
import type { ContactStats } from '../types.ts';

/** Dashboard widget: how many contacts the account has, with a link to the list. */
export default function ContactCountWidget() {
  const { t, i18n } = useTranslation('contacts');
  const api = useContactsApi();
  const [stats, setStats] = useState<ContactStats | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    api.call(contracts.stats).then(
      (result) => !cancelled && setStats(result),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, [api]);

  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Card title={t('widgets.contactCount')} aria-busy={!stats && !failed}>
      {failed ? (
        <p role="alert" style={{ margin: 0 }}>
          {t('widget.loadFailed')}
        </p>
      ) : stats ? (
        <div style={{ display: 'flex', flexDirection: 'column', gap: '0.5rem' }}>
          <span style={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1 }} data-testid="contact-count">
            {number.format(stats.contacts)}
          </span>
          <span style={{ color: 'var(--text-color-secondary)' }}>
            {t('widget.groups', { books: number.format(stats.books), tags: number.format(stats.tags) })}
          </span>
          <Link to="/contacts/contact-list">
            {t('widget.open')} <i className="pi pi-arrow-right" aria-hidden="true" style={{ fontSize: '0.8rem' }} />
          </Link>
        </div>
      ) : (
        <Skeleton width="6rem" height="2rem" />
      )}
    </Card>
  );
}
