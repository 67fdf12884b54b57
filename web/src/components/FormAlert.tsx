import { Message } from 'primereact/message';

interface FormAlertProps {
  text: string | null | undefined;
  severity?: 'error' | 'warn' | 'info' | 'success';
}

/** A message above or below a form; PrimeReact's Message is a live `role="alert"` region. */
export function FormAlert({ text, severity = 'error' }: FormAlertProps) {
  if (!text) return null;
  return <Message severity={severity} text={text} />;
}
