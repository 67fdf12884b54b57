import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import type { TagOption } from '../../useTags.ts';
import { TagSelect } from './TagSelect.tsx';
import { useBulkTag } from './useBulkTag.ts';

interface BulkTagBarProps {
  subscriberIds: readonly number[];
  tags: readonly TagOption[];
  onDone(): void;
  onClear(): void;
}

/** What can be done with the ticked subscribers: add or remove one tag (at most 50 at a time). */
export function BulkTagBar({ subscriberIds, tags, onDone, onClear }: BulkTagBarProps) {
  const { t } = useTranslation('messenger');
  const [tagId, setTagId] = useState('');
  const { busy, run } = useBulkTag(subscriberIds, onDone);
  const tag = tags.find((option) => String(option.id) === tagId);
  return (
    <div
      role="group"
      aria-label={t('subscribers.bulk.label')}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '0.75rem',
        padding: '0.5rem 0.75rem',
        background: 'var(--surface-100)',
        borderRadius: '6px',
      }}
    >
      <strong role="status">{t('subscribers.bulk.selected', { count: subscriberIds.length })}</strong>
      {tags.length ? (
        <>
          <TagSelect
            label={t('subscribers.bulk.tag')}
            tags={tags}
            value={tagId}
            onChange={setTagId}
            emptyLabel={t('subscribers.bulk.chooseTag')}
            disabled={busy}
          />
          <Button
            type="button"
            label={t('subscribers.bulk.addTag')}
            icon="pi pi-tag"
            size="small"
            disabled={!tag || busy}
            onClick={() => tag && void run('addTag', tag)}
          />
          <Button
            type="button"
            label={t('subscribers.bulk.removeTag')}
            icon="pi pi-times"
            size="small"
            severity="danger"
            outlined
            disabled={!tag || busy}
            onClick={() => tag && void run('removeTag', tag)}
          />
        </>
      ) : (
        <span>{t('subscribers.bulk.noTags')}</span>
      )}
      <Button type="button" label={t('subscribers.bulk.clear')} size="small" text disabled={busy} onClick={onClear} />
    </div>
  );
}
