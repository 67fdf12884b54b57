import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, type SelectOption } from '../../../../sdk/src/web/SelectField.tsx';
import { VariablePicker } from './VariablePicker';

/**
 * The small labelled inputs the side panels are made of. Each one is a native control tied to
 * its label, so the panels work with the keyboard and screen readers, and tests find the
 * fields by their labels.
 */

interface BaseProps {
  label: string;
  disabled?: boolean | undefined;
  hint?: string | undefined;
  error?: string | undefined;
}

/** A text the subscriber is sent: it gets the insert-variable picker (`{{first_name}}`...), which the runtime fills per subscriber. */
interface PersonalisedProps {
  variables?: boolean | undefined;
}

/** The control, with the insert-variable picker beside it when the text is personalised. */
function WithPicker({ picker, children }: { picker: ReactNode; children: ReactNode }) {
  return picker ? (
    <div className="fb-field-row">
      {children}
      {picker}
    </div>
  ) : (
    <>{children}</>
  );
}

function Field({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="fb-field">
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <small id={`${id}-note`} className="p-error">
          {error}
        </small>
      ) : hint ? (
        <small id={`${id}-note`} className="fb-field-hint">
          {hint}
        </small>
      ) : null}
    </div>
  );
}

export function TextInput({
  label,
  value,
  onChange,
  disabled,
  hint,
  error,
  placeholder,
  maxLength,
  type = 'text',
  suggestions,
  variables,
}: BaseProps &
  PersonalisedProps & {
    value: string;
    onChange(value: string): void;
    placeholder?: string;
    maxLength?: number;
    type?: 'text' | 'url' | 'email' | 'tel';
    suggestions?: readonly string[];
  }) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  // A url input hides its caret position from scripts: a personalised URL is typed in a text input.
  const inputType = variables && type === 'url' ? 'text' : type;
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {/* The browser's own suggestion list: existing names, while any other may still be typed. */}
      {suggestions?.length ? (
        <datalist id={`${id}-suggestions`}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
      <WithPicker picker={variables ? <VariablePicker labelId={`${id}-label`} target={ref} value={value} onChange={onChange} disabled={disabled} /> : null}>
        <InputText
          ref={ref}
          id={id}
          list={suggestions?.length ? `${id}-suggestions` : undefined}
          type={inputType}
          inputMode={inputType !== type ? 'url' : undefined}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          placeholder={placeholder}
          maxLength={maxLength}
          invalid={Boolean(error)}
          aria-describedby={error || hint ? `${id}-note` : undefined}
          autoComplete="off"
        />
      </WithPicker>
    </Field>
  );
}

export function TextArea({
  label,
  value,
  onChange,
  disabled,
  hint,
  error,
  maxLength,
  rows = 3,
  variables,
}: BaseProps & PersonalisedProps & { value: string; onChange(value: string): void; maxLength?: number; rows?: number }) {
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  return (
    <Field id={id} label={label} hint={hint ?? (maxLength ? `${value.length}/${maxLength}` : undefined)} error={error}>
      <WithPicker picker={variables ? <VariablePicker labelId={`${id}-label`} target={ref} value={value} onChange={onChange} disabled={disabled} /> : null}>
        <InputTextarea
          ref={ref}
          id={id}
          value={value}
          rows={rows}
          autoResize
          onChange={(event) => onChange(event.target.value)}
          disabled={disabled}
          maxLength={maxLength}
          invalid={Boolean(error)}
          aria-describedby={`${id}-note`}
        />
      </WithPicker>
    </Field>
  );
}

export function NumberInput({
  label,
  value,
  onChange,
  disabled,
  hint,
  error,
  min,
  max,
}: BaseProps & { value: number | undefined; onChange(value: number | undefined): void; min?: number; max?: number }) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <InputText
        id={id}
        type="number"
        inputMode="numeric"
        value={value === undefined ? '' : String(value)}
        min={min}
        max={max}
        onChange={(event) => {
          const text = event.target.value.trim();
          const number = Number(text);
          onChange(text === '' || !Number.isFinite(number) ? undefined : number);
        }}
        disabled={disabled}
        invalid={Boolean(error)}
        aria-describedby={error || hint ? `${id}-note` : undefined}
      />
    </Field>
  );
}

export function Select<V extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
  hint,
  error,
}: BaseProps & { value: V; options: readonly SelectOption[]; onChange(value: V): void }) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <SelectField
        id={id}
        fill
        value={value}
        options={options}
        onChange={(event) => onChange(event.target.value as V)}
        disabled={disabled}
        aria-describedby={error || hint ? `${id}-note` : undefined}
      />
    </Field>
  );
}

export function Check({ label, checked, onChange, disabled, hint }: Omit<BaseProps, 'error'> & { checked: boolean; onChange(checked: boolean): void }) {
  const id = useId();
  return (
    <div className="fb-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        disabled={disabled}
        aria-describedby={hint ? `${id}-note` : undefined}
      />
      <label id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <small id={`${id}-note`} className="fb-field-hint">
          {hint}
        </small>
      ) : null}
    </div>
  );
}

/** Move up, move down and remove, for one entry of a list (messages, buttons, rules, actions). */
export function EntryTools({
  name,
  index,
  count,
  onMove,
  onRemove,
  disabled,
}: {
  name: string;
  index: number;
  count: number;
  onMove(from: number, to: number): void;
  onRemove(): void;
  disabled?: boolean | undefined;
}) {
  const { t } = useTranslation();
  return (
    <span className="fb-entry-tools">
      <Button
        type="button"
        icon="pi pi-arrow-up"
        text
        rounded
        size="small"
        aria-label={t('flowBuilder.panels.moveUp', { name })}
        disabled={disabled || index === 0}
        onClick={() => onMove(index, index - 1)}
      />
      <Button
        type="button"
        icon="pi pi-arrow-down"
        text
        rounded
        size="small"
        aria-label={t('flowBuilder.panels.moveDown', { name })}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index, index + 1)}
      />
      <Button
        type="button"
        icon="pi pi-trash"
        text
        rounded
        size="small"
        severity="danger"
        aria-label={t('flowBuilder.panels.remove', { name })}
        disabled={disabled}
        onClick={onRemove}
      />
    </span>
  );
}

/** A list's entries with the item moved from one place to another. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** A list with one entry replaced. */
export function replaced<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((entry, i) => (i === index ? item : entry));
}
