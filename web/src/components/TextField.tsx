import type { ReactNode } from 'react';

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password' | 'search';
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  hint?: string;
  /** The message shown under the input (from the server's `fields` or a local check). */
  error?: string | undefined;
  /** Content on the label's line, right-aligned (for example "Forgot password?"). */
  labelAside?: ReactNode;
}

function inputClasses(value: string, invalid: boolean): string {
  return `p-inputtext p-component${value ? ' p-filled' : ''}${invalid ? ' p-invalid' : ''}`;
}

/**
 * A labelled input. The label is tied to the input by id, and the hint and error are
 * announced with it (aria-describedby), so screen readers and `getByLabel` both work.
 */
export function TextField({ id, label, value, onChange, type = 'text', autoComplete, autoFocus, placeholder, hint, error, labelAside }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <div className="field-label-row">
        <label htmlFor={id}>{label}</label>
        {labelAside}
      </div>
      {/* PrimeReact's InputText as it draws itself (see Button.tsx for why it is not used here). */}
      <input
        className={inputClasses(value, Boolean(error))}
        data-pc-name="inputtext"
        data-pc-section="root"
        id={id}
        name={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && !error ? (
        <small id={hintId} className="field-hint">
          {hint}
        </small>
      ) : null}
      {error ? (
        <small id={errorId} className="field-error">
          {error}
        </small>
      ) : null}
    </div>
  );
}
