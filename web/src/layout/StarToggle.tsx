import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useCurrentPage } from '../app/pageInfo';
import { Button } from '../components/Button';
import { useStarredPages } from './starredPages';

/** Stars or unstars the page on screen; starred pages are listed in the side menu. */
export function StarToggle() {
  const { t } = useTranslation();
  const page = useCurrentPage();
  const { pathname } = useLocation();
  const starred = useStarredPages((state) => state.pages.some((entry) => entry.path === pathname));
  const toggle = useStarredPages((state) => state.toggle);
  if (!page) return null;
  const label = starred ? t('layout.unstar') : t('layout.star');
  return (
    <Button
      type="button"
      className="star-toggle"
      icon={starred ? 'pi pi-star-fill' : 'pi pi-star'}
      rounded
      text
      severity={starred ? 'warning' : 'secondary'}
      aria-label={label}
      title={label}
      onClick={() => toggle({ path: pathname, ns: page.ns, name: page.name })}
    />
  );
}
