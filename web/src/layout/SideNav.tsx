import { memo, useCallback, useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { arePluginTextsPending } from '../plugins/pluginModules';
import { usePluginStore } from '../plugins/pluginStore';
import { CORE_NS, translateIn, useTextIn } from '../plugins/pluginText';
import { useSessionStore } from '../session/sessionStore';
import { buildMenu, containsPath, type NavEntry, type NavGroup } from './menuModel';
import { useStarredPages } from './starredPages';

interface ItemProps {
  entry: NavEntry;
  pathname: string;
  onNavigate: (() => void) | undefined;
  /**
   * The menu's `useTextIn`, passed down: one subscription for the menu, not one per entry.
   * Core entries get one that stays the same when a plugin's texts arrive, so they are not redrawn.
   */
  text: (ns: string, text: string) => string;
}

/**
 * A menu entry: a link, or, with a submenu, a button that opens and closes it (as in the
 * manifests, the submenu lists the pages; the parent's own url is not a page of its own).
 */
const NavItem = memo(function NavItem({ entry, pathname, onNavigate, text }: ItemProps) {
  const subId = useId();
  const hasChildren = entry.children.length > 0;
  const within = hasChildren && containsPath(entry, pathname);
  const [open, setOpen] = useState(within);
  // Opening a page inside a closed submenu opens it.
  useEffect(() => {
    if (within) setOpen(true);
  }, [within]);
  const content = (
    <>
      <i className={entry.icon} aria-hidden="true" />
      <span className="nav-label">{text(entry.ns, entry.name)}</span>
      {entry.tag ? <span className="nav-tag">{text(entry.ns, entry.tag)}</span> : null}
    </>
  );

  if (entry.external) {
    return (
      <li>
        <a href={entry.url} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
          {content}
          <i className="pi pi-external-link nav-external" aria-hidden="true" />
        </a>
      </li>
    );
  }
  if (!hasChildren) {
    return (
      <li>
        <NavLink to={entry.url} end={entry.url === '/'} onClick={onNavigate}>
          {content}
        </NavLink>
      </li>
    );
  }
  return (
    <li>
      <button
        type="button"
        className={`nav-parent${within ? ' is-within' : ''}`}
        aria-expanded={open}
        aria-controls={subId}
        onClick={() => setOpen((value) => !value)}
      >
        {content}
        <i className="pi pi-chevron-down nav-chevron" aria-hidden="true" />
      </button>
      <ul id={subId} className="nav-sub" hidden={!open}>
        {entry.children.map((child) => (
          <NavItem key={child.key} entry={child} pathname={pathname} onNavigate={onNavigate} text={text} />
        ))}
      </ul>
    </li>
  );
});

const NO_GROUPS: NavGroup[] = [];

/**
 * The side menu (spec 2.4): starred pages, the core items, then the plugins' items under
 * their headers. The server sends only the items the user may read; they are checked again here.
 */
export function SideNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  // A new function only when the language changes (`t` changes with it), not when plugins' texts arrive.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `t` stands for the language here
  const coreText = useCallback((ns: string, key: string) => translateIn(ns, key), [t]);
  const { pathname } = useLocation();
  const user = useSessionStore((state) => state.user);
  const plugins = usePluginStore((state) => state.plugins);
  const starred = useStarredPages((state) => state.pages);
  const whitelabel = usePluginStore((state) => state.brand?.whitelabel === true);
  // The menu's dozens of links are drawn in deferred renders, which React slices and commits
  // on their own: first after the frame and its screen (hidden on a phone, the menu is no
  // part of the first screen), then as the plugins' entries and texts arrive, when a redraw at
  // once was one long task each time (the memoised items keep their old props meanwhile).
  const textIn = useTextIn();
  // A plugin's names are blank (a placeholder bar) until its texts came, never text keys.
  const text = useDeferredValue(useMemo(() => (ns: string, key: string) => (arePluginTextsPending(ns) ? '' : textIn(ns, key)), [textIn]));
  const groups = useDeferredValue(
    useMemo(() => buildMenu(plugins, user, whitelabel), [plugins, user, whitelabel]),
    NO_GROUPS,
  );
  const idPrefix = useId();

  return (
    <nav className="side-nav" aria-label={t('layout.mainMenu')}>
      {starred.length > 0 ? (
        <div className="nav-group">
          <span className="nav-header" id={`${idPrefix}-starred`}>
            {t('layout.starredPages')}
          </span>
          <ul aria-labelledby={`${idPrefix}-starred`}>
            {starred.map((page) => (
              <li key={page.path}>
                <NavLink to={page.path} end onClick={onNavigate}>
                  <i className="pi pi-star-fill" aria-hidden="true" />
                  <span className="nav-label">{text(page.ns, page.name)}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {groups.map((group, index) => {
        const headerId = `${idPrefix}-group-${index}`;
        return (
          <div className="nav-group" key={group.key}>
            {group.header ? (
              <span className="nav-header" id={headerId}>
                {text(group.header.ns, group.header.text)}
              </span>
            ) : null}
            <ul aria-labelledby={group.header ? headerId : undefined}>
              {group.entries.map((entry) => (
                <NavItem key={entry.key} entry={entry} pathname={pathname} onNavigate={onNavigate} text={entry.ns === CORE_NS ? coreText : text} />
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
