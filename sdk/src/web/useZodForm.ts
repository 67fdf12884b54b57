import { useCallback, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import type { $ZodType, input as SchemaInput, output as SchemaOutput } from 'zod/v4/core';
import { isHostApiError } from './apiErrors.ts';
import type { HostApiError } from './host.ts';
import { useSdkText } from './sdkText.ts';
import { useUnsavedChanges } from './unsavedChanges.ts';

/** Field name to its message; `""` never appears here (see `formError`). */
export type FormErrors = Record<string, string>;

/** Everything an input needs for one field; spread the part that fits the input. */
export interface FieldBinding<V> {
  id: string;
  name: string;
  value: V;
  error: string | undefined;
  invalid: boolean;
  /** The id of the hint or error text under the input (see FormField). */
  describedBy: string;
  setValue(value: V): void;
  /** For InputText, InputTextarea, `<input>`, `<textarea>`, `<select>`: the value as text. */
  input: {
    id: string;
    name: string;
    value: string;
    onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>): void;
    'aria-invalid': boolean | undefined;
    'aria-describedby': string;
  };
  /** For PrimeReact Dropdown, MultiSelect, Calendar, InputNumber…: `inputId` and `onChange(e.value)`. */
  select: {
    inputId: string;
    name: string;
    value: V;
    onChange(event: { value: V }): void;
    invalid: boolean;
    'aria-describedby': string;
  };
  /** For PrimeReact Checkbox and InputSwitch. */
  checkbox: {
    inputId: string;
    name: string;
    checked: boolean;
    onChange(event: { checked?: boolean | undefined }): void;
    invalid: boolean;
    'aria-describedby': string;
  };
}

export interface ZodForm<Values extends object, Output> {
  values: Values;
  errors: FormErrors;
  /** A message for the whole form: the server's, when it names no field shown here. */
  formError: string | null;
  submitting: boolean;
  /** Some value differs from the initial (or last reset) values. */
  dirty: boolean;
  field<K extends keyof Values & string>(name: K): FieldBinding<Values[K]>;
  setValue<K extends keyof Values & string>(name: K, value: Values[K]): void;
  setErrors(errors: FormErrors, formError?: string | null): void;
  /** New starting values (e.g. the record a dialog edits) and no errors. */
  reset(values?: Values): void;
  /**
   * An onSubmit handler: checks the values with the schema, then calls `handler` with the
   * parsed output. A HostApiError from the handler becomes field messages (its `fields`) and
   * a form message. Resolves true when the handler ran and succeeded. Ignores a second
   * submit while one runs, so Enter pressed twice sends once.
   */
  submit(handler: (data: Output) => unknown): (event?: { preventDefault(): void }) => Promise<boolean>;
}

/** What the form needs of a schema; zod 4 schemas, classic (`zod`) or mini (`zod/mini`), have it. */
export type FormSchema = $ZodType<unknown, object> & { safeParse(data: unknown): SafeParseResult };

type SafeParseResult =
  { success: true; data: unknown } | { success: false; error: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> } };

export interface ZodFormOptions {
  /** Server field names to form field names, where they differ (e.g. `{ groupName: 'name' }`). */
  serverFields?: Record<string, string>;
  /** The form message for a failed call (e.g. a known server message translated); the server's text unless given. */
  errorMessage?(error: HostApiError): string;
}

/**
 * Form state bound to a zod 4 schema: `useZodForm(contactSchema, { firstName: '', … })`.
 * The schema's messages are shown as they are, so build it with the screen's `t()`.
 * `zod/mini` schemas work too and keep a plugin's bundle small.
 */
