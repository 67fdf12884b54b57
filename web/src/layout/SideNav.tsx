import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** The side menu. Plugins will add their items here through the SDK. */
export function SideNav() {
  const { t } = useTranslation();
  return (
    <nav className="side-nav" aria-label={t('layout.mainMenu')}>
      <ul>
        <li>
          <NavLink to="/" end>
            <i className="pi pi-home" aria-hidden="true" />
            {t('layout.nav.dashboard')}
          </NavLink>
        </li>
        <li>
          <NavLink to="/developers/api">
            <i className="pi pi-code" aria-hidden="true" />
            {t('layout.nav.apiReference')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
