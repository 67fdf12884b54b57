import i18n from 'i18next';
import { useCallback, useRef, useState } from 'react';
import { isApiError, type FieldErrors } from '../api/ApiError';

export interface FormSubmit {
  submitting: boolean;
  /** Messages per field, from a local check or the server's `fields`. */
  fieldErrors: FieldErrors;
  /** A message for the whole form (wrong credentials, mail not configured, …). */
  formError: string | null;
  /**
   * Runs `action` unless `localErrors` has entries. Ignores calls while one is running,
   * so Enter pressed twice sends once.
   */
  submit: (action: () => Promise<void>, localErrors?: FieldErrors) => Promise<void>;
  reset: () => void;
}

/**
 * Submission state of a form. `fields` lists the field names the form shows next to its
 * inputs; server messages for other fields are shown with the form message instead, so
 * none is lost. Pass a constant array (it is a dependency of `submit`).
 */
export function useFormSubmit(fields: readonly string[]): FormSubmit {
  const [submitting, setSubmitting] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const running = useRef(false);

  const reset = useCallback(() => {
    setFieldErrors({});
    setFormError(null);
  }, []);

  const submit = useCallback(
    async (action: () => Promise<void>, localErrors: FieldErrors = {}) => {
      if (running.current) return;
      setFormError(null);
      setFieldErrors(localErrors);
      if (Object.keys(localErrors).length > 0) return;

      running.current = true;
      setSubmitting(true);
      try {
        await action();
      } catch (error) {
        if (isApiError(error)) {
          // Without a server body the generic toast already told the user.
          if (!error.fromServer) return;
          const shown: FieldErrors = {};
          const other: string[] = [];
          for (const [name, message] of Object.entries(error.fields)) {
            if (fields.includes(name)) shown[name] = message;
            else other.push(message);
          }
          setFieldErrors(shown);
          if (Object.keys(shown).length === 0 || other.length > 0) {
            setFormError(other.length > 0 ? other.join(' ') : error.message);
          }
        } else {
          console.error(error);
          setFormError(i18n.t('errors.httpFailure'));
        }
      } finally {
        running.current = false;
        setSubmitting(false);
      }
    },
    [fields],
  );

  return { submitting, fieldErrors, formError, submit, reset };
}
