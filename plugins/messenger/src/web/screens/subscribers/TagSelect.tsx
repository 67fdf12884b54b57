import { useId } from 'react';
import { SelectField } from '@chatmill/sdk/web';
import type { TagOption } from '../../useTags.ts';

interface TagSelectProps {
  label: string;
  tags: readonly TagOption[];
  /** A tag id, or '' for none. */
  value: string;
  onChange(tagId: string): void;
  emptyLabel: string;
  disabled?: boolean;
}

/** A labelled choice of one of the account's tags. */
export function TagSelect({ label, tags, value, onChange, emptyLabel, disabled }: TagSelectProps) {
  const id = useId();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      <label htmlFor={id}>{label}</label>
      <SelectField
        id={id}
        value={value}
        emptyLabel={emptyLabel}
        disabled={disabled}
        options={tags.map((tag) => ({ value: String(tag.id), label: tag.groupName }))}
        onChange={(event) => onChange(event.target.value)}
      />
    </span>
  );
}
