import { useTranslation } from 'react-i18next';
import type { MessageItem, MessageSetSettings } from '../../../../sdk/src/flows/coreNodeSettings.ts';

function ItemLine({ item }: { item: MessageItem }) {
  const { t } = useTranslation();
  const kind = t(`flowBuilder.itemKinds.${item.kind}`);
  switch (item.kind) {
    case 'text':
    case 'buttons':
    case 'quickReplies':
      return (
        <>
          <span className="fb-item-kind">{kind}</span> <span className="fb-item-text">{item.text || '…'}</span>
        </>
      );
    case 'carousel':
      return <span className="fb-item-kind">{t('flowBuilder.nodeBody.cards', { kind, count: item.cards.length })}</span>;
    default:
      return (
        <>
          <span className="fb-item-kind">{kind}</span> <span className="fb-item-text">{item.url || '…'}</span>
        </>
      );
  }
}

/** The messages in the order they are sent; their buttons and quick replies are the node's outputs below. */
export function MessageSetNodeBody({ settings }: { settings: Partial<MessageSetSettings> }) {
  const { t } = useTranslation();
  const items = settings.items ?? [];
  if (items.length === 0) return <p className="fb-node-empty">{t('flowBuilder.nodeBody.noMessages')}</p>;
  return (
    <ul className="fb-node-list">
      {items.map((item) => (
        <li key={item.id} className="fb-node-item">
          <ItemLine item={item} />
        </li>
      ))}
    </ul>
  );
}
