import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { z } from 'zod';
import { customFieldValueSchema, maxCustomFieldValueLength, type SubscriberCustomFieldView } from '../../flows/subscriberProfileSchemas.ts';
import { FormField } from '../FormField.tsx';
import { useHost } from '../host.ts';
import { useZodForm } from '../useZodForm.ts';
import { useProfileText } from './profileText.ts';

export interface CustomFieldRowProps {
  field: SubscriberCustomFieldView;
  /** Absent: shown read-only (no permission, or a global variable). */
  save?: ((key: string, value: string | null) => Promise<SubscriberCustomFieldView>) | undefined;
  onSaved(field: SubscriberCustomFieldView): void;
}

/** One field: its value (or that it has none, and the fallback flows use), and an in-place editor. */
export function CustomFieldRow({ field, save, onSaved }: CustomFieldRowProps) {
  const text = useProfileText();
  const [editing, setEditing] = useState(false);
  return (
    <li style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: '0.5rem' }}>
      {editing && save ? (
        <FieldEditor
          field={field}
          save={save}
          onDone={(saved) => {
            setEditing(false);
            if (saved) onSaved(saved);
          }}
        />
      ) : (
        <>
          <div style={{ minWidth: 0 }}>
            <div style={{ fontWeight: 500 }}>{field.name}</div>
            <div style={{ overflowWrap: 'anywhere', color: field.value === null ? 'var(--text-color-secondary)' : undefined }}>
              {field.value ?? text('noValue')}
            </div>
            {field.scope === 'global' ? <small style={{ color: 'var(--text-color-secondary)' }}>{text('globalScope')}</small> : null}
            {field.value === null && field.fallback ? (
              <small style={{ color: 'var(--text-color-secondary)' }}>{text('fallback', { fallback: field.fallback })}</small>
            ) : null}
          </div>
          {save ? (
            <Button type="button" icon="pi pi-pencil" text rounded aria-label={text('edit', { name: field.name })} onClick={() => setEditing(true)} />
          ) : null}
        </>
      )}
    </li>
  );
}

function FieldEditor({
  field,
  save,
  onDone,
}: {
  field: SubscriberCustomFieldView;
  save: NonNullable<CustomFieldRowProps['save']>;
  onDone(saved: SubscriberCustomFieldView | null): void;
}) {
  const text = useProfileText();
  const host = useHost();
  // The server's rule with the user's language; the server checks it again.
  const schema = useMemo(() => z.object({ value: customFieldValueSchema({ tooLong: text('valueTooLong'), control: text('valueControl') }) }), [text]);
  const form = useZodForm(schema, { value: field.value ?? '' });
  const value = form.field('value');
  const submit = form.submit(async ({ value: typed }) => {
    const saved = await save(field.key, typed === '' ? null : typed);
    host.toast({ severity: 'success', summary: text('saved', { name: field.name }) });
    onDone(saved);
  });
  return (
    <form onSubmit={submit} noValidate style={{ flex: '1 1 100%' }}>
      <FormField
        label={text('valueLabel', { name: field.name })}
        field={value}
        hint={field.fallback ? text('fallback', { fallback: field.fallback }) : undefined}
      >
        <InputText
          {...value.input}
          invalid={value.invalid}
          autoFocus
          autoComplete="off"
          maxLength={maxCustomFieldValueLength + 1}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onDone(null);
          }}
        />
      </FormField>
      {form.formError ? (
        <small role="alert" className="p-error" style={{ display: 'block', marginBottom: '0.5rem' }}>
          {form.formError}
        </small>
      ) : null}
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <Button type="submit" label={text('save')} icon="pi pi-check" size="small" loading={form.submitting} />
        <Button type="button" label={text('cancel')} size="small" text onClick={() => onDone(null)} disabled={form.submitting} />
      </div>
    </form>
  );
}
