import { useTranslation } from 'react-i18next';
import type { MessageItem } from '../../../../sdk/src/flows/coreNodeSettings.ts';
import { CarouselEditor } from './CarouselEditor';
import { TextArea, TextInput } from './fields';
import { SuggestionsEditor } from './SuggestionsEditor';

/** Text above buttons: spec 2, 5 (under 640 characters; Messenger's capability check says more on publish). */
const BUTTON_TEXT_LIMIT = 640;

/** The fields of one message of a set, by its kind. */
export function MessageItemEditor({
  item,
  onChange,
  readOnly,
  issue,
}: {
  item: MessageItem;
  onChange(item: MessageItem): void;
  readOnly: boolean;
  issue(...path: Array<string | number>): string | undefined;
}) {
  const { t } = useTranslation();
  switch (item.kind) {
    case 'text':
      return (
        <TextArea
          label={t('flowBuilder.panels.message.text')}
          value={item.text}
          onChange={(text) => onChange({ ...item, text })}
          disabled={readOnly}
          variables
          maxLength={2000}
          error={issue('text')}
        />
      );
    case 'buttons':
      return (
        <>
          <TextArea
            label={t('flowBuilder.panels.message.text')}
            value={item.text}
            onChange={(text) => onChange({ ...item, text })}
            disabled={readOnly}
            variables
            maxLength={BUTTON_TEXT_LIMIT}
            error={issue('text')}
          />
          <SuggestionsEditor
            noun={t('flowBuilder.panels.message.button')}
            suggestions={item.buttons}
            max={10}
            onChange={(buttons) => onChange({ ...item, buttons })}
            readOnly={readOnly}
            issue={(i, field) => issue('buttons', i, field)}
          />
        </>
      );
    case 'quickReplies':
      return (
        <>
          <TextArea
            label={t('flowBuilder.panels.message.text')}
            value={item.text}
            onChange={(text) => onChange({ ...item, text })}
            disabled={readOnly}
            variables
            maxLength={2000}
            error={issue('text')}
          />
          <SuggestionsEditor
            noun={t('flowBuilder.panels.message.quickReply')}
            suggestions={item.replies}
            max={13}
            onChange={(replies) => onChange({ ...item, replies })}
            readOnly={readOnly}
            issue={(i, field) => issue('replies', i, field)}
          />
        </>
      );
    case 'carousel':
      return <CarouselEditor item={item} onChange={onChange} readOnly={readOnly} issue={issue} />;
    case 'image':
    case 'video':
    case 'file': {
      const { caption, ...rest } = item;
      return (
        <>
          <TextInput
            label={t('flowBuilder.panels.message.mediaUrl')}
            type="url"
            placeholder="https://"
            value={item.url}
            onChange={(url) => onChange({ ...item, url: url.trim() })}
            disabled={readOnly}
            error={issue('url')}
            variables
          />
          <TextInput
            label={t('flowBuilder.panels.message.caption')}
            value={caption ?? ''}
            onChange={(value) => onChange(value ? { ...rest, caption: value } : rest)}
            disabled={readOnly}
            maxLength={1000}
            variables
          />
        </>
      );
    }
  }
}
