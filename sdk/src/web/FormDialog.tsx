import { useId, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';

export interface FormDialogProps {
  header: ReactNode;
  /** Width on wide screens, in rem; narrow screens get 95% of theirs. */
  widthRem: number;
  onClose(): void;
  /** `form.submit(...)` of useZodForm. */
  onSubmit(event?: { preventDefault(): void }): unknown;
  submitting: boolean;
  /** The form-level error of useZodForm (a message no field owns). */
  formError: string | null | undefined;
  cancelLabel: string;
  submitLabel: string;
  submitIcon?: string;
  /** Styles the submit button as destructive (a cancellation, a delete). */
  danger?: boolean;
  children: ReactNode;
}

/**
 * A modal with a form: the form's error above its fields, and Cancel and the submit button in
 * the footer (the submit button sits outside the form, tied to it by id, so Enter and the
 * button submit the same way).
 */
export function FormDialog({
  header,
  widthRem,
  onClose,
  onSubmit,
  submitting,
  formError,
  cancelLabel,
  submitLabel,
  submitIcon = 'pi pi-check',
  danger,
  children,
}: FormDialogProps) {
  const formId = useId();
  const footer = (
    <div style={{ display: 'flex', justifyContent: 'flex-end', gap: '0.5rem', flexWrap: 'wrap' }}>
      <Button type="button" label={cancelLabel} outlined onClick={onClose} disabled={submitting} />
      <Button type="submit" form={formId} label={submitLabel} icon={submitIcon} loading={submitting} {...(danger ? { severity: 'danger' as const } : {})} />
    </div>
  );
  return (
    <Dialog header={header} visible onHide={onClose} footer={footer} style={{ width: `min(${widthRem}rem, 95vw)` }} modal draggable={false}>
      <form id={formId} onSubmit={(event) => void onSubmit(event)} noValidate>
        {formError ? <Message severity="error" text={formError} style={{ width: '100%', marginBottom: '1rem' }} /> : null}
        {children}
      </form>
    </Dialog>
  );
}
