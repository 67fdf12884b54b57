import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentPage } from '../app/pageInfo';
import { useTextIn } from '../plugins/pluginText';

/** Home › section › page, from the route's breadcrumbs (spec 2.2). */
export function Breadcrumbs() {
  const { t } = useTranslation();
  const text = useTextIn();
  const page = useCurrentPage();
  const crumbs = page ? page.breadcrumbs.map((crumb) => text(page.ns, crumb)) : [];
  const home = t('layout.nav.home');

  return (
    <nav className="breadcrumbs" aria-label={t('layout.breadcrumb')}>
      <ol>
        <li>
          {crumbs.length === 0 && page ? (
            <span aria-current="page">{home}</span>
          ) : (
            <Link to="/">
              <i className="pi pi-home" aria-hidden="true" /> {home}
            </Link>
          )}
        </li>
        {crumbs.map((crumb, index) => (
          <Fragment key={index}>
            <li aria-hidden="true" className="crumb-sep">
              <i className="pi pi-angle-right" />
            </li>
            <li>{index === crumbs.length - 1 ? <span aria-current="page">{crumb}</span> : <span>{crumb}</span>}</li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
