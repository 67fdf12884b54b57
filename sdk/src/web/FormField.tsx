import type { ReactNode } from 'react';
import type { FieldBinding } from './useZodForm.ts';

export interface FormFieldProps {
  label: string;
  /** The binding from `form.field(name)`; or pass `id` and `error` yourself. */
  field?: Pick<FieldBinding<unknown>, 'id' | 'error' | 'describedBy'>;
  id?: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** The input, given the binding's id (`{...field.input}` or `{...field.select}`). */
  children: ReactNode;
}

/**
 * A label tied to its input by id, the input, and a hint or the error under it. The input
 * points at that text with aria-describedby, so screen readers read the error with the field
 * and tests find the input with getByLabel.
 */
export function FormField({ label, field, id, error, hint, children }: FormFieldProps) {
  const inputId = field?.id ?? id ?? '';
  const message = field ? field.error : error;
  return (
    <div className="field" style={{ display: 'flex', flexDirection: 'column', gap: '0.375rem', marginBottom: '1rem' }}>
      <label htmlFor={inputId} style={{ fontWeight: 500 }}>
        {label}
      </label>
      {children}
      {message ? (
        <small id={`${inputId}-error`} className="p-error">
          {message}
        </small>
      ) : hint ? (
        <small id={`${inputId}-hint`} style={{ color: 'var(--text-color-secondary)' }}>
          {hint}
        </small>
      ) : null}
    </div>
  );
}
