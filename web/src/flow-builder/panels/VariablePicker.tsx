import { Button } from 'primereact/button';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { insertAt, matchingChoices, useVariableChoices, type VariableChoice } from './variableChoices';

interface VariablePickerProps {
  /** The id of the field's label: it describes the button (its name stays 'Insert variable', so a field's label finds only the field). */
  labelId: string;
  /** The input or textarea the `{{name}}` goes into, at its caret. */
  target: RefObject<HTMLInputElement | HTMLTextAreaElement | null>;
  value: string;
  onChange(value: string): void;
  disabled?: boolean | undefined;
}

/**
 * The small button beside a text field that inserts a personalisation placeholder: it opens a
 * filterable list of the subscriber fields and the account's custom variables; arrows move,
 * Enter or a click inserts `{{name}}` where the caret was (replacing a selection), Escape closes.
 * Focus goes back to the field, after the inserted name.
 */
export function VariablePicker({ labelId, target, value, onChange, disabled }: VariablePickerProps) {
  const { t } = useTranslation();
  const choices = useVariableChoices();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const [active, setActive] = useState(0);
  const selection = useRef({ start: value.length, end: value.length });
  const box = useRef<HTMLDivElement>(null);
  const listId = useId();
  const shown = matchingChoices(choices, filter);

  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const openList = () => {
    const element = target.current;
    // Where the caret was before the button took the focus; the end of the text when unknown.
    selection.current = { start: element?.selectionStart ?? value.length, end: element?.selectionEnd ?? value.length };
    setFilter('');
    setActive(0);
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    target.current?.focus();
  };

  const pick = (choice: VariableChoice) => {
    const next = insertAt(value, `{{${choice.name}}}`, selection.current.start, selection.current.end);
    onChange(next.value);
    setOpen(false);
    // After React wrote the new value into the field.
    requestAnimationFrame(() => {
      const element = target.current;
      if (!element) return;
      element.focus();
      element.setSelectionRange(next.caret, next.caret);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!shown.length) return;
      setActive((current) => (current + (event.key === 'ArrowDown' ? 1 : shown.length - 1)) % shown.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const choice = shown[Math.min(active, shown.length - 1)];
      if (choice) pick(choice);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <div className="fb-variable-picker" ref={box}>
      <Button
        type="button"
        icon="pi pi-user-plus"
        text
        rounded
        size="small"
        aria-label={t('flowBuilder.variables.insert')}
        aria-describedby={labelId}
        title={t('flowBuilder.variables.insert')}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={disabled}
        onClick={() => (open ? setOpen(false) : openList())}
      />
      {open ? (
        <div className="fb-variable-popup" role="dialog" aria-label={t('flowBuilder.variables.insert')}>
          <input
            className="p-inputtext p-component"
            role="combobox"
            aria-label={t('flowBuilder.variables.filter')}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={shown.length ? optionId(Math.min(active, shown.length - 1)) : undefined}
            placeholder={t('flowBuilder.variables.filter')}
            value={filter}
            autoFocus
            autoComplete="off"
            onChange={(event) => {
              setFilter(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <ul id={listId} role="listbox" aria-label={t('flowBuilder.variables.insert')}>
            {shown.map((choice, index) => (
              <li
                key={choice.name}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={index === active ? 'fb-variable-active' : undefined}
                onMouseDown={(event) => event.preventDefault()}
                onMouseEnter={() => setActive(index)}
                onClick={() => pick(choice)}
              >
                <code>{`{{${choice.name}}}`}</code>
                <span className="fb-muted">{choice.group === 'system' ? choice.label : t('flowBuilder.variables.custom')}</span>
              </li>
            ))}
          </ul>
          {shown.length ? null : <p className="fb-field-hint">{t('flowBuilder.variables.none')}</p>}
        </div>
      ) : null}
    </div>
  );
}
