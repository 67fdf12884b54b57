import { useId } from 'react';
import type { SubscriberCustomFieldView } from '../../flows/subscriberProfileSchemas.ts';
import { CustomFieldRow } from './CustomFieldRow.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { useProfileText } from './profileText.ts';

export interface CustomFieldListProps {
  fields: SubscriberCustomFieldView[];
  /** Absent: the user may only read. */
  save?: ((key: string, value: string | null) => Promise<SubscriberCustomFieldView>) | undefined;
  onSaved(field: SubscriberCustomFieldView): void;
}

/** Every custom variable of the account with the subscriber's value; user ones editable in place. */
export function CustomFieldList({ fields, save, onSaved }: CustomFieldListProps) {
  const text = useProfileText();
  const id = useId();
  return (
    <ProfileCard id={id} title={text('fields')}>
      {fields.length === 0 ? (
        <p style={{ margin: 0, color: 'var(--text-color-secondary)' }}>{text('noFields')}</p>
      ) : (
        <ul aria-labelledby={id} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: '0.5rem' }}>
          {fields.map((field) => (
            <CustomFieldRow key={field.key} field={field} save={field.scope === 'user' ? save : undefined} onSaved={onSaved} />
          ))}
        </ul>
      )}
    </ProfileCard>
  );
}
