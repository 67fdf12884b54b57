import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { messageSetSettings, type MessageItem, type MessageSetSettings } from '../../../../sdk/src/flows/coreNodeSettings.ts';
import type { FlowNodeEditorProps } from '../../../../sdk/src/web/flows/flowNodeEditors.ts';
import { newGraphId } from '../../../../sdk/src/web/flows/graphEdits.ts';
import { EntryTools, moved, replaced } from './fields';
import { MessageItemEditor } from './MessageItemEditor';
import { useSettingsIssues } from './useSettingsIssues';

type ItemKind = MessageItem['kind'];
const itemKinds: readonly ItemKind[] = ['text', 'buttons', 'quickReplies', 'carousel', 'image', 'video', 'file'];
const MAX_ITEMS = 10;

function newItem(kind: ItemKind): MessageItem {
  const id = newGraphId('i');
  switch (kind) {
    case 'text':
      return { id, kind, text: '' };
    case 'buttons':
      return { id, kind, text: '', buttons: [{ id: newGraphId('b'), type: 'next_step', title: '' }] };
    case 'quickReplies':
      return { id, kind, text: '', replies: [{ id: newGraphId('b'), type: 'next_step', title: '' }] };
    case 'carousel':
      return { id, kind, cards: [{ id: newGraphId('c'), title: '', buttons: [] }] };
    default:
      return { id, kind, url: '' };
  }
}

/** Send Message: the messages sent one after another (text, text with buttons, quick replies, carousel, image, video, file). */
export function MessageSetPanel({ settings, onChange, readOnly }: FlowNodeEditorProps<Partial<MessageSetSettings>>) {
  const { t } = useTranslation();
  const issue = useSettingsIssues(messageSetSettings, settings);
  const items = settings.items ?? [];
  const setItems = (next: MessageItem[]) => onChange({ ...settings, items: next });
  return (
    <div className="fb-panel-fields">
      {items.length === 0 ? <p className="fb-field-hint">{t('flowBuilder.panels.message.empty')}</p> : null}
      {items.map((item, index) => {
        const kind = t(`flowBuilder.itemKinds.${item.kind}`);
        return (
          <section key={item.id} className="fb-entry" aria-label={t('flowBuilder.panels.message.itemN', { n: index + 1, kind })}>
            <div className="fb-entry-head">
              <span>
                {index + 1}. {kind}
              </span>
              <EntryTools
                name={`${index + 1}. ${kind}`}
                index={index}
                count={items.length}
                disabled={readOnly}
                onMove={(from, to) => setItems(moved(items, from, to))}
                onRemove={() => setItems(items.filter((_, i) => i !== index))}
              />
            </div>
            <MessageItemEditor
              item={item}
              onChange={(next) => setItems(replaced(items, index, next))}
              readOnly={readOnly}
              issue={(...path) => issue('items', index, ...path)}
            />
          </section>
        );
      })}
      <fieldset className="fb-group">
        <legend>{t('flowBuilder.panels.message.add')}</legend>
        <div className="fb-add-kinds">
          {itemKinds.map((kind) => (
            <Button
              key={kind}
              type="button"
              size="small"
              outlined
              label={t(`flowBuilder.itemKinds.${kind}`)}
              disabled={readOnly || items.length >= MAX_ITEMS}
              onClick={() => setItems([...items, newItem(kind)])}
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}
