import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { SelectField } from '@chatmill/sdk/web';
import { botToolLimits, defaultLocale } from '../../../common/botToolLimits.ts';
import { permissionSlugs } from '../../../common/permissions.ts';
import type { BotToolFlow } from './botToolApi.ts';
import { BotToolScreen } from './BotToolScreen.tsx';
import { CharCount } from './CharCount.tsx';
import { FlowSelect } from './FlowSelect.tsx';
import { LocaleSections } from './LocaleSections.tsx';

/** A menu item as edited: a postback starts a flow, a web_url opens a page (Meta removed nested menus in Graph API v8.0). */
type Item = { type: 'postback'; title: string; flowId: number | null } | { type: 'web_url'; title: string; url: string };
interface Menu {
  locale: string;
  composerInputDisabled: boolean;
  items: Item[];
}
interface Draft {
  menus: Menu[];
}

function ItemRow({
  item,
  index,
  flows,
  onChange,
  onRemove,
}: {
  item: Item;
  index: number;
  flows: BotToolFlow[] | null;
  onChange(item: Item): void;
  onRemove(): void;
}) {
  const { t } = useTranslation('messenger');
  const id = useId();
  const number = index + 1;
  return (
    <div
      style={{
        display: 'flex',
        gap: '0.75rem',
        alignItems: 'flex-end',
        flexWrap: 'wrap',
        borderBottom: '1px dashed var(--surface-border)',
        paddingBottom: '0.75rem',
      }}
    >
      <span style={{ display: 'flex', flexDirection: 'column', gap: '0.25rem' }}>
        <label htmlFor={`${id}-type`}>{t('botTools.persistentMenu.type', { number })}</label>
        <SelectField
          id={`${id}-type`}
          value={item.type}
          options={[
            { value: 'postback', label: t('botTools.persistentMenu.postback') },
            { value: 'web_url', label: t('botTools.persistentMenu.webUrl') },
          ]}
          onChange={(e) =>
            onChange(e.target.value === 'web_url' ? { type: 'web_url', title: item.title, url: '' } : { type: 'postback', title: item.title, flowId: null })
          }
        />
      </span>
      <span style={{ display: 'flex', flexDirection: 'column', gap: '0.25rem', flex: '1 1 12rem' }}>
        <label htmlFor={`${id}-title`}>{t('botTools.persistentMenu.itemTitle', { number })}</label>
        <InputText
          id={`${id}-title`}
          value={item.title}
          maxLength={botToolLimits.menuTitle}
          aria-describedby={`${id}-count`}
          onChange={(e) => onChange({ ...item, title: e.target.value })}
        />
        <CharCount id={`${id}-count`} value={item.title} max={botToolLimits.menuTitle} />
      </span>
      {item.type === 'postback' ? (
        <FlowSelect
          flows={flows}
          value={item.flowId}
          label={t('botTools.persistentMenu.flow', { number })}
          onChange={(flowId) => onChange({ ...item, flowId })}
        />
      ) : (
        <span style={{ display: 'flex', flexDirection: 'column', gap: '0.25rem', flex: '1 1 16rem' }}>
          <label htmlFor={`${id}-url`}>{t('botTools.persistentMenu.url', { number })}</label>
          <InputText
            id={`${id}-url`}
            type="url"
            value={item.url}
            placeholder="https://"
            maxLength={botToolLimits.url}
            onChange={(e) => onChange({ ...item, url: e.target.value })}
          />
        </span>
      )}
      <Button type="button" icon="pi pi-trash" text severity="danger" aria-label={t('botTools.persistentMenu.remove', { number })} onClick={onRemove} />
    </div>
  );
}

function MenuEditor({ menu, flows, onChange }: { menu: Menu; flows: BotToolFlow[] | null; onChange(menu: Menu): void }) {
  const { t } = useTranslation('messenger');
  const id = useId();
  const replace = (index: number, next: Item) => onChange({ ...menu, items: menu.items.map((item, i) => (i === index ? next : item)) });
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: '0.75rem' }}>
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
        <Checkbox inputId={id} checked={menu.composerInputDisabled} onChange={(e) => onChange({ ...menu, composerInputDisabled: Boolean(e.checked) })} />
        <label htmlFor={id}>{t('botTools.persistentMenu.composerInputDisabled')}</label>
      </span>
      {menu.items.map((item, index) => (
        <ItemRow
          key={index}
          item={item}
          index={index}
          flows={flows}
          onChange={(next) => replace(index, next)}
          onRemove={() => onChange({ ...menu, items: menu.items.filter((_, i) => i !== index) })}
        />
      ))}
      <div style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
        <Button
          type="button"
          label={t('botTools.persistentMenu.add')}
          icon="pi pi-plus"
          text
          disabled={menu.items.length >= botToolLimits.menuItems}
          onClick={() => onChange({ ...menu, items: [...menu.items, { type: 'postback', title: '', flowId: null }] })}
        />
        <small style={{ color: 'var(--text-color-secondary)' }}>
          {t('botTools.persistentMenu.count', { count: menu.items.length, max: botToolLimits.menuItems })}
        </small>
      </div>
    </div>
  );
}

/** /social-media-automations/bot-tools/persistent-menu: the menu always at hand in the page's conversations, per locale. */
export default function PersistentMenuScreen() {
  const { t } = useTranslation('messenger');
  const newMenu = (locale: string): Menu => ({ locale, composerInputDisabled: false, items: [{ type: 'postback', title: '', flowId: null }] });
  return (
    <BotToolScreen<Draft>
      tool="PersistentMenu"
      title={t('botTools.persistentMenu.title')}
      intro={t('botTools.persistentMenu.intro')}
      slug={permissionSlugs.persistentMenu}
      empty={() => ({ menus: [newMenu(defaultLocale)] })}
      editor={({ draft, onChange, flows }) => (
        <LocaleSections<Menu>
          items={draft.menus}
          onChange={(menus) => onChange({ menus })}
          create={newMenu}
          render={(menu, update) => <MenuEditor menu={menu} flows={flows} onChange={update} />}
        />
      )}
    />
  );
}
