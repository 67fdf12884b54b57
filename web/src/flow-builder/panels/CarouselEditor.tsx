import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import type { MessageItem, Suggestion } from '../../../../sdk/src/flows/coreNodeSettings.ts';
import { newGraphId } from '../../../../sdk/src/web/flows/graphEdits.ts';
import { EntryTools, moved, replaced, TextInput } from './fields';
import { SuggestionsEditor } from './SuggestionsEditor';

type Carousel = Extract<MessageItem, { kind: 'carousel' }>;
type Card = Carousel['cards'][number];

/** Spec 2, 5 and 9: a carousel has at most 10 items; each card has at most 3 buttons. */
export const MAX_CAROUSEL_CARDS = 10;
const MAX_CARD_BUTTONS = 3;

/** A carousel's cards: title (required) and at least one more of subtitle, image or a button (spec 2, 5). */
export function CarouselEditor({
  item,
  onChange,
  readOnly,
  issue,
}: {
  item: Carousel;
  onChange(item: Carousel): void;
  readOnly: boolean;
  issue(...path: Array<string | number>): string | undefined;
}) {
  const { t } = useTranslation();
  const cards = item.cards;
  const setCards = (next: Card[]) => onChange({ ...item, cards: next });
  const optional = (card: Card, key: 'subtitle' | 'imageUrl', value: string): Card => {
    const { [key]: _old, ...rest } = card;
    return value ? { ...rest, [key]: value } : rest;
  };
  return (
    <div className="fb-cards">
      {cards.map((card, index) => {
        const name = card.title || t('flowBuilder.panels.message.cardN', { n: index + 1 });
        const update = (next: Card) => setCards(replaced(cards, index, next));
        return (
          <div key={card.id} className="fb-entry fb-entry-nested">
            <div className="fb-entry-head">
              <span>{t('flowBuilder.panels.message.cardN', { n: index + 1 })}</span>
              <EntryTools
                name={name}
                index={index}
                count={cards.length}
                disabled={readOnly}
                onMove={(from, to) => setCards(moved(cards, from, to))}
                onRemove={() => setCards(cards.filter((_, i) => i !== index))}
              />
            </div>
            <TextInput
              label={t('flowBuilder.panels.message.cardTitle')}
              value={card.title}
              onChange={(title) => update({ ...card, title })}
              disabled={readOnly}
              maxLength={80}
              error={issue('cards', index, 'title')}
              variables
            />
            <TextInput
              label={t('flowBuilder.panels.message.cardSubtitle')}
              value={card.subtitle ?? ''}
              onChange={(value) => update(optional(card, 'subtitle', value))}
              disabled={readOnly}
              maxLength={80}
              variables
            />
            <TextInput
              label={t('flowBuilder.panels.message.cardImage')}
              type="url"
              placeholder="https://"
              value={card.imageUrl ?? ''}
              onChange={(value) => update(optional(card, 'imageUrl', value.trim()))}
              disabled={readOnly}
              error={issue('cards', index, 'imageUrl')}
              variables
            />
            <SuggestionsEditor
              noun={t('flowBuilder.panels.message.button')}
              suggestions={card.buttons}
              max={MAX_CARD_BUTTONS}
              onChange={(buttons: Suggestion[]) => update({ ...card, buttons })}
              readOnly={readOnly}
              issue={(i, field) => issue('cards', index, 'buttons', i, field)}
            />
          </div>
        );
      })}
      <Button
        type="button"
        icon="pi pi-plus"
        label={t('flowBuilder.panels.message.addCard')}
        size="small"
        outlined
        disabled={readOnly || cards.length >= MAX_CAROUSEL_CARDS}
        onClick={() => setCards([...cards, { id: newGraphId('c'), title: '', buttons: [] }])}
      />
      {cards.length >= MAX_CAROUSEL_CARDS ? <small className="fb-field-hint">{t('flowBuilder.panels.message.carouselFull')}</small> : null}
    </div>
  );
}