export function useZodForm<S extends FormSchema>(
  schema: S,
  initialValues: SchemaInput<S>,
  options: ZodFormOptions = {},
): ZodForm<SchemaInput<S>, SchemaOutput<S>> {
  type Values = SchemaInput<S>;
  type Output = SchemaOutput<S>;
  const text = useSdkText();
  const formId = useId();
  const [start, setStart] = useState<Values>(initialValues);
  const [values, setValuesState] = useState<Values>(initialValues);
  const [errors, setErrorsState] = useState<FormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const running = useRef(false);
  const current = useRef(values);
  current.current = values;
  // Read at submit time, so callers may pass a fresh object on every render.
  const latestOptions = useRef(options);
  latestOptions.current = options;

  const setValue = useCallback(<K extends keyof Values & string>(name: K, value: Values[K]) => {
    setValuesState((previous) => ({ ...previous, [name]: value }));
    // Typing in a field answers its message; the others stay until the next submit.
    setErrorsState((previous) => {
      if (!(name in previous)) return previous;
      const { [name]: _removed, ...rest } = previous;
      return rest;
    });
  }, []);

  const setErrors = useCallback((next: FormErrors, message: string | null = null) => {
    setErrorsState(next);
    setFormError(message);
  }, []);

  const reset = useCallback(
    (next?: Values) => {
      const base = next ?? start;
      if (next) setStart(next);
      setValuesState(base);
      setErrorsState({});
      setFormError(null);
    },
    [start],
  );

  const field = useCallback(
    <K extends keyof Values & string>(name: K): FieldBinding<Values[K]> => {
      const id = `${formId}-${name}`;
      const value = values[name];
      const error = errors[name];
      const describedBy = error ? `${id}-error` : `${id}-hint`;
      const set = (next: Values[K]) => setValue(name, next);
      return {
        id,
        name,
        value,
        error,
        invalid: Boolean(error),
        describedBy,
        setValue: set,
        input: {
          id,
          name,
          value: value === undefined || value === null ? '' : String(value),
          onChange: (event) => set(event.target.value as Values[K]),
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy,
        },
        select: { inputId: id, name, value, onChange: (event) => set(event.value), invalid: Boolean(error), 'aria-describedby': describedBy },
        checkbox: {
          inputId: id,
          name,
          checked: Boolean(value),
          onChange: (event) => set(Boolean(event.checked) as Values[K]),
          invalid: Boolean(error),
          'aria-describedby': describedBy,
        },
      };
    },
    [errors, formId, setValue, values],
  );

  const submit = useCallback(
    (handler: (data: Output) => unknown) => async (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      if (running.current) return false;
      const parsed = schema.safeParse(current.current);
      if (!parsed.success) {
        const found: FormErrors = {};
        const general: string[] = [];
        for (const issue of parsed.error.issues) {
          const name = issue.path[0];
          if (name === undefined) general.push(issue.message);
          else found[String(name)] ??= issue.message;
        }
        setErrors(found, general[0] ?? null);
        return false;
      }
      running.current = true;
      setSubmitting(true);
      setErrors({});
      try {
        await handler(parsed.data as Output);
        // What was sent is saved: the form no longer holds unsaved typing.
        setStart(current.current);
        return true;
      } catch (error) {
        if (isHostApiError(error)) {
          const { serverFields = {}, errorMessage } = latestOptions.current;
          const known = new Set(Object.keys(current.current));
          const shown: FormErrors = {};
          const other: string[] = [];
          for (const [path, message] of Object.entries(error.fields)) {
            const top = path.split('.')[0] ?? '';
            const name = serverFields[top] ?? top;
            if (known.has(name)) shown[name] ??= message;
            else other.push(message);
          }
          // A message the form cannot place next to a field is shown with the form, so none is lost.
          const message = errorMessage ? errorMessage(error) : error.message;
          setErrors(shown, other.length ? other.join(' ') : Object.keys(shown).length ? null : message);
        } else {
          console.error(error);
          setErrors({}, text('form.failed'));
        }
        return false;
      } finally {
        running.current = false;
        setSubmitting(false);
      }
    },
    [schema, setErrors, text],
  );

  const dirty = useMemo(
    () => Object.keys({ ...start, ...values }).some((k) => (start as Record<string, unknown>)[k] !== (values as Record<string, unknown>)[k]),
    [start, values],
  );
  // While a submit runs, its handler may navigate away once the server accepts.
  useUnsavedChanges(dirty && !submitting);

  return { values, errors, formError, submitting, dirty, field, setValue, setErrors, reset, submit };
}
