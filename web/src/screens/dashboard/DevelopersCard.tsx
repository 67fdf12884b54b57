import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../components/Card';

export function DevelopersCard() {
  const { t } = useTranslation();
  return (
    <Card>
      <section className="stack" aria-labelledby="developers-title">
        <h2 id="developers-title">{t('dashboard.developers.title')}</h2>
        <p className="muted">{t('dashboard.developers.detail')}</p>
        <p>
          <Link to="/developers/api">
            <i className="pi pi-book" aria-hidden="true" /> {t('dashboard.developers.link')}
          </Link>
        </p>
      </section>
    </Card>
  );
}
