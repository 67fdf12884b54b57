import type { ReactNode } from 'react';
import type { FormSubmit } from '../forms/useFormSubmit';
import { Button } from './Button';
import { FormAlert } from './FormAlert';

interface SubmitFormProps {
  /** The state from `useFormSubmit`: its form-level message and whether it is sending. */
  form: Pick<FormSubmit, 'formError' | 'submitting'>;
  /** Called on Enter or a click; the page does not reload. */
  onSubmit: () => void;
  submitLabel: string;
  submitIcon?: string;
  /** Shown above the form's error message (for example a warning known before sending). */
  notice?: ReactNode;
  children: ReactNode;
}

/**
 * The frame every form of the app shares: the browser's own validation is off (the form
 * checks and shows messages itself), the form-level error sits on top, and the submit
 * button spins and is disabled while sending so a second Enter does not send again.
 */
export function SubmitForm({ form, onSubmit, submitLabel, submitIcon, notice, children }: SubmitFormProps) {
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {notice}
      <FormAlert text={form.formError} />
      {children}
      <Button type="submit" className="form-submit" label={submitLabel} icon={submitIcon} loading={form.submitting} disabled={form.submitting} />
    </form>
  );
}
